// Brings any database to a usable state: schema migrated, catalogue seeded if empty.
import { migrate } from './migrate';
import { seedIfEmpty, type SeedSummary } from './seed';
import { buildCatalogue } from '../seed/catalogue';
import type { Db } from './types';

/**
 * What an empty database is given (PROVIDER_SEED): "demo" the whole demo catalogue (products, codes,
 * reviews, promo codes); "none" only the shop's structure (categories, countries, currencies), so a
 * real catalogue is brought in with `npm run catalogue -- import`. Default: "none" when NODE_ENV=production, else "demo".
 */
export type SeedMode = 'demo' | 'none';

export function seedModeFromEnv(env: NodeJS.ProcessEnv = process.env): SeedMode {
  const raw = env.PROVIDER_SEED?.trim().toLowerCase();
  if (!raw) return env.NODE_ENV === 'production' ? 'none' : 'demo';
  if (raw === 'demo' || raw === 'none') return raw;
  throw new Error(`PROVIDER_SEED must be "demo" or "none", got "${env.PROVIDER_SEED}"`);
}

export interface PrepareSummary {
  migrationsApplied: string[];
  seed: SeedSummary;
}

export async function prepareDatabase(db: Db, mode: SeedMode = seedModeFromEnv()): Promise<PrepareSummary> {
  const migrationsApplied = await migrate(db);
  const seed =
    mode === 'demo'
      ? await seedIfEmpty(db, buildCatalogue)
      : await seedIfEmpty(db, () => ({ ...buildCatalogue(), products: [] }), { demoPromoCodes: false });
  return { migrationsApplied, seed };
}

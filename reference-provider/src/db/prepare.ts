// Brings any database to a usable state: schema migrated, catalogue seeded if empty.
import { migrate } from './migrate';
import { seedIfEmpty, type SeedSummary } from './seed';
import type { Db } from './types';

export interface PrepareSummary {
  migrationsApplied: string[];
  seed: SeedSummary;
}

export async function prepareDatabase(db: Db): Promise<PrepareSummary> {
  const migrationsApplied = await migrate(db);
  const seed = await seedIfEmpty(db);
  return { migrationsApplied, seed };
}

// Chooses the engine from the environment: Postgres when DATABASE_URL is set, else PGlite in a folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

/** reference-provider/data/pglite, independent of the working directory. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../data/pglite', import.meta.url));

export type DbConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: 'postgres', url };
  const dir = env.PROVIDER_DATA_DIR?.trim();
  if (!dir) return { kind: 'pglite', dataDir: DEFAULT_DATA_DIR };
  return { kind: 'pglite', dataDir: dir.startsWith('memory://') ? dir : path.resolve(dir) };
}

export async function openDatabase(config: DbConfig = dbConfigFromEnv()): Promise<Db> {
  // Each driver is loaded only when used: PGlite's WASM is not needed against a Postgres server.
  if (config.kind === 'postgres') {
    const { openPostgres } = await import('./postgres');
    return openPostgres(config.url);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(config.dataDir);
}

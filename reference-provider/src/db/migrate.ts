// Applies the numbered SQL files in ./migrations once each, in order, each in its own transaction.
// A migration may also have a TypeScript step (migration-steps.ts) that runs after its SQL in the same
// transaction, for data work SQL cannot do, such as filling a new column for the rows already there.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MIGRATION_STEPS, type MigrationStep } from './migration-steps';
import type { Db } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary constant: serialises concurrent migrators against one Postgres server. */
const MIGRATION_LOCK_KEY = 7_391_004;

export interface Migration {
  version: string; // file name without .sql, e.g. "001_catalogue"
  sql: string;
  /** Runs after the SQL, inside the migration's transaction. */
  after?: MigrationStep;
}

export function listMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const version = file.slice(0, -4);
      return { version, sql: readFileSync(dir + file, 'utf8'), after: MIGRATION_STEPS[version] };
    });
}

/** Returns the versions applied by this call (empty when the schema was already current). */
export async function migrate(db: Db, migrations: Migration[] = listMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      if (migration.after) await migration.after(tx);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}

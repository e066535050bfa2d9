// npm run provider:reset: throws the database away (PGlite folder or Postgres tables), then migrates and seeds again.
import { existsSync, rmSync } from 'node:fs';
import { lockDataDir } from './db/lock';
import { dbConfigFromEnv, openDatabase } from './db/open';
import { listMigrations } from './db/migrate';
import { prepareDatabase } from './db/prepare';

/** Every table the migrations create (read from their CREATE TABLE lines) plus schema_migrations. */
function migrationTables(): string[] {
  const names = listMigrations().flatMap((m) =>
    [...m.sql.matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)/gi)].map((match) => match[1]!),
  );
  return [...new Set([...names, 'schema_migrations'])];
}

async function reset(): Promise<void> {
  const started = performance.now();
  const config = dbConfigFromEnv();
  if (config.kind === 'pglite') {
    if (!config.dataDir.startsWith('memory://') && existsSync(config.dataDir)) {
      lockDataDir(config.dataDir); // refuses while a running provider holds the folder
      rmSync(config.dataDir, { recursive: true, force: true }); // the lock file goes with it
    }
  } else {
    const db = await openDatabase(config);
    try {
      await db.exec(`DROP TABLE IF EXISTS ${migrationTables().join(', ')} CASCADE`);
    } finally {
      await db.close();
    }
  }
  const db = await openDatabase(config);
  try {
    const { migrationsApplied, seed } = await prepareDatabase(db);
    console.log(
      `Reset ${db.kind} at ${db.location}: migrations ${migrationsApplied.join(', ')}; ` +
        `seeded ${seed.products} products, ${seed.codes} codes in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    await db.close();
  }
}

reset().catch((err: unknown) => {
  console.error('Reset failed:', err);
  process.exit(1);
});

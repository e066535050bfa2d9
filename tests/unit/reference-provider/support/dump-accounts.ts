// Run with tsx (PGlite and ESM stay out of Jest): `tsx dump-accounts.ts <folder | postgres://…>`. Prints
// the account tables of a stopped provider's database (PGlite folder or PostgreSQL) as JSON, so a test
// can see what is really stored.
import { openFixtureDatabase } from './fixture-database';

const TABLES = ['users', 'access_tokens', 'one_time_tokens', 'mails', 'purchases'] as const;

async function main(folder: string): Promise<void> {
  const db = await openFixtureDatabase(folder);
  try {
    const dump: Record<string, unknown[]> = {};
    for (const table of TABLES) dump[table] = await db.query(`SELECT * FROM ${table} ORDER BY id`);
    process.stdout.write(JSON.stringify(dump));
  } finally {
    await db.close();
  }
}

const folder = process.argv[2];
if (folder && process.argv[1]?.endsWith('dump-accounts.ts')) {
  main(folder).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

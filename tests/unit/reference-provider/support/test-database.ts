// A database of its own for each provider a test starts. With PROVIDER_TEST_DATABASE_URL (a PostgreSQL
// server's admin address) each one is a fresh database on that server, created here and dropped
// afterwards: test files run in parallel, and sharing one database would mix their migrations, seeds
// and counts. Without it the provider runs on PGlite (in memory, or a temp folder when the test
// reads the stored data itself).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The PostgreSQL server the provider tests run against, or '' for PGlite. */
export const POSTGRES_ADMIN_URL = process.env.PROVIDER_TEST_DATABASE_URL?.trim() ?? '';

export interface TestDatabase {
  /** The PGlite folder or the postgres:// address: what the tsx fixture scripts take as argument. */
  location: string;
  /** Provider environment pointing at it (DATABASE_URL and PROVIDER_DATA_DIR). */
  env: Record<string, string>;
  /** Removes it (drops the database, or deletes the folder). */
  drop(): Promise<void>;
}

async function admin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database `t_<random>` on the server of `adminUrl`; drop() removes it, closing its sessions. */
export async function createPostgresDatabase(
  adminUrl: string = POSTGRES_ADMIN_URL,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  await admin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A stored database the test may stop the provider on, restart it on, and read afterwards: a fresh
 * PostgreSQL database with PROVIDER_TEST_DATABASE_URL, else a new PGlite folder in the temp dir.
 */
export async function storedTestDatabase(prefix: string): Promise<TestDatabase> {
  if (POSTGRES_ADMIN_URL) {
    const database = await createPostgresDatabase();
    return { location: database.url, env: { DATABASE_URL: database.url, PROVIDER_DATA_DIR: 'memory://' }, drop: database.drop };
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  return {
    location: folder,
    env: { DATABASE_URL: '', PROVIDER_DATA_DIR: folder },
    drop: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

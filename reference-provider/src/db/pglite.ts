// The embedded engine: PGlite (Postgres compiled to WASM) keeps data in a folder, or in memory for tests.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './lock';
import type { Db, Queryable } from './types';

/**
 * bigint (int8) columns come back as strings, as node-postgres returns them on a server: the provider
 * declares them so, and PGlite's own parser (a number, or a BigInt past 2^53) would make the two engines
 * answer differently. The other types PGlite and pg already parse alike.
 */
const INT8_OID = 20;
const PARSERS = { [INT8_OID]: (value: string) => value };

function wrapTx(tx: Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await tx.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  };
}

/** Opens (creating if needed) a PGlite database in `dataDir`; `memory://` keeps it in memory. */
export async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => undefined : lockDataDir(dataDir);
  let pg: PGlite;
  try {
    // Migration 002 creates pg_trgm where it can; since 011 the search uses none of it, but the
    // databases made before hold the extension, so it stays loaded.
    pg = await PGlite.create(dataDir, { extensions: { pg_trgm }, parsers: PARSERS });
  } catch (err) {
    unlock();
    throw err;
  }
  let closed = false;
  return {
    kind: 'pglite',
    location: dataDir,
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return pg.transaction((tx) => fn(wrapTx(tx)));
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}

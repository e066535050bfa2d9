// The embedded engine: PGlite (Postgres compiled to WASM) keeps data in a folder, or in memory for tests.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite, parse as pgliteResults, protocol, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { LOCK_FILE, lockDataDir } from './lock';
import type { Db, Queryable, QueryOptions } from './types';

/**
 * bigint (int8) columns come back as strings, as node-postgres returns them on a server: the provider
 * declares them so, and PGlite's own parser (a number, or a BigInt past 2^53) would make the two engines
 * answer differently. The other types PGlite and pg already parse alike.
 */
const INT8_OID = 20;
const PARSERS = { [INT8_OID]: (value: string) => value };

/** Several protocol messages as one, for one call into the engine. */
function joined(messages: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    all.set(message, offset);
    offset += message.length;
  }
  return all;
}

type RunPrepared = <T>(name: string, sql: string, params: readonly unknown[]) => Promise<T[]>;

/**
 * Statements kept prepared (QueryOptions.prepare). PGlite's query() makes six calls into the engine
 * (Parse, Describe, Bind, Describe, Execute, Sync) and parses and plans the statement every time; a
 * prepared one is parsed and its parameter types read once, then each run is one call (Bind,
 * Describe, Execute, Sync): on the search hints, a third of query()'s CPU (README "Performance").
 * Parameters and rows are converted by PGlite's own serializers and parsers, as query() does, and
 * each run holds the same two locks as query(): it never interleaves with another statement and
 * never runs inside another caller's transaction.
 */
function preparedStatements(pg: PGlite): RunPrepared {
  const { serialize } = protocol;
  const statements = new Map<string, { sql: string; paramTypes: number[] }>();
  const describeExecuteSync = joined([serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);

  async function prepared(name: string, sql: string) {
    const known = statements.get(name);
    if (known) {
      if (known.sql !== sql) throw new Error(`Statement "${name}" is already prepared with another SQL text`);
      return known;
    }
    const messages = await pg.execProtocolStream(joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
    // Postgres describes a statement's parameters even when it has none.
    const parameters = messages.find((message) => message instanceof protocol.messages.ParameterDescriptionMessage);
    if (!(parameters instanceof protocol.messages.ParameterDescriptionMessage)) throw new Error(`Statement "${name}": no parameter description`);
    const statement = { sql, paramTypes: parameters.dataTypeIDs };
    statements.set(name, statement);
    return statement;
  }

  return async function run<T>(name: string, sql: string, params: readonly unknown[]): Promise<T[]> {
    if (pg.closed) throw new Error('PGlite is closed');
    return pg._runExclusiveTransaction(() =>
      pg.runExclusive(async () => {
        const { paramTypes } = await prepared(name, sql);
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serializer = pg.serializers[paramTypes[index]!];
          return serializer ? serializer(value) : String(value);
        });
        const messages = await pg.execProtocolStream(joined([serialize.bind({ statement: name, values }), describeExecuteSync]));
        return (pgliteResults.parseResults(messages, pg.parsers)[0]?.rows ?? []) as T[];
      }),
    );
  };
}

/** In a transaction a statement runs as it is: PGlite's transaction holds the locks a prepared run takes. */
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
  const runPrepared = preparedStatements(pg);
  return {
    kind: 'pglite',
    location: dataDir,
    async query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      if (options.prepare) return runPrepared<T>(options.prepare, sql, params);
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

/**
 * A copy of a PGlite folder as one gzipped tar (PGlite's dumpDataDir), taken with the folder's lock
 * held: a running provider holds it too, so the copy is never of files being written.
 */
export async function dumpPglite(dataDir: string): Promise<Uint8Array> {
  if (!existsSync(dataDir)) throw new Error(`${dataDir} does not exist`);
  const unlock = lockDataDir(dataDir);
  try {
    const pg = await PGlite.create(dataDir, { extensions: { pg_trgm }, parsers: PARSERS });
    try {
      const dump = await pg.dumpDataDir('gzip');
      return new Uint8Array(await dump.arrayBuffer());
    } finally {
      await pg.close();
    }
  } finally {
    unlock();
  }
}

/** Writes a dumpPglite copy into `dataDir`, which must not exist yet or be empty. */
export async function restorePglite(dataDir: string, dump: Uint8Array): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty: restore into a new folder`);
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    parsers: PARSERS,
    loadDataDir: new Blob([dump as Uint8Array<ArrayBuffer>], { type: 'application/x-gzip' }),
  });
  await pg.close();
  // The copy holds the lock file of the process that took it: the new folder starts unlocked.
  rmSync(path.join(dataDir, LOCK_FILE), { force: true });
}

// The server engine: a node-postgres pool, used when DATABASE_URL points at a real Postgres.
import pg from 'pg';
import type { Db, Queryable, QueryOptions } from './types';

/** Hides the password when the address is shown in logs. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres (unparsable DATABASE_URL)';
  }
}

function wrap(runner: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      // A named query: node-postgres prepares it on each connection the first time it runs there.
      const result = options.prepare
        ? await runner.query({ name: options.prepare, text: sql, values: params as unknown[] })
        : await runner.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await runner.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (err) => console.error(`[db] idle client error: ${err.message}`));
  await pool.query('SELECT 1'); // fail fast on a wrong address
  const base = wrap(pool);
  let closed = false;
  return {
    kind: 'postgres',
    location: redact(connectionString),
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(wrap(client));
        await client.query('COMMIT');
        return value;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

// Run with tsx (PGlite and ESM stay out of Jest): `tsx prepared-statements.ts <memory:// | folder | postgres://…>`.
// Runs the same statements with and without QueryOptions.prepare on that database and prints what each
// gave as JSON, for tests/unit/reference-provider/db/prepared.test.ts.
import { openFixtureDatabase } from './fixture-database';

/** Parameters of the types the provider passes (text, integer, boolean, arrays, tsquery, null) and an int8 column. */
const TYPES_SQL = `SELECT $1::text AS text, $2::integer AS int, $3::boolean AS bool, $4::int[] AS ints, $5::text[] AS texts,
  $6::tsquery AS query, $7::text AS missing, ($2::integer * 10000000000)::bigint AS big, to_tsvector('simple', 'steam card') @@ $6::tsquery AS matches`;
const TYPES_PARAMS: unknown[][] = [
  ["it's \\ \"quoted\"", 20, true, [1, 2, 3], ['стим', 'a,b', 'c"d'], "'steam':* & 'card'", null],
  ['second', -5, false, [], ['स्टीम'], "'xbox':*", undefined],
];

async function outcome<T>(run: () => Promise<T>): Promise<{ ok: T } | { error: string }> {
  try {
    return { ok: await run() };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

async function main(location: string): Promise<void> {
  const db = await openFixtureDatabase(location);
  try {
    const plain = [];
    const prepared = [];
    for (const params of TYPES_PARAMS) {
      plain.push(await db.query(TYPES_SQL, params));
      prepared.push(await db.query(TYPES_SQL, params, { prepare: 'test_types' }));
    }
    const otherSql = await outcome(() => db.query('SELECT 1 AS one', [], { prepare: 'test_types' }));
    const badInput = await outcome(() => db.query(TYPES_SQL, ['x', 1, true, [], [], "'unclosed", null], { prepare: 'test_types' }));
    const afterError = await db.query(TYPES_SQL, TYPES_PARAMS[0], { prepare: 'test_types' });

    // A prepared run asked for while a transaction is open waits for its end: it does not see (or
    // break) the transaction's uncommitted rows.
    await db.exec('CREATE TABLE IF NOT EXISTS prepared_test (n integer)');
    let duringTransaction: Promise<Array<{ count: number }>> | null = null;
    const transaction = await outcome(() =>
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO prepared_test (n) VALUES (1)');
        duringTransaction = db.query<{ count: number }>('SELECT count(*)::integer AS count FROM prepared_test WHERE n > $1', [0], { prepare: 'test_count' });
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.query('INSERT INTO prepared_test (n) VALUES (2)');
        throw new Error('rolled back on purpose');
      }),
    );
    const countAfterRollback = await duringTransaction!;
    await db.exec('DROP TABLE prepared_test');
    process.stdout.write(JSON.stringify({ plain, prepared, otherSql, badInput, afterError, transaction, countAfterRollback }));
  } finally {
    await db.close();
  }
}

const location = process.argv[2];
if (location && process.argv[1]?.endsWith('prepared-statements.ts')) {
  main(location).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

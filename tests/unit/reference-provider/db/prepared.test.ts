// Statements kept prepared (reference-provider/src/db/types.ts QueryOptions.prepare, used by the
// search hints): the same rows as the plain query for every parameter type the provider passes, a
// name bound to one SQL text, a failed run leaving the statement usable, and never a run inside
// another caller's open transaction. On PGlite in memory, and on the PostgreSQL server of
// PROVIDER_TEST_DATABASE_URL when it is set. The statements run in a tsx script (support/prepared-statements.ts).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { POSTGRES_ADMIN_URL, createPostgresDatabase } from '../support/test-database';

const ROOT = path.resolve(__dirname, '../../../..');

jest.setTimeout(120_000);

interface Outcome {
  plain: unknown[][];
  prepared: unknown[][];
  otherSql: { ok?: unknown; error?: string };
  badInput: { ok?: unknown; error?: string };
  afterError: unknown[];
  transaction: { ok?: unknown; error?: string };
  countAfterRollback: Array<{ count: number }>;
}

function run(location: string): Outcome {
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/unit/reference-provider/support/prepared-statements.ts', location], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out) as Outcome;
}

const engines: Array<[string, () => Promise<{ location: string; drop(): Promise<void> }>]> = [
  ['PGlite', async () => ({ location: 'memory://', drop: async () => undefined })],
  ...(POSTGRES_ADMIN_URL
    ? [['PostgreSQL', async () => {
        const database = await createPostgresDatabase();
        return { location: database.url, drop: database.drop };
      }] as [string, () => Promise<{ location: string; drop(): Promise<void> }>]]
    : []),
];

describe.each(engines)('prepared statements on %s', (_engine, open) => {
  let outcome: Outcome;
  beforeAll(async () => {
    const database = await open();
    try {
      outcome = run(database.location);
    } finally {
      await database.drop();
    }
  }, 120_000);

  test('give the rows the plain query gives, parameters and columns converted alike', () => {
    expect(outcome.prepared).toEqual(outcome.plain);
    expect(outcome.prepared[0]).toEqual([
      {
        text: 'it\'s \\ "quoted"',
        int: 20,
        bool: true,
        ints: [1, 2, 3],
        texts: ['стим', 'a,b', 'c"d'],
        query: "'steam':* & 'card'",
        missing: null,
        big: '200000000000',
        matches: true,
      },
    ]);
    expect(outcome.prepared[1]).toEqual([
      { text: 'second', int: -5, bool: false, ints: [], texts: ['स्टीम'], query: "'xbox':*", missing: null, big: '-50000000000', matches: false },
    ]);
  });

  test('a name keeps its SQL text; a failed run leaves the statement usable', () => {
    expect(outcome.otherSql.error).toEqual(expect.any(String));
    expect(outcome.otherSql.ok).toBeUndefined();
    expect(outcome.badInput.error).toMatch(/tsquery/);
    expect(outcome.afterError).toEqual(outcome.plain[0]);
  });

  test('a run asked for during a transaction does not see its uncommitted rows', () => {
    expect(outcome.transaction.error).toBe('rolled back on purpose');
    expect(outcome.countAfterRollback).toEqual([{ count: 0 }]);
  });
});

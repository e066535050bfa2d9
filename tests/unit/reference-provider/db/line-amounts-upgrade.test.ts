// Migration 014 on a database with an order made before it: each line's amount after the discount
// is what its units were charged then (the rounded unit price × quantity), and the unit price column
// is gone, so nothing reads the old figure any more.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';

const ROOT = path.resolve(__dirname, '../../../..');

const Result = z.strictObject({
  applied: z.array(z.string()),
  lines: z.array(z.strictObject({ position: z.number(), price_cents: z.number(), paid_total_cents: z.number(), quantity: z.number() })),
  columns: z.array(z.string()),
});

test('keeps what older orders charged per line, in the new column', () => {
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/unit/reference-provider/support/line-amounts-database.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const result = Result.parse(JSON.parse(out));
  expect(result.applied).toContain('014_line_amounts');
  expect(result.lines).toEqual([
    { position: 1, price_cents: 549, paid_total_cents: 1401, quantity: 3 },
    { position: 2, price_cents: 179, paid_total_cents: 152, quantity: 1 },
  ]);
  expect(result.columns).toContain('paid_total_cents');
  expect(result.columns).not.toContain('paid_cents');
}, 180_000);

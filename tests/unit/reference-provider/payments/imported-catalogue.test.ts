// Selling a catalogue brought in the way operators do it (docs/operations.md "Catalogue and backups"):
// a database given no demo catalogue (PROVIDER_SEED=none), products and codes imported with
// `npm run catalogue -- import`, and no ANALYZE afterwards. On a PostgreSQL server (the scale pass
// sets PROVIDER_TEST_DATABASE_URL) the fresh tables have no statistics, and the planner then runs a
// `WHERE id IN (SELECT … LIMIT n FOR UPDATE SKIP LOCKED)` subquery once per outer row (a nested-loop
// semi-join rescan): such a statement took every code of a product for a quantity of 1. Each sale
// here must take exactly the codes bought, leave the rest available and record each code at its price.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PurchasesAnswer } from '../support/accounts-client';
import { CARDS, CreatedQr, PaidAtOnce, paymentsClient, PIX_FORM, type Shopper } from '../support/payments-client';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';
import { storedTestDatabase, type TestDatabase } from '../support/test-database';

const ROOT = path.resolve(__dirname, '../../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CODES_EACH = 10;

/** Three products of ten codes each, as an operator's import file holds them. */
const IMPORTED = [
  { article: 'IMP-STEAM-10', category: 'steam', price_cents: 1049, nominal: 10 },
  { article: 'IMP-XBOX-25', category: 'xbox', price_cents: 2599, nominal: 25 },
  { article: 'IMP-PSN-40', category: 'playstation', price_cents: 3875, nominal: 40 },
].map((p) => ({
  article: p.article,
  category: p.category,
  price_cents: p.price_cents,
  nominal_value: p.nominal,
  nominal_currency: 'EUR',
  name_en: `Imported ${p.article}`,
  codes: Array.from({ length: CODES_EACH }, (_, i) => `${p.article}-CODE-${String(i + 1).padStart(2, '0')}`),
}));

let database: TestDatabase;
let work: string;
let provider: ProviderProcess;
const client = paymentsClient(() => provider.url);
const { call, expectAnswer, shopper, as, createOk, createOrder, pay, orderOf, inStock } = client;
/** The imported products' ids by article. */
const ids = new Map<string, number>();

function catalogueCommand(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      ['reference-provider/src/cli/catalogue.ts', ...args],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'development', ...database.env, PROVIDER_SEED: 'none' } },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

beforeAll(async () => {
  database = await storedTestDatabase('imported-catalogue');
  work = mkdtempSync(path.join(os.tmpdir(), 'imported-catalogue-'));
  const file = path.join(work, 'products.json');
  writeFileSync(file, JSON.stringify({ products: IMPORTED }));
  // Imported before the provider starts: on PGlite one process holds the folder (on PostgreSQL the
  // command runs beside a running provider just as well).
  const imported = await catalogueCommand(['import', file]);
  expect(imported).toMatchObject({ code: 0 });
  expect(imported.output).toContain('3 products added');
  provider = await startProviderProcess({ env: { ...database.env, PROVIDER_SEED: 'none' } });
  for (const found of await client.findProducts(IMPORTED.length, () => true)) {
    const product = IMPORTED.find((p) => p.name_en === found.name);
    if (product) ids.set(product.article, found.id);
  }
  expect(ids.size).toBe(IMPORTED.length);
}, 180_000);

afterAll(async () => {
  await provider?.stop();
  await database?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

type Method = 'card' | 'pix' | 'balance';

/** A verified shopper who buys `quantity` of the imported product by `method`; answers who bought and the order. */
async function buy(article: string, quantity: number, method: Method): Promise<{ who: Shopper; orderId: string }> {
  const productId = ids.get(article)!;
  const who = await shopper();
  if (method === 'balance') await client.topUp(who, 10_000);
  const added = await call('PATCH', '/api/basket', { ...as(who), body: { products: [{ id: productId, type: 'increase', count: quantity }] } });
  expect(added.status).toBe(200);
  if (method === 'card') {
    const created = await createOk(who, {});
    await expectAnswer(pay(who, created.order_id, CARDS.ok), 200, PaidAtOnce);
    return { who, orderId: created.order_id };
  }
  if (method === 'pix') {
    const created = await expectAnswer(createOrder(who, PIX_FORM, { path: '/api/orders/create-qr' }), 201, CreatedQr);
    const settled = await call('POST', `/dev/orders/${created.order_id}/mark-paid`, { body: {} });
    expect(settled.status).toBe(200);
    return { who, orderId: created.order_id };
  }
  const created = await createOk(who, { type: 'spending' }, { query: '?type=spending' });
  const paid = await call('POST', `/api/payment/spending-balance-handle?orderId=${created.order_id}`, { ...as(who), body: {} });
  expect(paid.status).toBe(200);
  return { who, orderId: created.order_id };
}

// Each product is sold 1, 2 and 3 at a time, each quantity by another method, so every method takes
// every quantity once: 6 of each product's 10 codes go, 4 stay.
const SALES: Array<[string, Array<[number, Method]>]> = [
  [IMPORTED[0]!.article, [[1, 'card'], [2, 'pix'], [3, 'balance']]],
  [IMPORTED[1]!.article, [[1, 'pix'], [2, 'balance'], [3, 'card']]],
  [IMPORTED[2]!.article, [[1, 'balance'], [2, 'card'], [3, 'pix']]],
];

describe.each(SALES)('%s, imported and sold before any ANALYZE (the planner may rescan a semi-join per outer row)', (article, sales) => {
  test.each(sales)(`${article}: %i bought by %s takes exactly that many codes, each at the product's price`, async (quantity, method) => {
    const product = IMPORTED.find((p) => p.article === article)!;
    const before = await inStock(ids.get(article)!);
    const { who, orderId } = await buy(article, quantity, method);
    expect(await inStock(ids.get(article)!)).toBe(before - quantity);

    const order = await orderOf(who, orderId);
    expect(order).toMatchObject({ status: 'paid', total: product.price_cents * quantity, refunded: null });
    expect(order.codes).toHaveLength(quantity);
    expect(order.codes!.map((code) => code.price)).toEqual(Array(quantity).fill(product.price_cents));
    expect(new Set(order.codes!.map((code) => code.code)).size).toBe(quantity);
    for (const code of order.codes!) expect(product.codes).toContain(code.code);

    const cabinet = await expectAnswer(call('GET', '/api/profile/products/purchased/search', as(who)), 200, PurchasesAnswer);
    expect(cabinet.result.total).toBe(quantity);
    expect(cabinet.result.products.map((bought) => bought.price)).toEqual(Array(quantity).fill(product.price_cents));
  });
});

test('after the sales every product keeps the codes nobody bought', async () => {
  for (const product of IMPORTED) expect(await inStock(ids.get(product.article)!)).toBe(CODES_EACH - 6);
});

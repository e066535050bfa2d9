// What the provider really keeps and logs of payments: card numbers and CVVs nowhere (only the brand
// and the last 4 digits), payment handles never in log lines, the balance ledger consistent with the
// balances and never negative, every sold code delivered exactly once, failed orders without codes.
// Runs a provider on a stored database (a PGlite folder, or a PostgreSQL database with
// PROVIDER_TEST_DATABASE_URL) with request logging on, then reads it once the provider stopped.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { requestFormFields } from '@/lib/bff/payment/hmac';
import type { BasketProductShape } from '../support/basket-client';
import { CARDS, CVC, PaidAtOnce, paymentsClient, ThreeDs, ThreeDsRedirect } from '../support/payments-client';
import { logText, startProviderProcess, type ProviderProcess } from '../support/start-provider';
import { storedTestDatabase, type TestDatabase } from '../support/test-database';

const ROOT = path.resolve(__dirname, '../../../..');
/** This test's own acquirer secret; the token is the provider's default (docs/payments-contract.md "Environment"). */
const DEV_SECRET = 'payments-storage-test-acquirer-secret-0123456789';
const DEV_TOKEN = 'svc_reference_shop';

type Row = Record<string, unknown>;

let database: TestDatabase;
let provider: ProviderProcess;
let stocked: BasketProductShape[];
const client = paymentsClient(() => provider.url);
const { call, expectAnswer, shopper, createOk, pay } = client;

beforeAll(async () => {
  database = await storedTestDatabase('provider-payments');
  provider = await startProviderProcess({
    env: { ...database.env, PROVIDER_QUIET: '0', ACQUIRER_SECRET: DEV_SECRET },
  });
  stocked = await client.findProducts(4, (p) => p.in_stock >= 8 && p.price <= 5000);
}, 180_000);

afterAll(async () => {
  await provider?.stop();
  await database?.drop();
});

test('card data is never stored or logged; the ledger and the codes add up', async () => {
  const secrets: string[] = [];
  const product = (i: number) => stocked[i % stocked.length]!;

  // Every test card through the modal flow, one order each.
  let turn = 0;
  for (const card of [CARDS.declined, CARDS.insufficient, CARDS.unknown, CARDS.ok]) {
    const who = await shopper([[product(turn++).id, 1]]);
    const order = await createOk(who);
    await pay(who, order.order_id, card);
  }
  // 3-D Secure by form and by redirect (the handles travel in a URL there), one confirmed, one cancelled.
  {
    const who = await shopper([[product(turn++).id, 1]]);
    const order = await createOk(who);
    const answer = await expectAnswer(pay(who, order.order_id, CARDS.threeDs), 200, ThreeDs);
    await client.postForm(answer.acsUrl, { MD: answer.MD, PaReq: answer.PaReq, TermUrl: answer.TermUrl });
    const { paRes } = await client.answer3ds(answer.MD, 'cancel');
    secrets.push(answer.MD, answer.PaReq, paRes);
  }
  {
    const who = await shopper([[product(turn++).id, 1]]);
    const order = await createOk(who);
    const answer = await expectAnswer(pay(who, order.order_id, CARDS.redirect), 200, ThreeDsRedirect);
    await client.getPage(`${answer.redirectUrl}?${new URLSearchParams(answer.redirectParams)}`);
    const { paRes } = await client.answer3ds(answer.redirectParams.MD, 'confirm');
    await call('POST', '/api/payment/3ds-complete', { body: { MD: answer.redirectParams.MD, PaRes: paRes } });
    secrets.push(answer.redirectParams.MD, answer.redirectParams.PaReq, paRes);
  }
  // The hosted page with the development secret: the card typed there.
  {
    const who = await shopper([[product(turn++).id, 1]]);
    const order = await createOk(who);
    const now = Date.now();
    const form = requestFormFields(
      {
        token: DEV_TOKEN,
        orderId: order.order_id,
        date: new Date(now).toISOString(),
        amount: order.total_price,
        currency: 'EUR',
        ip: '192.0.2.10',
        nonce: `storage-test-nonce-${now}`,
        expiresAt: new Date(now + 600_000).toISOString(),
        returnUrl: 'https://shop.example/back',
        callbackUrl: 'http://127.0.0.1:9/unreachable',
      },
      DEV_SECRET,
    );
    const opened = await client.postForm('/acquirer/pay', form);
    expect(opened.status).toBe(303);
    const paid = await client.postForm(opened.location!, { action: 'pay', card_number: '4242-4242-4242-4242', month: '10', year: '37', cvc: CVC });
    expect(paid.location).toBe('https://shop.example/back');
    secrets.push(opened.location!.split('/').pop()!, form.signature!);
  }
  // The balance: a top-up, a spending, a refused spending.
  const spender = await shopper([[product(turn++).id, 1]]);
  await client.topUp(spender, 10_000);
  const spending = await createOk(spender, {}, { query: '?type=spending' });
  await call('POST', `/api/payment/spending-balance-handle?orderId=${spending.order_id}`, client.as(spender));
  const poor = await shopper([[product(turn++).id, 1]]);
  const refused = await createOk(poor, { type: 'spending' });
  expect((await call('POST', `/api/payment/spending-balance-handle?orderId=${refused.order_id}`, client.as(poor))).status).toBe(422);
  // Card data where it does not belong: in a query.
  await call('POST', `/api/card-type?number=${CARDS.ok}&cvc=${CVC}`, { body: { number: '42424242' } });
  const who = await shopper([[product(turn++).id, 1]]);
  expect((await call('POST', '/api/promocode?code=WELCOME10', client.as(who))).status).toBe(200);
  const last = await createOk(who);
  await expectAnswer(pay(who, last.order_id, '4242 4242 4242 4242'), 200, PaidAtOnce);

  // The log: request lines, but no card number, CVV field or payment handle.
  const log = provider.output();
  const lines = logText(log);
  expect(lines).toContain('POST /api/payment 200');
  expect(lines).toMatch(/GET \/acquirer\/3ds\?MD=\*\*\*&PaReq=\*\*\*&TermUrl=\S+ 200/);
  expect(lines).toContain('POST /api/card-type?number=***&cvc=*** 200');
  expect(lines).toMatch(/POST \/acquirer\/pay\/\*\*\* 303/);
  const cardNumbers = Object.values(CARDS).flatMap((number) => [number, number.replace(/(\d{4})(?=\d)/g, '$1 '), number.replace(/(\d{4})(?=\d)/g, '$1-')]);
  for (const secret of [...cardNumbers, ...secrets, `cvc=${CVC}`, `"cvc":"${CVC}"`]) expect(log).not.toContain(secret);

  await provider.stop();
  const tables = JSON.parse(
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/unit/reference-provider/support/dump-payments.ts', database.location], { cwd: ROOT, encoding: 'utf8' }),
  ) as Record<string, Row[]>;

  // No card number (in any spacing) anywhere, no column for one or for a CVV.
  const stored = JSON.stringify(tables);
  for (const number of cardNumbers) expect(stored).not.toContain(number);
  const columns = tables.columns!.map((row) => `${String(row.table_name)}.${String(row.column_name)}`);
  expect(columns.filter((name) => /card_number|pan\b|cvc|cvv|security_code/i.test(name))).toEqual([]);
  const cardRows = [...tables.orders!, ...tables.acquirer_sessions!].filter((row) => row.card_last4 !== null);
  expect(cardRows.length).toBeGreaterThanOrEqual(7);
  for (const row of cardRows) {
    expect(String(row.card_last4)).toMatch(/^\d{4}$/);
    expect(['Visa', 'MasterCard', 'Mir', 'AmericanExpress']).toContain(row.card_brand);
  }
  // Handles are stored hashed (a PaRes is kept to answer the TermUrl again, and the PaReq to check it).
  const withoutResults = tables.acquirer_sessions!.map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => name !== 'pa_req' && name !== 'pa_res')));
  const handles = JSON.stringify({ ...tables, acquirer_sessions: withoutResults });
  for (const md of [secrets[0]!, secrets[3]!, secrets[6]!]) expect(handles).not.toContain(md);

  // The ledger: per account, each entry's balance_after is the running sum, never negative, ending at the balance.
  const balances = new Map(tables.users!.map((row) => [Number(row.id), Number(row.balance_cents)]));
  const running = new Map<number, number>();
  for (const entry of tables.balance_entries!) {
    const user = Number(entry.user_id);
    const after = (running.get(user) ?? 0) + Number(entry.amount_cents);
    expect(after).toBe(Number(entry.balance_after_cents));
    expect(after).toBeGreaterThanOrEqual(0);
    running.set(user, after);
  }
  for (const [user, balance] of balances) expect(running.get(user) ?? 0).toBe(balance);
  expect([...running.values()]).toContain(10_000 - product(7).price);

  // Codes: every sold code is one purchase; failed orders hold none; paid ones hold their quantities.
  const purchases = tables.purchases!;
  expect(new Set(purchases.map((row) => String(row.product_code_id))).size).toBe(purchases.length);
  expect(tables.sold_codes!.map((row) => String(row.id)).sort()).toEqual(purchases.map((row) => String(row.product_code_id)).sort());
  for (const order of tables.orders!) {
    const delivered = purchases.filter((row) => row.order_id === order.id).length;
    const ordered = tables.order_items!.filter((row) => row.order_id === order.id).reduce((sum, row) => sum + Number(row.quantity), 0);
    expect({ id: order.id, status: order.status, delivered }).toEqual({ id: order.id, status: order.status, delivered: order.status === 'paid' ? ordered : 0 });
  }
  expect(tables.orders!.filter((order) => order.status === 'paid')).toHaveLength(6);
  // The promo code of the one order that used it was counted once, at payment.
  expect(tables.promo_codes!.find((row) => row.code === 'WELCOME10')).toEqual({ code: 'WELCOME10', used_count: 1 });
  // Receipts went to the outbox, one per paid order; none holds a card number.
  expect(tables.mails!.filter((mail) => mail.kind === 'order-receipt' || mail.kind === 'top-up-receipt')).toHaveLength(6);
}, 120_000);

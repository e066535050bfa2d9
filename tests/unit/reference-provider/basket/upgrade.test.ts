// The basket on a database the provider left before baskets existed (migrations 001–006, catalogue
// seeded): migrations 007 to 010 and the promo codes on start (an order paid there, the seeded exchange rates), and what the seeded catalogue cannot show — the
// 99 bound (a product given 150 codes), exact rounding on whole prices, and codes that stop being
// usable while applied. A stored database (storedTestDatabase: a PGlite folder, or a PostgreSQL database with
// PROVIDER_TEST_DATABASE_URL) that basket-database.ts changes between runs.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import { basketClient, decrease, increase } from '../support/basket-client';
import { converted } from '../support/payments-client';
import { appliedFrom } from '../support/migrations';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';
import { storedTestDatabase, type TestDatabase } from '../support/test-database';

const ROOT = path.resolve(__dirname, '../../../..');
const Fixture = z.strictObject({ plenty: z.number(), price999: z.number(), price1010: z.number() });

let database: TestDatabase;
let provider: ProviderProcess;
let fixture: z.infer<typeof Fixture>;
const client = basketClient(() => provider.url);
const { shopper, getBasket, patchOk, promoOk, promo422 } = client;

function fixtureScript(command: 'prepare' | 'spoil'): unknown {
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/unit/reference-provider/support/basket-database.ts', command, database.location], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out);
}

const start = () => startProviderProcess({ env: database.env });

beforeAll(async () => {
  database = await storedTestDatabase('provider-basket');
  fixture = Fixture.parse(fixtureScript('prepare'));
  provider = await start();
}, 180_000);

afterAll(async () => {
  await provider?.stop();
  await database?.drop();
});

test('is migrated to 007 on start, with the seeded promo codes', async () => {
  expect(provider.output()).toContain(appliedFrom('007'));
  const { token } = await shopper();
  await patchOk(token, [increase(fixture.price999)]);
  expect(await promoOk(token, 'WELCOME10')).toEqual({ code: 'WELCOME10', discount: 10, price: 999, priceWithDiscount: 899 });
  await promo422(token, 'EXPIRED30', 'expired');
  await promo422(token, 'ONCE50', 'used_up');
});

test('after 008, a basket with a promo code becomes a paid order with codes from the inventory', async () => {
  const { token } = await shopper();
  const basket = await patchOk(token, [increase(fixture.plenty, 2)]);
  const unit = basket.products[0]!.price;
  const promo = await promoOk(token, 'WELCOME10');
  const created = await client.call('POST', '/api/orders/create', { token, body: {} });
  const { order_id: orderId, total_price: total } = created.json as { order_id: string; total_price: number };
  expect({ status: created.status, total }).toEqual({ status: 201, total: promo.priceWithDiscount });
  const paid = await client.call('POST', '/api/payment', {
    token,
    body: { orderId, card_number: '4242424242424242', month: '12', year: '39', cvc: '123', termUrl: 'https://shop.example/3ds' },
  });
  expect(paid.json).toEqual({ status: 'OK', order_id: orderId });
  const confirmed = await client.call('GET', `/api/payment-confirm/${orderId}`, { token });
  const perUnit = unit - Math.floor((unit * 10 + 50) / 100);
  expect((confirmed.json as { products: Array<{ price: number }> }).products.map((p) => p.price)).toEqual([perUnit, perUnit]);
  expect(await getBasket(token)).toEqual({ products: [], count: 0, total: 0, promo: null });
});

test('after 010, the seeded rates are there and a Pix order is charged in reais, rounded half up', async () => {
  expect((await client.call('GET', '/dev/rates')).json).toMatchObject({
    rates: [
      { currency: 'BRL', rate: '6.2001' },
      { currency: 'INR', rate: '98.4537' },
    ],
  });
  const { token } = await shopper();
  await patchOk(token, [increase(fixture.price999, 2)]);
  const created = await client.call('POST', '/api/orders/create-qr', { token, body: { personalId: '52998224725', firstName: 'Ana' } });
  // 19.98 € × 6.2001 = R$ 123.877998 → R$ 123.88.
  expect(created.json).toMatchObject({ order: { total: 1998, charge: { currency: 'BRL', amount: converted(1998, '6.2001'), rate: '6.2001' } } });
  expect(converted(1998, '6.2001')).toBe(12_388);
});

test('a quantity is at most 99, however it is reached', async () => {
  const id = fixture.plenty;
  const { token } = await shopper();
  const lines = async (queue: ReturnType<typeof increase>[]) => (await patchOk(token, queue)).products.map((p) => [p.id, p.pivot.quantity]);
  expect((await client.forBasket(id).then((res) => res.json as { product: { in_stock: number } })).product.in_stock).toBeGreaterThan(150);
  expect(await lines([increase(id, 99)])).toEqual([[id, 99]]);
  expect(await lines([increase(id, 5)])).toEqual([[id, 99]]);
  expect(await lines([decrease(id, 1)])).toEqual([[id, 98]]);
  expect(await lines([increase(id, 60), increase(id, 60), decrease(id, 10)])).toEqual([[id, 89]]);
  const other = await shopper();
  expect((await patchOk(other.token, [increase(id, 60), increase(id, 60)])).products.map((p) => p.pivot.quantity)).toEqual([99]);
});

test.each([
  // [label, lines, code, price, priceWithDiscount]
  ['999 at 15 %: 149.85 → 150', [['price999', 1]], 'GAMER15', 999, 849],
  ['1010 at 15 %: 151.5 → 152 (half up)', [['price1010', 1]], 'GAMER15', 1010, 858],
  ['1998 at 25 %: 499.5 → 500 (half up)', [['price999', 2]], 'LIMITED25', 1998, 1498],
  ['999 at 20 %: 199.8 → 200', [['price999', 1]], 'HOLIDAY20', 999, 799],
  ['2009 at 10 %: 200.9 → 201', [['price999', 1], ['price1010', 1]], 'WELCOME10', 2009, 1808],
  ['3030 at 15 %: 454.5 → 455 (half up)', [['price1010', 3]], 'GAMER15', 3030, 2575],
] as const)('%s', async (_label, items, code, price, priceWithDiscount) => {
  const { token } = await shopper();
  await patchOk(
    token,
    items.map(([key, count]) => increase(fixture[key], count)),
  );
  const expected = { code, discount: Number(code.replace(/\D/g, '')), price, priceWithDiscount };
  expect(await promoOk(token, code)).toEqual(expected);
  expect((await getBasket(token)).promo).toEqual(expected);
});

test('a code that stops being usable (expired, used up) is no longer in the answers; the seed adds nothing twice', async () => {
  const expiring = await shopper();
  const usedUp = await shopper();
  const lasting = await shopper();
  for (const { token } of [expiring, usedUp, lasting]) await patchOk(token, [increase(fixture.price999)]);
  await promoOk(expiring.token, 'HOLIDAY20');
  await promoOk(usedUp.token, 'LIMITED25');
  await promoOk(lasting.token, 'WELCOME10');

  await provider.stop();
  expect(fixtureScript('spoil')).toEqual({ reseeded: 0 });
  provider = await start();
  expect(provider.output()).toMatch(/migrations up to date, catalogue already seeded/);

  expect((await getBasket(expiring.token)).promo).toBeNull();
  expect((await getBasket(usedUp.token)).promo).toBeNull();
  expect((await getBasket(lasting.token)).promo).toEqual({ code: 'WELCOME10', discount: 10, price: 999, priceWithDiscount: 899 });
  expect((await patchOk(expiring.token, [increase(fixture.price999)])).promo).toBeNull();
  await promo422(expiring.token, 'HOLIDAY20', 'expired');
  await promo422(usedUp.token, 'limited25', 'used_up');
  expect((await patchOk(lasting.token, [increase(fixture.price1010)])).promo).toEqual({
    code: 'WELCOME10',
    discount: 10,
    price: 2009,
    priceWithDiscount: 1808,
  });
}, 120_000);

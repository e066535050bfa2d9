// The reference provider's wishlist calls (docs/wishlist-contract.md "Provider API") against a live
// process with an in-memory database and the seeded catalogue.
import { z } from 'zod';
import { FieldErrorsAnswer, MessageAnswer } from '../support/accounts-client';
import { basketClient, type BasketProductShape } from '../support/basket-client';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';

const WishedProduct = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  price: z.number().int().nonnegative(),
  old_price: z.number().int().positive().nullable(),
  category: z.strictObject({ id: z.number().int(), name: z.string(), formatted_name: z.string() }),
  cover_path: z.string().startsWith('/media/covers/'),
  cover_text: z.string().nullable(),
  country_icon: z.string(),
  in_stock: z.number().int().nonnegative(),
  added: z.strictObject({ price: z.number().int().nonnegative(), in_stock: z.boolean(), at: z.iso.datetime() }),
});
const Wishlist = z.strictObject({ products: z.array(WishedProduct), count: z.number().int(), limit: z.literal(200) });
const AddAnswer = Wishlist.extend({ unknown: z.array(z.number().int()) });
const FullAnswer = FieldErrorsAnswer.extend({ reason: z.literal('wishlist_full'), limit: z.literal(200) });

let provider: ProviderProcess;
let stocked: BasketProductShape[];
let soldOut: BasketProductShape;
const client = basketClient(() => provider.url);
const { call, expectAnswer, shopper } = client;

beforeAll(async () => {
  provider = await startProviderProcess();
  stocked = await client.productsWithStock(3, 1);
  soldOut = (await client.productsWithStock(1, 0, 0))[0]!;
}, 180_000);

afterAll(async () => {
  await provider?.stop();
});

const get = (token: string, locale = 'en') => expectAnswer(call('GET', '/api/wishlist', { token, locale }), 200, Wishlist);
const add = (token: string, ids: unknown, locale = 'en') => call('POST', '/api/wishlist', { token, locale, body: { product_ids: ids } });
const addOk = (token: string, ids: number[]) => expectAnswer(add(token, ids), 200, AddAnswer);
const remove = (token: string, id: number | string) => call('DELETE', `/api/wishlist/${id}`, { token });
const idsOf = (list: { products: { id: number }[] }) => list.products.map((p) => p.id);
const setPrice = (id: number, cents: number) =>
  call('PATCH', `/dev/products/${id}`, { body: { price_cents: cents, old_price_cents: null, notify: false } });

describe('without a bearer token', () => {
  test.each([
    ['GET', '/api/wishlist'],
    ['POST', '/api/wishlist'],
    ['DELETE', '/api/wishlist/1'],
  ])('%s %s answers 401 (localised), never cached', async (method, path) => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await call(method, path, { token, locale: 'ru', body: method === 'POST' ? { product_ids: [1] } : undefined });
      expect({ token, status: res.status }).toEqual({ token, status: 401 });
      expect(MessageAnswer.parse(res.json)).toEqual({ message: 'Требуется авторизация.' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('the list', () => {
  test('a new account has an empty list, never cached', async () => {
    const { token } = await shopper();
    const res = await call('GET', '/api/wishlist', { token });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Wishlist.parse(res.json)).toEqual({ products: [], count: 0, limit: 200 });
  });

  test('adds keep the price and stock state of the moment, newest first, once each', async () => {
    const { token } = await shopper();
    const [a, b] = stocked;
    const first = await addOk(token, [a!.id, soldOut.id]);
    expect(idsOf(first)).toEqual([soldOut.id, a!.id]);
    expect(first.unknown).toEqual([]);
    const wishedA = first.products.find((p) => p.id === a!.id)!;
    expect(wishedA.added).toMatchObject({ price: a!.price, in_stock: true });
    expect(wishedA.price).toBe(a!.price);
    const wishedSoldOut = first.products.find((p) => p.id === soldOut.id)!;
    expect(wishedSoldOut).toMatchObject({ in_stock: 0, added: { in_stock: false } });

    // Adding again (a second tab, a merge) changes nothing of the first snapshot.
    const again = await addOk(token, [b!.id, a!.id]);
    expect(idsOf(again)).toEqual([b!.id, soldOut.id, a!.id]);
    expect(again.products.find((p) => p.id === a!.id)!.added).toEqual(wishedA.added);
    expect(await get(token)).toEqual({ products: again.products, count: 3, limit: 200 });
  });

  test('a price that fell shows beside the price when added', async () => {
    const { token } = await shopper();
    const product = stocked[2]!;
    await addOk(token, [product.id]);
    const lower = Math.max(1, product.price - 100);
    expect((await setPrice(product.id, lower)).status).toBe(200);
    try {
      const [wished] = (await get(token)).products;
      expect(wished).toMatchObject({ id: product.id, price: lower, added: { price: product.price } });
    } finally {
      await setPrice(product.id, product.price);
    }
  });

  test('names in the request language', async () => {
    const { token } = await shopper();
    await addOk(token, [stocked[0]!.id]);
    const [ru] = (await get(token, 'ru')).products;
    const [en] = (await get(token, 'en')).products;
    expect(ru!.id).toBe(en!.id);
    expect(ru!.cover_path).toContain('/ru/');
  });

  test('unknown products are left out and named; the rest is added', async () => {
    const { token } = await shopper();
    const answer = await addOk(token, [999_999, stocked[0]!.id]);
    expect(answer.unknown).toEqual([999_999]);
    expect(idsOf(answer)).toEqual([stocked[0]!.id]);
  });

  test('removing takes one product out; removing it again is fine', async () => {
    const { token } = await shopper();
    await addOk(token, [stocked[0]!.id, stocked[1]!.id]);
    const after = await expectAnswer(remove(token, stocked[0]!.id), 200, Wishlist);
    expect(idsOf(after)).toEqual([stocked[1]!.id]);
    expect(idsOf(await expectAnswer(remove(token, stocked[0]!.id), 200, Wishlist))).toEqual([stocked[1]!.id]);
  });

  test('one account never sees another one\'s list', async () => {
    const one = await shopper();
    const other = await shopper();
    await addOk(one.token, [stocked[0]!.id]);
    expect((await get(other.token)).products).toEqual([]);
  });
});

describe('bad input', () => {
  test.each([
    ['no list', undefined, 'product_ids'],
    ['an empty list', [], 'product_ids'],
    ['not a list', '1,2', 'product_ids'],
    ['201 ids', Array.from({ length: 201 }, (_, i) => i + 1), 'product_ids'],
    ['a negative id', [1, -2], 'product_ids.1'],
    ['a fraction', [1.5], 'product_ids.0'],
    ['a string id', ['3'], 'product_ids.0'],
    ['an id past the integer range', [2_147_483_648], 'product_ids.0'],
  ])('%s: 422 naming the field, localised', async (_name, ids, field) => {
    const { token } = await shopper();
    const body = await expectAnswer(add(token, ids, 'pt-BR'), 422, FieldErrorsAnswer);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.message).toMatch(/produto/);
  });

  test('a body that is not an object is refused', async () => {
    const { token } = await shopper();
    expect((await call('POST', '/api/wishlist', { token, rawBody: '[1,2]' })).status).toBe(422);
    expect((await call('POST', '/api/wishlist', { token, rawBody: '{' })).status).toBe(400);
  });

  test.each(['abc', '0', '-1', '99999999999'])('DELETE of a malformed id %s answers 404', async (id) => {
    const { token } = await shopper();
    expect((await remove(token, id)).status).toBe(404);
  });
});

test('the list holds at most 200 products: past that, 422 wishlist_full and nothing added', async () => {
  const { token } = await shopper();
  const products = await client.productsWithStock(202, 0);
  const ids = products.map((p) => p.id);
  expect((await addOk(token, ids.slice(0, 199))).count).toBe(199);
  // Two new ones would make 201: neither is added.
  const full = await expectAnswer(add(token, ids.slice(199, 201), 'en'), 422, FullAnswer);
  expect(full.message).toBe('Your wishlist is full: it holds at most 200 products. Remove some to add more.');
  expect((await get(token)).count).toBe(199);
  // One fits; one already there does not count again.
  expect((await addOk(token, [ids[0]!, ids[199]!])).count).toBe(200);
  await expectAnswer(add(token, [ids[201]!]), 422, FullAnswer);
}, 60_000);

// The reference provider's back-in-stock alerts (docs/stock-alerts-contract.md) against a live process:
// set on a sold-out product only, listed with names in the answer's language, bounded per account,
// cancelled by their owner only; a restock mails each alert once, in the language it was set in,
// with a link to the product page in that language, and removes it.
import { z } from 'zod';
import { accountClient, FieldErrorsAnswer, MessageAnswer, OkAnswer } from '../support/accounts-client';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';

const LIMIT = 3;
const STOREFRONT = 'https://shop.example';
let provider: ProviderProcess;

const { call, expectAnswer, expect422, register, mails } = accountClient(() => provider.url);

const Alert = z.strictObject({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  name: z.string().min(1),
  cover_path: z.string().regex(/^\/media\/covers\/(pt-BR|en|ru|hi)\/[1-9][0-9]*\.svg$/),
  locale: z.enum(['pt-BR', 'en', 'ru', 'hi']),
  created_at: z.iso.datetime(),
});
const AlertAnswer = z.strictObject({ alert: Alert });
const ListAnswer = z.strictObject({ alerts: z.array(Alert), limit: z.number().int().positive() });
const Refusal = z.strictObject({ message: z.string().min(1), reason: z.string(), limit: z.number().optional() });
const Product = z.object({ product: z.object({ id: z.number(), name: z.string(), in_stock: z.number() }) });

let soldOut: { id: number; name: string }[] = [];
let stocked: { id: number; name: string };

/** Product ids 1..418 (the demo catalogue), the sold-out ones and one in stock. */
beforeAll(async () => {
  provider = await startProviderProcess({ env: { STOCK_ALERT_LIMIT: String(LIMIT), PROVIDER_STOREFRONT_URL: STOREFRONT } });
  const ids = Array.from({ length: 418 }, (_, index) => index + 1);
  const products = [];
  for (let start = 0; start < ids.length; start += 40) {
    const batch = await Promise.all(
      ids.slice(start, start + 40).map(async (id) => Product.parse((await call('GET', `/api/products/${id}`)).json).product),
    );
    products.push(...batch);
  }
  soldOut = products.filter((product) => product.in_stock === 0);
  stocked = products.find((product) => product.in_stock > 0)!;
  expect(soldOut.length).toBeGreaterThanOrEqual(LIMIT + 4);
}, 180_000);

afterAll(async () => {
  await provider?.stop();
});

const alertMails = async (email: string) => (await mails(email)).filter((mail) => mail.kind === 'stock-alert');
const restock = (productId: number, codes: string[]) => call('POST', `/dev/products/${productId}/codes`, { body: { codes } });
const uniqueCode = (label: string) => `TEST-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`.toUpperCase();

describe('setting and listing alerts', () => {
  test('401 for a guest on every call, never cached', async () => {
    for (const [method, path] of [
      ['GET', '/api/stock-alerts'],
      ['POST', '/api/stock-alerts'],
      ['DELETE', '/api/stock-alerts/1'],
    ] as const) {
      const res = await call(method, path, { body: method === 'POST' ? { product_id: soldOut[0]!.id } : undefined });
      expect(res.status).toBe(401);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('a sold-out product: 201 with the alert, then listed; asked again 200, the same alert in the new language', async () => {
    const { token } = await register();
    const product = soldOut[0]!;
    const created = await expectAnswer(call('POST', '/api/stock-alerts', { token, body: { product_id: product.id }, locale: 'ru' }), 201, AlertAnswer);
    expect(created.alert).toMatchObject({ product_id: product.id, locale: 'ru', cover_path: `/media/covers/ru/${product.id}.svg` });
    const again = await expectAnswer(call('POST', '/api/stock-alerts', { token, body: { product_id: product.id }, locale: 'pt-BR' }), 200, AlertAnswer);
    expect(again.alert).toMatchObject({ id: created.alert.id, locale: 'pt-BR' });
    const english = Product.parse((await call('GET', `/api/products/${product.id}`, { locale: 'en' })).json).product.name;
    const list = await expectAnswer(call('GET', '/api/stock-alerts', { token, locale: 'en' }), 200, ListAnswer);
    expect(list).toEqual({ alerts: [{ ...again.alert, name: english, cover_path: `/media/covers/en/${product.id}.svg` }], limit: LIMIT });
  });

  test('a product in stock is refused (409 in_stock) in the request language, and nothing is stored', async () => {
    const { token } = await register();
    const res = await expectAnswer(call('POST', '/api/stock-alerts', { token, body: { product_id: stocked.id }, locale: 'ru' }), 409, Refusal);
    expect(res).toEqual({ message: 'Этот товар есть в наличии: его можно купить сейчас, уведомление не нужно', reason: 'in_stock' });
    expect((await expectAnswer(call('GET', '/api/stock-alerts', { token }), 200, ListAnswer)).alerts).toEqual([]);
  });

  test('an unknown product is 404; a malformed id 422 on product_id', async () => {
    const { token } = await register();
    const unknown = await expectAnswer(call('POST', '/api/stock-alerts', { token, body: { product_id: 999_999 } }), 404, Refusal);
    expect(unknown.reason).toBe('unknown_product');
    for (const product_id of ['12', 0, -3, 1.5, 1e12, null]) {
      const body = await expect422(call('POST', '/api/stock-alerts', { token, body: { product_id } }), ['product_id']);
      expect(body.errors.product_id).toEqual(['The product id must be a positive integer']);
    }
    await expect422(call('POST', '/api/stock-alerts', { token, body: {} }), ['product_id']);
    expect((await call('POST', '/api/stock-alerts', { token, rawBody: '{"product_id":' })).status).toBe(400);
  });

  test(`at most ${LIMIT} alerts per account: the next is 409 limit_reached with a clear message`, async () => {
    const { token } = await register();
    for (const product of soldOut.slice(0, LIMIT)) {
      await expectAnswer(call('POST', '/api/stock-alerts', { token, body: { product_id: product.id } }), 201, AlertAnswer);
    }
    const refused = await expectAnswer(call('POST', '/api/stock-alerts', { token, body: { product_id: soldOut[LIMIT]!.id } }), 409, Refusal);
    expect(refused).toEqual({
      message: `You can keep at most ${LIMIT} back-in-stock alerts. Cancel one in your account to add another.`,
      reason: 'limit_reached',
      limit: LIMIT,
    });
    // One already set is still answered (nothing new is stored).
    await expectAnswer(call('POST', '/api/stock-alerts', { token, body: { product_id: soldOut[0]!.id } }), 200, AlertAnswer);
    expect((await expectAnswer(call('GET', '/api/stock-alerts', { token }), 200, ListAnswer)).alerts).toHaveLength(LIMIT);
  });

  test('an alert is cancelled by its owner only; a second cancel or a malformed id is 404', async () => {
    const owner = await register();
    const other = await register();
    const { alert } = await expectAnswer(call('POST', '/api/stock-alerts', { token: owner.token, body: { product_id: soldOut[1]!.id } }), 201, AlertAnswer);
    await expectAnswer(call('DELETE', `/api/stock-alerts/${alert.id}`, { token: other.token }), 404, MessageAnswer);
    await expectAnswer(call('DELETE', `/api/stock-alerts/${alert.id}`, { token: owner.token }), 200, OkAnswer);
    await expectAnswer(call('DELETE', `/api/stock-alerts/${alert.id}`, { token: owner.token }), 404, MessageAnswer);
    await expectAnswer(call('DELETE', '/api/stock-alerts/abc', { token: owner.token }), 404, MessageAnswer);
    expect((await expectAnswer(call('GET', '/api/stock-alerts', { token: owner.token }), 200, ListAnswer)).alerts).toEqual([]);
  });
});

describe('a restock', () => {
  test('mails each alert once, in its language with the product link in that language, and removes it', async () => {
    const product = soldOut[LIMIT + 1]!;
    const russian = await register();
    const brazilian = await register();
    const cancelled = await register();
    await expectAnswer(call('POST', '/api/stock-alerts', { token: russian.token, body: { product_id: product.id }, locale: 'ru' }), 201, AlertAnswer);
    await expectAnswer(call('POST', '/api/stock-alerts', { token: brazilian.token, body: { product_id: product.id }, locale: 'pt-BR' }), 201, AlertAnswer);
    const gone = await expectAnswer(call('POST', '/api/stock-alerts', { token: cancelled.token, body: { product_id: product.id } }), 201, AlertAnswer);
    await expectAnswer(call('DELETE', `/api/stock-alerts/${gone.alert.id}`, { token: cancelled.token }), 200, OkAnswer);

    const res = await restock(product.id, [uniqueCode('A'), uniqueCode('B')]);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ codes: 2, alerts: 2, product: { id: product.id, in_stock: 2 } });

    const ruName = Product.parse((await call('GET', `/api/products/${product.id}`, { locale: 'ru' })).json).product.name;
    const ptName = Product.parse((await call('GET', `/api/products/${product.id}`, { locale: 'pt-BR' })).json).product.name;
    const [ruMail, ...ruMore] = await alertMails(russian.email);
    expect(ruMore).toEqual([]);
    expect(ruMail).toMatchObject({ locale: 'ru', subject: `${ruName} снова в наличии`, links: [`${STOREFRONT}/ru/product/${product.id}`] });
    expect(ruMail!.text).toContain(`${STOREFRONT}/ru/product/${product.id}`);
    const [ptMail, ...ptMore] = await alertMails(brazilian.email);
    expect(ptMore).toEqual([]);
    expect(ptMail).toMatchObject({ locale: 'pt-BR', subject: `${ptName} voltou ao estoque`, links: [`${STOREFRONT}/product/${product.id}`] });
    expect(await alertMails(cancelled.email)).toEqual([]);
    expect((await expectAnswer(call('GET', '/api/stock-alerts', { token: russian.token }), 200, ListAnswer)).alerts).toEqual([]);

    // More codes later send nothing again.
    expect((await restock(product.id, [uniqueCode('C')])).json).toMatchObject({ alerts: 0 });
    expect(await alertMails(russian.email)).toHaveLength(1);
    // And the product, now in stock, takes no alert.
    expect((await call('POST', '/api/stock-alerts', { token: russian.token, body: { product_id: product.id } })).status).toBe(409);
  });

  test('codes already stocked are refused with nothing written and no mail', async () => {
    const product = soldOut[LIMIT + 2]!;
    const shopper = await register();
    await expectAnswer(call('POST', '/api/stock-alerts', { token: shopper.token, body: { product_id: product.id } }), 201, AlertAnswer);
    const code = uniqueCode('D');
    const duplicate = await restock(product.id, [code, code]);
    expect(duplicate.status).toBe(422);
    FieldErrorsAnswer.parse(duplicate.json);
    expect(await alertMails(shopper.email)).toEqual([]);
    expect((await expectAnswer(call('GET', '/api/stock-alerts', { token: shopper.token }), 200, ListAnswer)).alerts).toHaveLength(1);
    expect((await restock(999_999, [uniqueCode('E')])).status).toBe(404);
  });
});

// The BFF's basket and promo routes against the real reference provider (docs/basket-contract.md):
// its answers parse, the queue is applied, an unknown product is named by its entry, promo codes are
// computed on the stored basket, and images come back under the storefront's /media.
import { GET as basketGET, PATCH as basketPATCH } from '@/app/api/basket/route';
import { GET as forBasketGET } from '@/app/api/products/for-basket/[id]/route';
import { DELETE as promoDELETE, POST as promoPOST } from '@/app/api/promocode/route';
import { POST as registerPOST } from '@/app/api/register/route';
import { enqueue } from '@/lib/basket/queue';
import type { Basket, BasketChange, BasketProduct, Promo, QueueEntry } from '@/lib/types/basket';
import { apiRequest, setCookies } from '../../support/account-support';
import { withReferenceProvider } from '../../support/bff-provider';

describe('basket BFF against the reference provider', () => {
  const provider = withReferenceProvider();

  async function register(name: string): Promise<string> {
    const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
    const response = await registerPOST(
      apiRequest('/api/register?locale=en', {
        body: { name, email, password: 'secret123', password_confirmation: 'secret123', terms: true },
        ip: '198.51.100.30',
      }),
    );
    expect(response.status).toBe(201);
    return setCookies(response)[0]?.pair ?? '';
  }

  /** Two products with codes in stock, from the provider's own list. */
  async function inStockProducts(): Promise<{ id: number; price: number }[]> {
    const response = await fetch(`${provider.url}/api/popular-products`);
    const { result } = (await response.json()) as { result: { products: { id: number; price: number; in_stock: number }[] } };
    return result.products.filter((product) => product.in_stock >= 3).slice(0, 2);
  }

  const patch = (cookie: string, products: readonly QueueEntry[]) =>
    basketPATCH(apiRequest('/api/basket?locale=en', { method: 'PATCH', body: { products }, cookie }));
  /** The changes as the page queues them: each with its own new key. */
  const queued = (changes: BasketChange[]) => changes.reduce<QueueEntry[]>((queue, change) => enqueue(queue, change), []);

  const expectStorefrontMedia = (product: BasketProduct) => {
    expect(product.cover_path).toMatch(/^\/media\//);
    expect(product.country_icon).toMatch(/^\/media\/flags\//);
    if (product.currency_nominal_country) expect(product.currency_nominal_country.country_icon).toMatch(/^\/media\/flags\//);
  };

  it('gives a guest the product of a buy click, under /media', async () => {
    const [product] = await inStockProducts();
    if (!product) throw new Error('no product in stock');
    const response = await forBasketGET(apiRequest(`/api/products/for-basket/${product.id}?locale=en`), {
      params: Promise.resolve({ id: String(product.id) }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { product: BasketProduct };
    expect(body.product).toMatchObject({ id: product.id, price: product.price, pivot: { quantity: 1 } });
    expectStorefrontMedia(body.product);

    const unknown = await forBasketGET(apiRequest('/api/products/for-basket/99999999'), { params: Promise.resolve({ id: '99999999' }) });
    expect(unknown.status).toBe(404);
  }, 30_000);

  it('fills, validates, discounts and empties a signed-in basket', async () => {
    const cookie = await register('Basket1');
    expect((await basketGET(apiRequest('/api/basket'))).status).toBe(401);

    const empty = await basketGET(apiRequest('/api/basket?locale=en', { cookie }));
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ products: [], count: 0, total: 0, promo: null });

    const [a, b] = await inStockProducts();
    if (!a || !b) throw new Error('two products in stock expected');
    const fill = queued([
      { id: a.id, type: 'increase', count: 2 },
      { id: b.id, type: 'increase', count: 1 },
    ]);
    const filled = await patch(cookie, fill);
    expect(filled.status).toBe(200);
    const basket = (await filled.json()) as Basket;
    expect(basket.products.map((line) => [line.id, line.pivot.quantity])).toEqual([
      [a.id, 2],
      [b.id, 1],
    ]);
    expect(basket.count).toBe(3);
    expect(basket.total).toBe(2 * a.price + b.price);
    basket.products.forEach(expectStorefrontMedia);

    // The same changes sent again (a retry after a lost answer) are not applied again.
    const replayed = await patch(cookie, fill);
    expect(replayed.status).toBe(200);
    expect(await replayed.json()).toEqual(basket);

    // An unknown product is named by its entry; nothing of the queue is applied.
    const refused = await patch(
      cookie,
      queued([
        { id: a.id, type: 'increase', count: 1 },
        { id: 99999999, type: 'increase', count: 1 },
      ]),
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual(['products.1.id']);
    expect(((await (await basketGET(apiRequest('/api/basket', { cookie }))).json()) as Basket).count).toBe(3);

    const applied = await promoPOST(apiRequest('/api/promocode?locale=en', { body: { code: 'welcome10' }, cookie }));
    expect(applied.status).toBe(200);
    const { data: promo } = (await applied.json()) as { data: Promo };
    expect(promo).toEqual({
      code: 'WELCOME10',
      discount: 10,
      price: basket.total,
      priceWithDiscount: basket.total - Math.floor((basket.total * 10 + 50) / 100),
    });
    expect(((await (await basketGET(apiRequest('/api/basket', { cookie }))).json()) as Basket).promo).toEqual(promo);

    const expired = await promoPOST(apiRequest('/api/promocode?locale=en', { body: { code: 'EXPIRED30' }, cookie }));
    expect(expired.status).toBe(422);
    // The refusal names its rule, for the panel to say it in the shopper's words.
    expect(await expired.json()).toEqual({ message: 'This promo code has expired', errors: { code: ['This promo code has expired'] }, reason: 'expired' });

    const removed = await promoDELETE(apiRequest('/api/promocode?locale=en', { method: 'DELETE', cookie }));
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as Basket).promo).toBeNull();

    const emptied = await patch(
      cookie,
      queued([
        { id: a.id, type: 'decrease', count: 99 },
        { id: b.id, type: 'decrease', count: 1 },
      ]),
    );
    expect(emptied.status).toBe(200);
    expect(await emptied.json()).toEqual({ products: [], count: 0, total: 0, promo: null });
  }, 30_000);
});

// The BFF's basket and promo routes against a stub provider (docs/basket-contract.md, "BFF"): the
// session they need, what reaches the provider, queue validation, media paths, the promo limit and
// the provider's failures. The token never reaches a body (readBody checks every answer).
import en from '@/messages/en.json';
import ptBR from '@/messages/pt-BR.json';
import { GET as basketGET, PATCH as basketPATCH } from '@/app/api/basket/route';
import { GET as forBasketGET } from '@/app/api/products/for-basket/[id]/route';
import { DELETE as promoDELETE, POST as promoPOST } from '@/app/api/promocode/route';
import type { Basket, BasketProduct, Promo } from '@/lib/types/basket';
import { CLIENT_IP, TOKEN, apiRequest, readBody, setCookies } from '../../support/account-support';
import { bearerOnly, idParams, signedInCookie, withStubProvider } from '../../support/bff-provider';

const stub = withStubProvider();

/** A basket line as the provider sends it: its own media paths, one of them an absolute URL on it. */
function providerLine(id: number, quantity: number) {
  return {
    id,
    name: `Steam Wallet ${id}`,
    price: 1049,
    old_price: 1299,
    category: { id: 1, name: 'Steam', formatted_name: 'steam' },
    cover_path: `${stub.url}/media/covers/${id}.svg`,
    cover_text: 'Steam Wallet',
    country_icon: '/flags/br.svg',
    currency_nominal_country: { country_icon: '/media/flags/us.svg' },
    in_stock: 12,
    pivot: { quantity },
  };
}

/** The same line as the browser must see it. */
function storefrontLine(id: number, quantity: number): BasketProduct {
  return {
    id,
    name: `Steam Wallet ${id}`,
    price: 1049,
    old_price: 1299,
    category: { id: 1, name: 'Steam', formatted_name: 'steam' },
    cover_path: `/media/covers/${id}.svg`,
    cover_text: 'Steam Wallet',
    country_icon: '/media/flags/br.svg',
    currency_nominal_country: { country_icon: '/media/flags/us.svg' },
    in_stock: 12,
    pivot: { quantity },
  };
}

const promo: Promo = { code: 'WELCOME10', discount: 10, price: 3147, priceWithDiscount: 2832 };
const providerBasket = () => ({ products: [providerLine(7, 2), providerLine(9, 1)], count: 3, total: 3147, promo: null });
const expectedBasket: Basket = { products: [storefrontLine(7, 2), storefrontLine(9, 1)], count: 3, total: 3147, promo: null };

beforeEach(() => {
  stub.answer('/api/basket', bearerOnly(() => ({ body: providerBasket() })));
  stub.answer('/api/promocode', (url, request) => {
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return { status: 401, body: { message: 'Unauthenticated.' } };
    if (request.method === 'DELETE') return { body: providerBasket() };
    return url.searchParams.get('code')?.toUpperCase() === 'WELCOME10'
      ? { body: { data: promo } }
      : { status: 422, body: { message: 'Invalid promo code', errors: { code: ['Invalid promo code'] } } };
  });
  stub.answer('/api/products/for-basket/7', { body: { product: providerLine(7, 1) } });
});

const lastSeen = (path: string) => [...stub.seen].reverse().find((request) => request.url.startsWith(path));
const seenCount = (path: string) => stub.seen.filter((request) => request.url.startsWith(path)).length;

const logIn = () => signedInCookie(stub);

const patch = (body: unknown, cookie?: string, locale = 'en') =>
  basketPATCH(apiRequest(`/api/basket?locale=${locale}`, { method: 'PATCH', body, cookie }));
const applyCode = (code: unknown, cookie?: string, ip?: string) =>
  promoPOST(apiRequest('/api/promocode?locale=en', { method: 'POST', body: { code }, cookie, ip }));

describe('GET /api/basket', () => {
  it('answers 401 to a guest without calling the provider', async () => {
    const response = await basketGET(apiRequest('/api/basket?locale=en'));
    expect(response.status).toBe(401);
    expect(await readBody(response)).toEqual({ message: en.Api.unauthenticated });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(stub.seen).toHaveLength(0);
  });

  it('answers the basket with the session’s token as a bearer and the images under /media', async () => {
    const cookie = await logIn();
    const response = await basketGET(apiRequest('/api/basket?locale=ru', { cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readBody(response)).toEqual(expectedBasket);
    const sent = lastSeen('/api/basket');
    expect(sent?.method).toBe('GET');
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent?.headers['accept-language']).toBe('ru');
    expect(sent?.headers['x-client-ip']).toBe(CLIENT_IP);
  });

  it('keeps an applied promo, an absolute CDN cover and a line without a nominal country', async () => {
    const cookie = await logIn();
    const line = { ...providerLine(5, 1), cover_path: 'https://cdn.example/covers/5.png', currency_nominal_country: null, old_price: null };
    stub.answer('/api/basket', { body: { products: [line], count: 1, total: 1049, promo } });
    const response = await basketGET(apiRequest('/api/basket', { cookie }));
    expect(response.status).toBe(200);
    const body = (await readBody(response)) as unknown as Basket;
    expect(body.promo).toEqual(promo);
    expect(body.products[0]).toMatchObject({
      cover_path: 'https://cdn.example/covers/5.png',
      country_icon: '/media/flags/br.svg',
      currency_nominal_country: null,
      old_price: null,
    });
  });

  it('clears the session when the provider no longer knows the token', async () => {
    const cookie = await logIn();
    stub.answer('/api/basket', { status: 401, body: { message: 'Unauthenticated.' } });
    const response = await basketGET(apiRequest('/api/basket?locale=en', { cookie }));
    expect(response.status).toBe(401);
    expect(await readBody(response)).toEqual({ message: en.Api.unauthenticated });
    const [cleared] = setCookies(response);
    expect(cleared).toMatchObject({ name: 'session', value: '' });
    expect(cleared?.attributes['max-age']).toBe('0');
  });
});

describe('PATCH /api/basket', () => {
  /** A change as the page queues it, with its key. */
  const change = (id: number, type: string, count: number, n = id) => ({ id, type, count, key: `change-key-${n}`.padEnd(16, '0') });
  const entries = [change(7, 'increase', 1), change(9, 'decrease', 99)];

  it('answers 401 to a guest without calling the provider', async () => {
    const response = await patch({ products: entries });
    expect(response.status).toBe(401);
    expect(await readBody(response)).toEqual({ message: en.Api.unauthenticated });
    expect(stub.seen).toHaveLength(0);
  });

  it('sends the queue as it came (each change with its key), unknown fields dropped, and answers the provider’s basket', async () => {
    const cookie = await logIn();
    const response = await patch({ products: [{ ...entries[0], note: 'x' }, entries[1]], extra: true }, cookie);
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual(expectedBasket);
    const sent = lastSeen('/api/basket');
    expect(sent?.method).toBe('PATCH');
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ products: entries });
  });

  it('takes an empty queue and one of 200 entries', async () => {
    const cookie = await logIn();
    expect((await patch({ products: [] }, cookie)).status).toBe(200);
    const full = Array.from({ length: 200 }, (_, index) => change(index + 1, 'increase', 1));
    expect((await patch({ products: full }, cookie)).status).toBe(200);
    expect(JSON.parse(lastSeen('/api/basket')?.body ?? '{}').products).toHaveLength(200);
  });

  it.each([
    ['en', en],
    ['pt-BR', ptBR],
  ])('names each bad entry’s field, translated (%s), without calling the provider', async (locale, messages) => {
    const cookie = await logIn();
    const response = await patch(
      {
        products: [
          change(7, 'increase', 1),
          change(0, 'increase', 1),
          change(7, 'remove', 1, 2),
          change(7, 'increase', 100, 3),
          change(7, 'decrease', 1.5, 4),
          { id: 7, type: 'decrease', key: 'change-key-50000' },
          { ...change(7, 'decrease', 0, 6), id: '7' },
          5,
          { id: 7, type: 'increase', count: 1 },
          { ...change(7, 'increase', 1, 9), key: 'short' },
          { ...change(7, 'increase', 1, 10), key: 'a key with spaces!' },
        ],
      },
      cookie,
      locale,
    );
    expect(response.status).toBe(422);
    const invalid = [messages.Api.invalidFields];
    const required = [messages.Validation.required];
    expect(await readBody(response)).toEqual({
      message: messages.Api.invalidFields,
      errors: {
        'products.1.id': invalid,
        'products.2.type': invalid,
        'products.3.count': invalid,
        'products.4.count': required,
        'products.5.count': required,
        'products.6.id': required,
        'products.6.count': invalid,
        'products.7': required,
        'products.8.key': required,
        'products.9.key': invalid,
        'products.10.key': invalid,
      },
    });
    expect(seenCount('/api/basket')).toBe(0);
  });

  it('refuses a missing list, a list that is not one, and more than 200 entries', async () => {
    const cookie = await logIn();
    const missing = await patch({}, cookie);
    expect(missing.status).toBe(422);
    expect((await readBody(missing)).errors).toEqual({ products: [en.Validation.required] });

    const notAList = await patch({ products: { id: 7 } }, cookie);
    expect((await readBody(notAList)).errors).toEqual({ products: [en.Validation.required] });

    const tooMany = Array.from({ length: 201 }, (_, index) => change(7, 'increase', 1, index));
    const long = await patch({ products: tooMany }, cookie);
    expect(long.status).toBe(422);
    expect((await readBody(long)).errors).toEqual({ products: [en.Api.invalidFields] });
    expect(seenCount('/api/basket')).toBe(0);
  });

  it('passes the provider 422 (an unknown product) on as it came', async () => {
    const cookie = await logIn();
    const refusal = { message: 'Dados inválidos', errors: { 'products.1.id': ['Produto desconhecido'] } };
    stub.answer('/api/basket', { status: 422, body: refusal });
    const response = await patch({ products: [change(7, 'increase', 1), change(999_999, 'increase', 1)] }, cookie, 'pt-BR');
    expect(response.status).toBe(422);
    expect(await readBody(response)).toEqual(refusal);
    expect(lastSeen('/api/basket')?.headers['accept-language']).toBe('pt-BR');
  });

  it.each([
    ['broken JSON', '{"products": ['],
    ['an array', '[{"id": 7, "type": "increase", "count": 1}]'],
    ['an empty body', ''],
  ])('answers 400 for %s', async (_label, body) => {
    const cookie = await logIn();
    const response = await basketPATCH(apiRequest('/api/basket?locale=en', { method: 'PATCH', body, cookie }));
    expect(response.status).toBe(400);
    expect(await readBody(response)).toEqual({ message: en.Api.badJson });
    expect(seenCount('/api/basket')).toBe(0);
  });

  it('refuses a foreign Origin with 403', async () => {
    const cookie = await logIn();
    const response = await basketPATCH(
      apiRequest('/api/basket?locale=en', { method: 'PATCH', body: { products: entries }, cookie, origin: 'https://evil.test' }),
    );
    expect(response.status).toBe(403);
    expect(await readBody(response)).toEqual({ message: en.Api.originRefused });
    expect(seenCount('/api/basket')).toBe(0);
  });
});

describe('GET /api/products/for-basket/{id}', () => {
  it('answers the product with quantity 1, images under /media, cacheable for a short while', async () => {
    const response = await forBasketGET(apiRequest('/api/products/for-basket/7?locale=hi'), idParams('7'));
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ product: storefrontLine(7, 1) });
    expect(response.headers.get('cache-control')).toMatch(/^public, .*s-maxage=60/);
    const sent = lastSeen('/api/products/for-basket/7');
    expect(sent?.headers['accept-language']).toBe('hi');
    expect(sent?.headers.authorization).toBeUndefined();
  });

  it('reads no session: no token sent, no cookie written, even for a broken cookie', async () => {
    const cookie = await logIn();
    const signedIn = await forBasketGET(apiRequest('/api/products/for-basket/7', { cookie }), idParams('7'));
    expect(signedIn.status).toBe(200);
    expect(lastSeen('/api/products/for-basket/7')?.headers.authorization).toBeUndefined();
    const broken = await forBasketGET(apiRequest('/api/products/for-basket/7', { cookie: 'session=Fe26.2**garbage~2' }), idParams('7'));
    expect(broken.status).toBe(200);
    expect(setCookies(signedIn)).toEqual([]);
    expect(setCookies(broken)).toEqual([]);
  });

  it('answers 404 for a malformed id without calling the provider', async () => {
    for (const id of ['0', '-1', 'abc', '7.5', '07', '12345678901', '..%2F..%2Fbasket', '']) {
      const response = await forBasketGET(apiRequest('/api/products/for-basket/x?locale=en'), idParams(id));
      expect(response.status).toBe(404);
      expect(await readBody(response)).toEqual({ message: en.Api.notFound });
    }
    expect(stub.seen).toHaveLength(0);
  });

  it('passes the provider 404 for an unknown id on, not cached', async () => {
    stub.answer('/api/products/for-basket/404404', { status: 404, body: { message: 'Product not found' } });
    const response = await forBasketGET(apiRequest('/api/products/for-basket/404404'), idParams('404404'));
    expect(response.status).toBe(404);
    expect(await readBody(response)).toEqual({ message: 'Product not found' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 422 for an unknown locale', async () => {
    const response = await forBasketGET(apiRequest('/api/products/for-basket/7?locale=xx'), idParams('7'));
    expect(response.status).toBe(422);
    expect(Object.keys((await readBody(response)).errors as object)).toEqual(['locale']);
  });
});

describe('POST /api/promocode', () => {
  it('answers 401 to a guest without calling the provider', async () => {
    const response = await applyCode('WELCOME10');
    expect(response.status).toBe(401);
    expect(await readBody(response)).toEqual({ message: en.Api.unauthenticated });
    expect(stub.seen).toHaveLength(0);
  });

  it('sends the code in the query with the bearer and answers {data: Promo}', async () => {
    const cookie = await logIn();
    const response = await applyCode(' welcome10 ', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readBody(response)).toEqual({ data: promo });
    const sent = lastSeen('/api/promocode');
    expect(sent?.method).toBe('POST');
    expect(new URL(sent?.url ?? '', 'http://stub').searchParams.get('code')).toBe('welcome10');
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent?.body).toBe('');
  });

  it('answers 422 on `code` for a malformed code, without calling the provider', async () => {
    const cookie = await logIn();
    for (const code of ['ab', 'x'.repeat(33), 'WELCOME 10', 'ÇUPOM', '<script>']) {
      const response = await applyCode(code, cookie);
      expect(response.status).toBe(422);
      expect(await readBody(response)).toEqual({ message: en.Api.invalidFields, errors: { code: [en.Api.invalidFields] } });
    }
    const missing = await applyCode(undefined, cookie);
    expect((await readBody(missing)).errors).toEqual({ code: [en.Validation.required] });
    expect(seenCount('/api/promocode')).toBe(0);
  });

  it('passes the provider’s localised invalid-code 422 on', async () => {
    const cookie = await logIn();
    const response = await applyCode('NOPE10', cookie);
    expect(response.status).toBe(422);
    expect(await readBody(response)).toEqual({ message: 'Invalid promo code', errors: { code: ['Invalid promo code'] } });
  });

  it('keeps the rule that refused the code (`reason`), so the panel can say it', async () => {
    const cookie = await logIn();
    for (const [code, reason, message] of [
      ['EXPIRED30', 'expired', 'This promo code has expired'],
      ['WELCOME10', 'already_used', 'You have already used this promo code'],
    ] as const) {
      stub.answer('/api/promocode', { status: 422, body: { message, errors: { code: [message] }, reason } });
      const response = await applyCode(code, cookie);
      expect(response.status).toBe(422);
      expect(await readBody(response)).toEqual({ message, errors: { code: [message] }, reason });
    }
    // A reason that is not one short word is not passed on.
    stub.answer('/api/promocode', { status: 422, body: { message: 'No', errors: { code: ['No'] }, reason: '<b>odd</b>' } });
    expect(await readBody(await applyCode('ODD10', cookie))).toEqual({ message: 'No', errors: { code: ['No'] } });
  });

  it('stops the 11th wrong code per IP and account within 10 minutes with 429 and Retry-After', async () => {
    const cookie = await logIn();
    for (let i = 0; i < 10; i += 1) expect((await applyCode(`WRONG${i}`, cookie)).status).toBe(422);
    const calls = seenCount('/api/promocode');

    const limited = await applyCode('WELCOME10', cookie);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await readBody(limited)).toEqual({ message: 'Too many attempts. Please try again in 10 minutes.' });
    expect(seenCount('/api/promocode')).toBe(calls);

    // Another IP of the same account has its own window.
    expect((await applyCode('WELCOME10', cookie, '198.51.100.9')).status).toBe(200);
  });

  it('does not count accepted codes: the panel asks again after every quantity change', async () => {
    const cookie = await logIn();
    for (let i = 0; i < 15; i += 1) expect((await applyCode('WELCOME10', cookie)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await applyCode(`WRONG${i}`, cookie)).status).toBe(422);
    expect((await applyCode('WELCOME10', cookie)).status).toBe(200);
    expect((await applyCode('WRONG9', cookie)).status).toBe(422);
    expect((await applyCode('WELCOME10', cookie)).status).toBe(429);
  });

  it('passes the provider 429 on with its message and Retry-After', async () => {
    const cookie = await logIn();
    stub.answer('/api/promocode', {
      status: 429,
      body: { message: 'Too many attempts. Please try again in 7 minutes.' },
      headers: { 'Retry-After': '420' },
    });
    const response = await applyCode('WELCOME10', cookie);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('420');
    expect(await readBody(response)).toEqual({ message: 'Too many attempts. Please try again in 7 minutes.' });
  });

  it('refuses a foreign Origin with 403 and malformed JSON with 400', async () => {
    const cookie = await logIn();
    const foreign = await promoPOST(
      apiRequest('/api/promocode?locale=en', { method: 'POST', body: { code: 'WELCOME10' }, cookie, origin: 'https://evil.test' }),
    );
    expect(foreign.status).toBe(403);
    expect(await readBody(foreign)).toEqual({ message: en.Api.originRefused });
    const broken = await promoPOST(apiRequest('/api/promocode?locale=en', { method: 'POST', body: '{"code": ', cookie }));
    expect(broken.status).toBe(400);
    expect(await readBody(broken)).toEqual({ message: en.Api.badJson });
    expect(seenCount('/api/promocode')).toBe(0);
  });

  it('clears the session when the provider no longer knows the token', async () => {
    const cookie = await logIn();
    stub.answer('/api/promocode', { status: 401, body: { message: 'Unauthenticated.' } });
    const response = await applyCode('WELCOME10', cookie);
    expect(response.status).toBe(401);
    expect(setCookies(response)[0]?.attributes['max-age']).toBe('0');
  });
});

describe('DELETE /api/promocode', () => {
  it('answers 401 to a guest and 403 to a foreign Origin, without calling the provider', async () => {
    const guest = await promoDELETE(apiRequest('/api/promocode?locale=en', { method: 'DELETE' }));
    expect(guest.status).toBe(401);
    expect(await readBody(guest)).toEqual({ message: en.Api.unauthenticated });
    const cookie = await logIn();
    const foreign = await promoDELETE(apiRequest('/api/promocode', { method: 'DELETE', cookie, origin: 'https://evil.test' }));
    expect(foreign.status).toBe(403);
    expect(seenCount('/api/promocode')).toBe(0);
  });

  it('removes the code and answers the basket', async () => {
    const cookie = await logIn();
    const response = await promoDELETE(apiRequest('/api/promocode?locale=en', { method: 'DELETE', cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readBody(response)).toEqual(expectedBasket);
    const sent = lastSeen('/api/promocode');
    expect(sent?.method).toBe('DELETE');
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});

describe('provider failures', () => {
  it('answers 503 when the provider is down', async () => {
    const cookie = await logIn();
    stub.answer('/api/basket', { hangUp: true });
    const response = await basketGET(apiRequest('/api/basket?locale=en', { cookie }));
    expect(response.status).toBe(503);
    expect(await readBody(response)).toEqual({ message: en.Api.unavailable });
    stub.answer('/api/products/for-basket/7', { hangUp: true });
    const product = await forBasketGET(apiRequest('/api/products/for-basket/7?locale=en'), idParams('7'));
    expect(product.status).toBe(503);
    expect(product.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 504 when the provider is slow', async () => {
    const cookie = await logIn();
    stub.answer('/api/basket', { delayMs: 1000, body: providerBasket() });
    const response = await patch({ products: [{ id: 7, type: 'increase', count: 1, key: 'a-change-key-0001' }] }, cookie);
    expect(response.status).toBe(504);
    expect(await readBody(response)).toEqual({ message: en.Api.timeout });
    stub.answer('/api/promocode', { delayMs: 1000, body: { data: promo } });
    expect((await applyCode('WELCOME10', cookie)).status).toBe(504);
  });

  it('answers 502 when the provider answers nonsense or fails, without echoing it', async () => {
    const cookie = await logIn();
    stub.answer('/api/basket', { body: { products: [{ id: 7 }], count: 1, total: 100, promo: null } });
    const nonsense = await basketGET(apiRequest('/api/basket?locale=en', { cookie }));
    expect(nonsense.status).toBe(502);
    expect(await readBody(nonsense)).toEqual({ message: en.Api.badAnswer });
    stub.answer('/api/promocode', { status: 500, body: { message: `stack trace with ${TOKEN}` } });
    const failed = await promoDELETE(apiRequest('/api/promocode?locale=en', { method: 'DELETE', cookie }));
    expect(failed.status).toBe(502);
    expect(await readBody(failed)).toEqual({ message: en.Api.unavailable });
  });

  it('does not count an outage against the promo limit', async () => {
    const cookie = await logIn();
    stub.answer('/api/promocode', { hangUp: true });
    for (let i = 0; i < 12; i += 1) expect((await applyCode('WELCOME10', cookie)).status).toBe(503);
  });
});

// The BFF's wishlist routes against a stub provider (docs/wishlist-contract.md "BFF"): GET and POST
// /api/wishlist, DELETE /api/wishlist/{id}. Session (401 for a guest, without calling the provider),
// origin, validated input, images moved under /media, and the provider's failures mapped like every
// other route (its 422 with reason kept; a malformed answer 502; an outage 503).
import en from '@/messages/en.json';
import { DELETE as wishDELETE } from '@/app/api/wishlist/[id]/route';
import { GET as wishGET, POST as wishPOST } from '@/app/api/wishlist/route';
import { TOKEN, apiRequest, readBody } from '../../support/account-support';
import { bearerOnly, idParams, lastSeenOn, signedInCookie, withStubProvider, unauthenticated } from '../../support/bff-provider';

const stub = withStubProvider();

const wished = {
  id: 7,
  name: 'Steam 50 BRL',
  price: 900,
  old_price: null,
  category: { id: 1, name: 'Steam', formatted_name: 'steam' },
  cover_path: '/media/covers/7.svg',
  cover_text: null,
  country_icon: '/media/flags/br.svg',
  in_stock: 3,
  added: { price: 1000, in_stock: false, at: '2026-11-21T10:00:00.000Z' },
};
const providerList = { products: [wished], count: 1, limit: 200 };
const storefrontList = {
  products: [{ ...wished, cover_path: '/media/covers/7.svg', country_icon: '/media/flags/br.svg' }],
  count: 1,
  limit: 200,
};

beforeEach(() => {
  stub.answer(
    '/api/wishlist',
    bearerOnly((_url, request) => (request.method === 'POST' ? { body: { ...providerList, unknown: [] } } : { body: providerList })),
  );
  stub.answer('/api/wishlist/7', bearerOnly(() => ({ body: { products: [], count: 0, limit: 200 } })));
});

const lastSeen = (path: string) => lastSeenOn(stub, path);

const logIn = () => signedInCookie(stub);

const get = (cookie?: string) => wishGET(apiRequest('/api/wishlist?locale=en', { cookie }));
const post = (payload: unknown, cookie?: string, origin?: string) =>
  wishPOST(apiRequest('/api/wishlist?locale=en', { method: 'POST', body: payload, cookie, origin }));
const remove = (id: string, cookie?: string) => wishDELETE(apiRequest(`/api/wishlist/${id}?locale=en`, { method: 'DELETE', cookie }), idParams(id));

describe('signed out', () => {
  it.each([
    ['GET', () => get()],
    ['POST', () => post({ product_ids: [7] })],
    ['DELETE', () => remove('7')],
  ])('%s answers 401 without calling the provider', async (_method, send) => {
    const response = await send();
    expect(response.status).toBe(401);
    expect(await readBody(response)).toEqual({ message: en.Api.unauthenticated });
    expect(stub.seen).toHaveLength(0);
  });
});

describe('signed in', () => {
  it('GET answers the list with the bearer, never cached', async () => {
    const cookie = await logIn();
    const response = await get(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readBody(response)).toEqual(storefrontList);
    expect(lastSeen('/api/wishlist')?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('POST sends the ids once each and answers the list with the unknown ids', async () => {
    const cookie = await logIn();
    const response = await post({ product_ids: [7, 8, 7] }, cookie);
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ ...storefrontList, unknown: [] });
    const sent = lastSeen('/api/wishlist');
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent!.body)).toEqual({ product_ids: [7, 8] });
  });

  it('DELETE takes the product out', async () => {
    const cookie = await logIn();
    const response = await remove('7', cookie);
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ products: [], count: 0, limit: 200 });
    expect(lastSeen('/api/wishlist/7')?.method).toBe('DELETE');
  });

  it.each(['abc', '0', '-3', '99999999999', '7.5'])('DELETE of a malformed id %s is 404 without calling the provider', async (id) => {
    const cookie = await logIn();
    expect((await remove(id, cookie)).status).toBe(404);
    expect(stub.seen).toHaveLength(0);
  });

  it.each([
    ['no list', {}, 'product_ids'],
    ['an empty list', { product_ids: [] }, 'product_ids'],
    ['not a list', { product_ids: 'all' }, 'product_ids'],
    ['201 ids', { product_ids: Array.from({ length: 201 }, (_, i) => i + 1) }, 'product_ids'],
    ['a zero id', { product_ids: [7, 0] }, 'product_ids.1'],
    ['a string id', { product_ids: [7, '8'] }, 'product_ids.1'],
    ['an id past the integer range', { product_ids: [2_147_483_648] }, 'product_ids.0'],
  ])('POST with %s is 422 naming the field, the provider not called', async (_name, payload, field) => {
    const cookie = await logIn();
    const response = await post(payload, cookie);
    expect(response.status).toBe(422);
    const body = (await readBody(response)) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(stub.seen).toHaveLength(0);
  });

  it('POST from another origin is 403', async () => {
    const cookie = await logIn();
    const response = await post({ product_ids: [7] }, cookie, 'https://evil.test');
    expect(response.status).toBe(403);
    expect(stub.seen).toHaveLength(0);
  });

  it('a full list is the provider\'s 422 with its reason and text', async () => {
    const cookie = await logIn();
    const message = 'Your wishlist is full: it holds at most 200 products. Remove some to add more.';
    stub.answer('/api/wishlist', { status: 422, body: { message, errors: { product_ids: [message] }, reason: 'wishlist_full', limit: 200 } });
    const response = await post({ product_ids: [9] }, cookie);
    expect(response.status).toBe(422);
    expect(await readBody(response)).toEqual({ message, errors: { product_ids: [message] }, reason: 'wishlist_full' });
  });

  it('a malformed provider answer and a provider 500 are 502', async () => {
    const cookie = await logIn();
    stub.answer('/api/wishlist', { body: { products: [{ id: 'x' }], count: 1, limit: 200 } });
    expect((await get(cookie)).status).toBe(502);
    stub.answer('/api/wishlist', { status: 500, body: { message: 'Internal error' } });
    expect((await get(cookie)).status).toBe(502);
  });

  it('a session the provider no longer knows ends: 401 and the cookie cleared', async () => {
    const cookie = await logIn();
    stub.answer('/api/wishlist', unauthenticated);
    const response = await get(cookie);
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });
});

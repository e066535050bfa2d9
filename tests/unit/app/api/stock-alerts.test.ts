// The BFF's back-in-stock alert routes against a stub provider (docs/stock-alerts-contract.md "BFF"):
// GET and POST /api/stock-alerts, DELETE /api/stock-alerts/{id}. Session (401 without one, and when
// the provider no longer knows the token), origin, body and path validation before any provider call,
// the provider's refusals passed on with their reason, its outages mapped, covers under /media. The
// token never reaches a body (readBody checks every answer).
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { DELETE as alertDELETE } from '@/app/api/stock-alerts/[id]/route';
import { GET as alertsGET, POST as alertsPOST } from '@/app/api/stock-alerts/route';
import { CLIENT_IP, TOKEN, apiRequest, readBody, setCookies } from '../../support/account-support';
import { bearerOnly, idParams, lastSeenOn, signedInCookie, withStubProvider, unauthenticated } from '../../support/bff-provider';

const stub = withStubProvider();

const providerAlert = {
  id: 9,
  product_id: 7,
  name: 'Steam 50 BRL',
  cover_path: '/media/covers/ru/7.svg',
  locale: 'ru',
  created_at: '2026-11-21T10:00:00.000Z',
};

beforeEach(() => {
  stub.answer(
    '/api/stock-alerts',
    bearerOnly((_url, request) =>
      request.method === 'POST' ? { status: 201, body: { alert: providerAlert } } : { body: { alerts: [providerAlert], limit: 50 } },
    ),
  );
  stub.answer('/api/stock-alerts/9', bearerOnly(() => ({ body: { ok: true } })));
});

const lastSeen = (path: string) => lastSeenOn(stub, path);

const logIn = () => signedInCookie(stub);

const list = (cookie?: string, locale = 'en') => alertsGET(apiRequest(`/api/stock-alerts?locale=${locale}`, { cookie }));
const post = (payload: unknown, cookie?: string, options: { locale?: string; origin?: string } = {}) =>
  alertsPOST(apiRequest(`/api/stock-alerts?locale=${options.locale ?? 'en'}`, { method: 'POST', body: payload, cookie, origin: options.origin }));
const remove = (id: string, cookie?: string, origin?: string) =>
  alertDELETE(apiRequest(`/api/stock-alerts/${encodeURIComponent(id)}?locale=en`, { method: 'DELETE', cookie, origin }), idParams(id));

describe('a guest', () => {
  it.each([
    ['GET', () => list()],
    ['POST', () => post({ product_id: 7 })],
    ['DELETE', () => remove('9')],
  ])('gets 401 on %s without the provider being asked', async (_method, send) => {
    const response = await send();
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readBody(response)).toEqual({ message: en.Api.unauthenticated });
    expect(stub.seen).toHaveLength(0);
  });
});

describe('GET /api/stock-alerts', () => {
  it('lists the alerts with the bearer and the locale, covers under /media, never cached', async () => {
    const cookie = await logIn();
    const response = await list(cookie, 'ru');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readBody(response)).toEqual({ alerts: [providerAlert], limit: 50 });
    const sent = lastSeen('/api/stock-alerts');
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent?.headers['accept-language']).toBe('ru');
    expect(sent?.headers['x-client-ip']).toBe(CLIENT_IP);
  });

  it('moves a provider-relative cover under /media', async () => {
    const cookie = await logIn();
    stub.answer('/api/stock-alerts', { body: { alerts: [{ ...providerAlert, cover_path: '/covers/7.svg' }], limit: 50 } });
    expect(await readBody(await list(cookie))).toEqual({ alerts: [{ ...providerAlert, cover_path: '/media/covers/7.svg' }], limit: 50 });
  });

  it('answers 502 to a provider answer that breaks the contract', async () => {
    const cookie = await logIn();
    stub.answer('/api/stock-alerts', { body: { alerts: [{ ...providerAlert, id: 'nine' }], limit: 50 } });
    const response = await list(cookie);
    expect(response.status).toBe(502);
    expect(await readBody(response)).toEqual({ message: en.Api.badAnswer });
  });

  it('ends the session when the provider no longer knows the token (401)', async () => {
    const cookie = await logIn();
    stub.answer('/api/stock-alerts', unauthenticated);
    const response = await list(cookie);
    expect(response.status).toBe(401);
    expect(setCookies(response).some((set) => set.value === '' || set.attributes['max-age'] === '0')).toBe(true);
  });
});

describe('POST /api/stock-alerts', () => {
  it('sends the product id with the bearer in the shopper language and answers 201 with the alert', async () => {
    const cookie = await logIn();
    const response = await post({ product_id: 7 }, cookie, { locale: 'ru' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readBody(response)).toEqual({ alert: providerAlert });
    const sent = lastSeen('/api/stock-alerts');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['accept-language']).toBe('ru');
    expect(JSON.parse(sent!.body)).toEqual({ product_id: 7 });
  });

  it('answers 200 when the alert was already set', async () => {
    const cookie = await logIn();
    stub.answer('/api/stock-alerts', { status: 200, body: { alert: providerAlert } });
    const response = await post({ product_id: 7 }, cookie);
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ alert: providerAlert });
  });

  it('refuses another origin (403)', async () => {
    const cookie = await logIn();
    const response = await post({ product_id: 7 }, cookie, { origin: 'https://evil.test' });
    expect(response.status).toBe(403);
    expect(stub.seen).toHaveLength(0);
  });

  it.each([
    [{}, { product_id: [ru.Validation.required] }],
    [{ product_id: '7' }, { product_id: [ru.Validation.required] }],
    [{ product_id: 0 }, { product_id: [ru.Api.invalidFields] }],
    [{ product_id: 2.5 }, { product_id: [ru.Validation.required] }],
    [{ product_id: 2_147_483_648 }, { product_id: [ru.Api.invalidFields] }],
    [{ product_id: 7, email: 'someone@else.test' }, { _: [ru.Api.invalidFields] }],
  ])('answers 422 to %j without calling the provider', async (payload, errors) => {
    const cookie = await logIn();
    const response = await post(payload, cookie, { locale: 'ru' });
    expect(response.status).toBe(422);
    expect(await readBody(response)).toEqual({ message: ru.Api.invalidFields, errors });
    expect(stub.seen).toHaveLength(0);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const cookie = await logIn();
    const response = await post('{"product_id":', cookie);
    expect(response.status).toBe(400);
    expect(stub.seen).toHaveLength(0);
  });

  it.each([
    [409, { message: 'Этот товар есть в наличии', reason: 'in_stock' }],
    [409, { message: 'Не больше 50 уведомлений', reason: 'limit_reached', limit: 50 }],
    [404, { message: 'Товара с таким идентификатором нет', reason: 'unknown_product' }],
  ])('passes the provider refusal %i on with its message and reason', async (status, body) => {
    const cookie = await logIn();
    stub.answer('/api/stock-alerts', { status, body });
    const response = await post({ product_id: 7 }, cookie, { locale: 'ru' });
    expect(response.status).toBe(status);
    expect(await readBody(response)).toEqual({ message: body.message, reason: body.reason });
  });

  it('maps an outage to 503 and a provider failure to 502', async () => {
    const cookie = await logIn();
    stub.answer('/api/stock-alerts', { hangUp: true });
    expect((await post({ product_id: 7 }, cookie)).status).toBe(503);
    stub.answer('/api/stock-alerts', { status: 500, body: { message: 'boom' } });
    const failed = await post({ product_id: 7 }, cookie);
    expect(failed.status).toBe(502);
    expect(await readBody(failed)).toEqual({ message: en.Api.unavailable });
  });
});

describe('DELETE /api/stock-alerts/{id}', () => {
  it('cancels the alert with the bearer', async () => {
    const cookie = await logIn();
    const response = await remove('9', cookie);
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ ok: true });
    const sent = lastSeen('/api/stock-alerts/9');
    expect(sent?.method).toBe('DELETE');
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it.each(['0', 'abc', '9.5', '-1', '12345678901', '9/../1'])('answers 404 to the malformed id %j without calling the provider', async (id) => {
    const cookie = await logIn();
    const response = await remove(id, cookie);
    expect(response.status).toBe(404);
    expect(stub.seen).toHaveLength(0);
  });

  it("passes the provider's 404 on (not the shopper's, or already sent)", async () => {
    const cookie = await logIn();
    stub.answer('/api/stock-alerts/9', { status: 404, body: { message: 'There is no such alert' } });
    const response = await remove('9', cookie);
    expect(response.status).toBe(404);
    expect(await readBody(response)).toEqual({ message: 'There is no such alert' });
  });

  it('refuses another origin (403)', async () => {
    const cookie = await logIn();
    expect((await remove('9', cookie, 'https://evil.test')).status).toBe(403);
    expect(stub.seen).toHaveLength(0);
  });
});

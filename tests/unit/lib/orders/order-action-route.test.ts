// orderActionRoute: what every POST /api/orders/{id}/<action> route checks before its action runs
// (signed in, a well-formed order id, a JSON object for body, the account's payment rate limit) and how it
// passes the action's answer or refusal on.
import { POST as loginPOST } from '@/app/api/login/route';
import { RATE_RULES, resetRateLimits } from '@/lib/bff/rate-limit';
import { orderActionRoute } from '@/lib/orders/bff';
import { resetProviderHealth } from '@/lib/provider/health';
import type { NextRequest, NextResponse } from 'next/server';
import { TOKEN, apiRequest, providerUser, readBody, setCookies } from '../../support/account-support';
import { startStubProvider, type StubProvider } from '../../support/stub-provider';

let stub: StubProvider;

beforeAll(async () => {
  stub = await startStubProvider();
  process.env.PROVIDER_API_URL = stub.url;
  process.env.PROVIDER_TIMEOUT_MS = '2000';
  process.env.SESSION_SECRET = 'test-only-session-secret-0123456789abcdef';
  delete process.env.SITE_URL;
});

afterAll(() => stub.close());

beforeEach(() => {
  resetProviderHealth();
  resetRateLimits();
  stub.answer('/api/login', { body: { token: TOKEN, user: providerUser } });
});

const ORDER_ID = 'A1B2C3D4E5F6G7H8J9K0';
const action = jest.fn(async (_call: unknown, orderId: string) => ({ ok: true as const, data: { done: orderId } }));
const route = orderActionRoute(action) as unknown as (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<NextResponse>;
const post = (id: string, cookie?: string, body: unknown = {}) =>
  route(apiRequest(`/api/orders/${id}/act?locale=en`, { body, cookie }), { params: Promise.resolve({ id }) });

async function logIn(): Promise<string> {
  const response = await loginPOST(apiRequest('/api/login?locale=en', { body: { email: 'ana@example.com', password: 'secret123' } }));
  const [cookie] = setCookies(response);
  if (!cookie) throw new Error('no session cookie');
  return cookie.pair;
}

afterEach(() => action.mockClear());

it('runs the action on the order id for a signed-in shopper and answers what it gave', async () => {
  const cookie = await logIn();
  const response = await post(ORDER_ID, cookie);
  expect(response.status).toBe(200);
  expect(await readBody(response)).toEqual({ done: ORDER_ID });
  expect(action).toHaveBeenCalledTimes(1);
  expect(action).toHaveBeenCalledWith(expect.anything(), ORDER_ID);
});

it('never runs the action for a guest (401), a malformed id (404) or a body that is not a JSON object (400)', async () => {
  expect((await post(ORDER_ID)).status).toBe(401);
  const cookie = await logIn();
  expect((await post('not-an-order', cookie)).status).toBe(404);
  expect((await post(ORDER_ID, cookie, [1])).status).toBe(400);
  expect(action).not.toHaveBeenCalled();
});

it('counts every call against the account’s payment limit', async () => {
  const cookie = await logIn();
  for (let done = 0; done < RATE_RULES.paymentPerAccount.points; done += 1) await post(ORDER_ID, cookie);
  expect((await post(ORDER_ID, cookie)).status).toBe(429);
  expect(action).toHaveBeenCalledTimes(RATE_RULES.paymentPerAccount.points);
});

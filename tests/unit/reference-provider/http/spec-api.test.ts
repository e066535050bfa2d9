// PROVIDER_API=spec (reference-provider/src/http/spec-calls.ts): the provider serves only the
// specified calls; the rest of its API answers 404 (405 where the path has a specified method), as a
// provider without them would, while the acquirer's pages, the media and the development switches stay.
import { CAPABILITIES, CAPABILITY_PROBES, probeAnswer } from '@/lib/provider/capabilities';
import { offered, providerApiFromEnv, SPECIFIED_CALLS } from '@/reference-provider/src/http/spec-calls';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';

let provider: ProviderProcess;
let full: ProviderProcess;

beforeAll(async () => {
  // One after the other: two starts side by side on two busy cores take longer than both in turn.
  provider = await startProviderProcess({ env: { PROVIDER_API: 'spec' } });
  full = await startProviderProcess({ env: { PROVIDER_API: 'full' } });
}, 360_000);

afterAll(async () => {
  await Promise.all([provider?.stop(), full?.stop()]);
});

const statusOf = async (origin: string, method: string, path: string) =>
  (await fetch(`${origin}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : '{}' })).status;
const status = (method: string, path: string) => statusOf(provider.url, method, path);

test('the storefront\'s probe finds every capability on the full provider and none on this one', async () => {
  const answers = async (origin: string) =>
    Object.fromEntries(await Promise.all(CAPABILITIES.map(async (name) => {
      const { method, path } = CAPABILITY_PROBES[name];
      return [name, probeAnswer(await statusOf(origin, method, `/api${path}`))] as const;
    })));
  expect(await answers(full.url)).toEqual(Object.fromEntries(CAPABILITIES.map((name) => [name, 'offered'])));
  expect(await answers(provider.url)).toEqual(Object.fromEntries(CAPABILITIES.map((name) => [name, 'absent'])));
});

test('the specified calls answer as in full', async () => {
  expect(await status('GET', '/api/categories')).toBe(200);
  expect(await status('GET', '/api/popular-products')).toBe(200);
  expect(await status('GET', '/api/products/1')).toBe(200);
  expect(await status('GET', '/api/search/hints/steam')).toBe(200);
  expect(await status('POST', '/api/login')).toBe(422);
  expect(await status('GET', '/api/user')).toBe(401);
  expect(await status('POST', '/api/orders/create-qr')).toBe(401);
});

test.each([
  ['GET', '/api/wishlist'],
  ['GET', '/api/stock-alerts'],
  ['GET', '/api/orders'],
  ['POST', '/api/orders/AAAAAAAAAAAAAAAAAAAA/cancel'],
  ['GET', '/api/exchange-rates'],
  ['GET', '/api/payment/quote?currency=BRL'],
  ['GET', '/api/products/feedbacks/1/mine'],
  ['POST', '/api/payment/3ds-complete'],
  ['POST', '/api/profile/email-verify/resend'],
  ['GET', '/api/health'],
])('%s %s is not there', async (method, path) => {
  expect(await status(method, path)).toBe(404);
});

test('a method the specification does not give a specified path is not allowed', async () => {
  expect(await status('DELETE', '/api/promocode')).toBe(405);
  expect(await status('GET', '/api/password-reset/abc')).toBe(405);
});

test('the acquirer, the media and the development switches are not the API and stay', async () => {
  expect(await status('GET', '/media/flags/br.svg')).toBe(200);
  expect(await status('GET', '/dev/rates')).toBe(200);
  expect(await status('GET', '/acquirer/3ds?MD=x')).not.toBe(404);
});

test('the switch reads full or spec, and only what is under /api is limited', () => {
  expect(providerApiFromEnv({})).toBe('full');
  expect(providerApiFromEnv({ PROVIDER_API: ' Spec ' })).toBe('spec');
  expect(() => providerApiFromEnv({ PROVIDER_API: 'partial' })).toThrow(/PROVIDER_API/);
  expect(offered('spec', 'GET', '/media/covers/:file')).toBe(true);
  expect(offered('spec', 'GET', '/api/wishlist')).toBe(false);
  expect(offered('full', 'GET', '/api/wishlist')).toBe(true);
  expect(SPECIFIED_CALLS.size).toBeGreaterThan(40);
});

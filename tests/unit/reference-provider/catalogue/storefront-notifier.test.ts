// The provider's notice of catalogue changes (reference-provider/src/catalogue/storefront-notifier.ts):
// what it signs is what the storefront's POST /api/revalidate accepts, every attempt has a fresh
// nonce, failures are retried, refusals are not, and nothing is sent without its settings.
import { NextRequest } from 'next/server';
import { createStorefrontNotifier, storefrontUrlsFromEnv } from '@/reference-provider/src/catalogue/storefront-notifier';
import { resetNonceStores } from '@/lib/server/nonces';

const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const SECRET = 'shared-revalidation-secret-0123456789abcdef';
const logger = { info: jest.fn(), error: jest.fn() };

beforeEach(() => {
  revalidateTag.mockReset();
  logger.info.mockReset();
  logger.error.mockReset();
  resetNonceStores();
  process.env.REVALIDATE_SECRET = SECRET;
});

afterAll(() => {
  delete process.env.REVALIDATE_SECRET;
});

it("is accepted by the storefront's route, which expires the product's tags", async () => {
  const { POST } = await import('@/app/api/revalidate/route');
  const seen: Request[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    const request = new NextRequest(String(url), init as ConstructorParameters<typeof NextRequest>[1]);
    seen.push(request.clone());
    return POST(request);
  }) as typeof fetch;
  const notifier = createStorefrontNotifier({ urls: ['http://shop.test'], secret: SECRET, logger, fetchImpl, retryDelaysMs: [] });
  expect(notifier.enabled).toBe(true);
  await expect(notifier.notify({ products: [31] })).resolves.toBe(1);
  expect(seen[0]!.url).toBe('http://shop.test/api/revalidate');
  expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(['product:31', 'product-lists']);
  // The same change again is a new call (new nonce), not a replay.
  await expect(notifier.notify({ products: [31] })).resolves.toBe(1);
  const nonces = seen.map((request) => request.headers.get('x-revalidate-nonce'));
  expect(new Set(nonces).size).toBe(2);
  expect(logger.error).not.toHaveBeenCalled();
});

it('retries an unreachable storefront with a fresh nonce, and gives up with one log line', async () => {
  const nonces: string[] = [];
  const fetchImpl = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    nonces.push(new Headers(init?.headers).get('x-revalidate-nonce') ?? '');
    throw new TypeError('fetch failed');
  }) as unknown as typeof fetch;
  const notifier = createStorefrontNotifier({ urls: ['http://down.test'], secret: SECRET, logger, fetchImpl, retryDelaysMs: [1, 1] });
  await expect(notifier.notify({ all: true })).resolves.toBe(0);
  expect(fetchImpl).toHaveBeenCalledTimes(3);
  expect(new Set(nonces).size).toBe(3);
  expect(logger.error).toHaveBeenCalledWith('revalidation not delivered to http://down.test after 3 attempts');
});

it('does not retry a refusal of the call itself', async () => {
  const fetchImpl = jest.fn(async () => new Response('{}', { status: 403 })) as unknown as typeof fetch;
  const notifier = createStorefrontNotifier({ urls: ['http://shop.test'], secret: SECRET, logger, fetchImpl, retryDelaysMs: [1, 1] });
  await expect(notifier.notify({ categories: ['steam'] })).resolves.toBe(0);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  expect(logger.error).toHaveBeenCalledWith('revalidation refused by http://shop.test: 403');
});

it('sends nothing without addresses or without a long enough secret', async () => {
  const fetchImpl = jest.fn() as unknown as typeof fetch;
  for (const [urls, secret] of [
    [[], SECRET],
    [['http://shop.test'], null],
    [['http://shop.test'], 'short'],
  ] as const) {
    const notifier = createStorefrontNotifier({ urls: [...urls], secret, logger, fetchImpl });
    expect(notifier.enabled).toBe(false);
    await expect(notifier.notify({ all: true })).resolves.toBe(0);
  }
  expect(fetchImpl).not.toHaveBeenCalled();
});

it('reads STOREFRONT_REVALIDATE_URLS as http(s) origins and reports the rest', () => {
  expect(storefrontUrlsFromEnv(' http://a.test:3000/, https://b.test/path ,ftp://c.test, nonsense', logger)).toEqual([
    'http://a.test:3000',
    'https://b.test',
  ]);
  expect(logger.info).toHaveBeenCalledTimes(2);
  expect(storefrontUrlsFromEnv(undefined, logger)).toEqual([]);
});

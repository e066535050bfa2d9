// The provider client against a stand-in provider: headers, timeouts, outages, error kinds,
// schema checks and the mapping to the storefront's own types.
import { getCategories, getProduct, getProductList } from '@/lib/provider';
import { resetProviderHealth, isProviderMarkedDown } from '@/lib/provider/health';
import { sampleCard, samplePage, startStubProvider, type StubProvider } from '../../support/stub-provider';

let stub: StubProvider;

beforeAll(async () => {
  stub = await startStubProvider();
  process.env.PROVIDER_API_URL = stub.url;
  process.env.PROVIDER_TIMEOUT_MS = '300';
});

afterAll(async () => {
  await stub.close();
});

beforeEach(() => {
  stub.seen.length = 0;
  resetProviderHealth();
});

it('sends the headers of SPEC.md §7 and the shopper language', async () => {
  stub.answer('/api/popular-products', { body: samplePage(2) });
  const result = await getProductList('popular-products', 'ru', 20);
  expect(result.ok).toBe(true);
  const request = stub.seen[0]!;
  expect(request.url).toBe('/api/popular-products?offset=20');
  expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
  expect(request.headers.accept).toBe('application/json');
  expect(request.headers['content-type']).toBe('application/json');
  expect(request.headers['accept-language']).toBe('ru');
  expect(request.headers.authorization).toBeUndefined();
});

it('maps products to the storefront types, media through the storefront', async () => {
  stub.answer('/api/popular-products', { body: samplePage(1, 45) });
  const result = await getProductList('popular-products', 'en');
  if (!result.ok) throw result.error;
  expect(result.data.total).toBe(45);
  expect(result.data.products[0]).toEqual({
    id: 1,
    name: sampleCard.name,
    priceCents: 1049,
    oldPriceCents: 1299,
    discountPercent: 19,
    coverUrl: '/media/covers/7.svg',
    coverText: 'Steam Wallet',
    countryIconUrl: '/media/flags/br.svg',
    country: { id: 1, name: 'Brazil', code: 'BR' },
    category: { id: 1, name: 'Steam', slug: 'steam' },
    isNew: false,
    inStock: 12,
  });
});

it('says 404 plainly', async () => {
  stub.answer('/api/products/5', { status: 404, body: { message: 'Product not found' } });
  const result = await getProduct(5, 'en');
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.kind).toBe('http');
  expect(result.error.isNotFound).toBe(true);
  expect(result.error.status).toBe(404);
  expect(result.error.body).toEqual({ message: 'Product not found' });
  expect(isProviderMarkedDown()).toBe(false);
});

it('gives up after the timeout and marks the provider down', async () => {
  stub.answer('/api/categories', { delayMs: 1000, body: { categories: [] } });
  const started = Date.now();
  const result = await getCategories('en');
  expect(Date.now() - started).toBeLessThan(900);
  expect(result.ok ? 'ok' : result.error.kind).toBe('timeout');
  expect(isProviderMarkedDown()).toBe(true);
});

it('treats a dropped connection as a network outage, after one retry', async () => {
  stub.answer('/api/categories', { hangUp: true });
  const result = await getCategories('en');
  expect(result.ok ? 'ok' : result.error.kind).toBe('network');
  expect(stub.seen).toHaveLength(2);
});

it('refuses a body that does not match the schema', async () => {
  stub.answer('/api/categories', { body: { categories: [{ id: 'one', name: 3 }] } });
  const result = await getCategories('en');
  expect(result.ok ? 'ok' : result.error.kind).toBe('validation');
});

it('refuses SVG icon data that is not path data', async () => {
  stub.answer('/api/categories', {
    body: { categories: [{ id: 1, name: 'X', formatted_name: 'x', svg_path: '"/><script>alert(1)</script>' }] },
  });
  const result = await getCategories('en');
  expect(result.ok ? 'ok' : result.error.kind).toBe('validation');
});

it('reports a provider 500 as retryable', async () => {
  stub.answer('/api/categories', { status: 500, body: 'oops' });
  const result = await getCategories('en');
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.isRetryable).toBe(true);
  expect(isProviderMarkedDown()).toBe(true);
});

it('cannot reach a provider that is not there', async () => {
  const previous = process.env.PROVIDER_API_URL;
  process.env.PROVIDER_API_URL = 'http://127.0.0.1:9';
  const result = await getCategories('en');
  process.env.PROVIDER_API_URL = previous;
  expect(result.ok ? 'ok' : result.error.kind).toBe('network');
});

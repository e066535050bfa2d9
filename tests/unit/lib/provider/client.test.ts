// The provider client against a stand-in provider: headers, timeouts, outages, error kinds,
// schema checks and the mapping to the storefront's own types.
import { getCategories, getExchangeRates, getProduct, getProductList } from '@/lib/provider';
import { pageLocalRate } from '@/lib/server/page-data';
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

it('sends the provider-call headers (XMLHttpRequest marker, JSON) and the shopper language', async () => {
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
    rating: { average: 4.5, count: 12 },
  });
});

it('reads a card without reviews, or from a provider that gives no rating, as unrated', async () => {
  const { rating: _rating, ...unrated } = samplePage(1).result.products[0]!;
  stub.answer('/api/popular-products', { body: { result: { ...samplePage(2).result, products: [{ ...unrated, id: 1 }, { ...unrated, id: 2, rating: null }] } } });
  const result = await getProductList('popular-products', 'en');
  if (!result.ok) throw result.error;
  expect(result.data.products.map((product) => product.rating)).toEqual([null, null]);
});

describe('exchange rates', () => {
  it('reads the provider’s current BRL and INR rates, leaving out currencies the shop does not show', async () => {
    stub.answer('/api/exchange-rates', {
      body: { rates: [{ currency: 'BRL', rate: '6.2001', updated_at: '2026-11-20T00:00:00Z' }, { currency: 'INR', rate: '98.4537', updated_at: '2026-11-20T00:00:00Z' }, { currency: 'USD', rate: '1.08', updated_at: '2026-11-20T00:00:00Z' }] },
    });
    const result = await getExchangeRates();
    expect(result).toEqual({ ok: true, status: 200, data: [{ currency: 'BRL', rate: '6.2001' }, { currency: 'INR', rate: '98.4537' }] });
    expect(stub.seen.at(-1)!.url).toBe('/api/exchange-rates');
  });

  it('gives a page the rate its language implies: reais for pt-BR, rupees for hi, none for en and ru without asking', async () => {
    stub.answer('/api/exchange-rates', { body: { rates: [{ currency: 'BRL', rate: '6.2001', updated_at: '2026-11-20T00:00:00Z' }, { currency: 'INR', rate: '98.4537', updated_at: '2026-11-20T00:00:00Z' }] } });
    expect(await pageLocalRate('pt-BR')).toEqual({ currency: 'BRL', rate: '6.2001' });
    expect(await pageLocalRate('hi')).toEqual({ currency: 'INR', rate: '98.4537' });
    const asked = stub.seen.length;
    expect(await pageLocalRate('en')).toBeNull();
    expect(await pageLocalRate('ru')).toBeNull();
    expect(stub.seen.length).toBe(asked);
  });

  it('leaves the approximate price out, never failing the page, when the provider has no usable rate', async () => {
    stub.answer('/api/exchange-rates', { body: { rates: [{ currency: 'BRL', rate: '6,2', updated_at: 'x' }] } });
    expect(await pageLocalRate('pt-BR')).toBeNull();
    stub.answer('/api/exchange-rates', { body: { rates: [{ currency: 'INR', rate: '98.4537' }] } });
    expect(await pageLocalRate('pt-BR')).toBeNull();
    stub.answer('/api/exchange-rates', { status: 500, body: { message: 'down' } });
    expect(await pageLocalRate('hi')).toBeNull();
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
  // The answer would come after the timeout: only giving up at the timeout ends the call without it.
  stub.answer('/api/categories', { delayMs: 1000, body: { categories: [] } });
  const result = await getCategories('en');
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

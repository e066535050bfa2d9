// The BFF's catalogue handlers as a server: status codes, bad input, provider down or slow.
import { NextRequest } from 'next/server';
import { GET as categoryGET } from '@/app/api/categories/[id]/route';
import { GET as popularGET } from '@/app/api/popular-products/route';
import { resetProviderHealth } from '@/lib/provider/health';
import { SEARCH_MAX_LENGTH } from '@/lib/search/input-rules';
import en from '@/messages/en.json';
import ptBR from '@/messages/pt-BR.json';
import ru from '@/messages/ru.json';
import { samplePage, startStubProvider, type StubProvider } from '../../support/stub-provider';

let stub: StubProvider;

beforeAll(async () => {
  stub = await startStubProvider();
  process.env.PROVIDER_API_URL = stub.url;
  process.env.PROVIDER_TIMEOUT_MS = '300';
});

afterAll(() => stub.close());
beforeEach(() => resetProviderHealth());

const request = (path: string) => new NextRequest(new URL(path, 'http://shop.test'));
const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe('GET /api/popular-products', () => {
  it('answers the mapped page with a short public cache', async () => {
    stub.answer('/api/popular-products', (url) => ({ body: { ...samplePage(3, 60), offset: Number(url.searchParams.get('offset')) } }));
    const response = await popularGET(request('/api/popular-products?offset=20&locale=en'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=60');
    const body = await response.json();
    expect(body.products).toHaveLength(3);
    expect(body.total).toBe(60);
    expect(JSON.stringify(body)).not.toContain('cover_path');
  });

  it.each([
    ['offset=-1', 'offset'],
    ['offset=abc', 'offset'],
    ['offset=1.5', 'offset'],
    ['offset=99999999', 'offset'],
    ['locale=xx', 'locale'],
  ])('answers 422 with per-field errors for %s', async (query, field) => {
    const response = await popularGET(request(`/api/popular-products?${query}`));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors[field]).toEqual([expect.any(String)]);
  });

  it.each([
    ['en', en.Api],
    ['ru', ru.Api],
  ])('says what is wrong with the query in the language of ?locale=%s', async (locale, texts) => {
    const response = await popularGET(request(`/api/popular-products?offset=-1&locale=${locale}`));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: texts.invalidQuery, errors: { offset: [texts.offsetNegative] } });
  });

  it('answers an unknown ?locale= in the default language', async () => {
    const response = await popularGET(request('/api/popular-products?offset=abc&locale=xx'));
    expect(await response.json()).toEqual({ message: ptBR.Api.invalidQuery, errors: { offset: [ptBR.Api.offsetNotNumber], locale: [ptBR.Api.invalidFields] } });
  });

  it('answers 504 when the provider is slow', async () => {
    stub.answer('/api/popular-products', { delayMs: 1000, body: samplePage() });
    const response = await popularGET(request('/api/popular-products'));
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 503 when the provider is down', async () => {
    stub.answer('/api/popular-products', { hangUp: true });
    const response = await popularGET(request('/api/popular-products'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
  });

  it('answers 502 when the provider fails or talks nonsense', async () => {
    stub.answer('/api/popular-products', { status: 500, body: { message: 'stack trace here' } });
    const failed = await popularGET(request('/api/popular-products'));
    expect(failed.status).toBe(502);
    expect(JSON.stringify(await failed.json())).not.toContain('stack trace');
    stub.answer('/api/popular-products', { body: { result: 'nope' } });
    expect((await popularGET(request('/api/popular-products'))).status).toBe(502);
  });
});

describe('GET /api/categories/{id}', () => {
  it('answers a category page', async () => {
    stub.answer('/api/categories/steam', {
      body: { category: { id: 1, name: 'Steam', formatted_name: 'steam', svg_path: 'M0 0h24v24H0z' }, ...samplePage(2) },
    });
    const response = await categoryGET(request('/api/categories/steam?offset=0'), params('steam'));
    expect(response.status).toBe(200);
    expect((await response.json()).products).toHaveLength(2);
  });

  it('passes the provider 404 on', async () => {
    stub.answer('/api/categories/nothing', { status: 404, body: { message: 'Category not found' } });
    const response = await categoryGET(request('/api/categories/nothing'), params('nothing'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Category not found' });
  });

  it('refuses a malformed name without asking the provider', async () => {
    const before = stub.seen.length;
    const response = await categoryGET(request('/api/categories/x?locale=en'), params('../../etc/passwd'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: en.Api.categoryNotFound });
    expect(stub.seen.length).toBe(before);
  });
});

describe('filters on "Show more"', () => {
  it('forwards readable filters and drops unreadable ones', async () => {
    stub.answer('/api/novelties', { body: samplePage(1) });
    const { GET } = await import('@/app/api/novelties/route');
    const response = await GET(request('/api/novelties?offset=20&locale=ru&sort=increase&currency=USD,EUR&minPrice=abc&country=br'));
    expect(response.status).toBe(200);
    const sent = new URL(stub.seen.at(-1)!.url, 'http://stub');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ offset: '20', sort: 'increase', currency: 'USD,EUR', country: 'BR' });
  });
});

describe('GET /api/search/hints', () => {
  const hints = {
    hintsByName: [{ id: 2, name: 'Steam Wallet', cover_path: '/media/covers/2.svg', price: 999 }],
    hintsByArt: [{ id: 3, name: 'Steam Wallet 5 EUR', article: 'STM-EU-005', cover_path: '/media/covers/3.svg', price: 549 }],
  };

  it('answers no hints for an empty query without asking the provider', async () => {
    const { GET } = await import('@/app/api/search/hints/route');
    const before = stub.seen.length;
    const response = await GET(request('/api/search/hints?q=%20%20'));
    expect(await response.json()).toEqual({ byName: [], byArticle: [] });
    expect(stub.seen.length).toBe(before);
  });

  it('maps the provider hints and keeps them briefly', async () => {
    const { GET } = await import('@/app/api/search/hints/route');
    stub.answer('/api/search/hints/steam', { body: hints });
    const before = stub.seen.length;
    const first = await GET(request('/api/search/hints?q=steam&locale=en'));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      byName: [{ id: 2, name: 'Steam Wallet', cover_path: '/media/covers/2.svg', price: 999 }],
      byArticle: [{ id: 3, name: 'Steam Wallet 5 EUR', article: 'STM-EU-005', cover_path: '/media/covers/3.svg', price: 549 }],
    });
    await GET(request('/api/search/hints?q=STEAM&locale=en'));
    expect(stub.seen.length).toBe(before + 1);
    expect(first.headers.get('cache-control')).toContain('s-maxage=30');
  });

  it('cuts a long query at 68 characters', async () => {
    const { GET } = await import('@/app/api/search/hints/route');
    const long = 'x'.repeat(100);
    stub.answer(`/api/search/hints/${'x'.repeat(68)}`, { body: { hintsByName: [], hintsByArt: [] } });
    expect((await GET(request(`/api/search/hints?q=${long}`))).status).toBe(200);
  });

  it('moves covers the provider serves from its own origin under the storefront\u2019s /media', async () => {
    const { GET } = await import('@/app/api/search/hints/route');
    const origin = stub.url;
    stub.answer('/api/search/hints/absolute', {
      body: { hintsByName: [{ ...hints.hintsByName[0], cover_path: `${origin}/media/covers/2.svg` }], hintsByArt: [] },
    });
    const body = (await (await GET(request('/api/search/hints?q=absolute&locale=en'))).json()) as { byName: { cover_path: string }[] };
    expect(body.byName[0]!.cover_path).toBe('/media/covers/2.svg');
  });

  it('refuses hints without a cover or a price as a broken provider answer', async () => {
    const { GET } = await import('@/app/api/search/hints/route');
    stub.answer('/api/search/hints/old', { body: { hintsByName: [{ name: 'Steam Wallet' }], hintsByArt: [] } });
    const response = await GET(request('/api/search/hints?q=old&locale=en'));
    expect(response.status).toBe(502);
  });

  it('says 503 when the provider is down', async () => {
    const { GET } = await import('@/app/api/search/hints/route');
    stub.answer('/api/search/hints/down', { hangUp: true });
    expect((await GET(request('/api/search/hints?q=down'))).status).toBe(503);
  });
});

describe('GET /api/search/products/{text} and /api/products/feedbacks/{id}', () => {
  it('refuses an empty search text', async () => {
    const { GET } = await import('@/app/api/search/products/[text]/route');
    const response = await GET(request('/api/search/products/%20?locale=ru'), { params: Promise.resolve({ text: ' ' }) });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: ru.Api.searchTextInvalid,
      errors: { text: [ru.Api.searchTextLength.replace('{max}', String(SEARCH_MAX_LENGTH))] },
    });
  });

  it('pages reviews and refuses malformed ids', async () => {
    const { GET } = await import('@/app/api/products/feedbacks/[id]/route');
    stub.answer('/api/products/feedbacks/4', {
      body: {
        result: {
          feedbacks: [
            { id: 1, author_name: 'Ana', rating: 5, text: '<b>ok</b>', created_at: '2026-01-02T00:00:00Z', verified_purchase: true },
            // A provider that does not say whether the author bought the product claims nothing.
            { id: 2, author_name: 'Rui', rating: 4, text: 'fine', created_at: '2026-01-01T00:00:00Z' },
          ],
          total: 11,
          offset: 10,
          limit: 10,
          average_rating: 4.2,
        },
      },
    });
    const response = await GET(request('/api/products/feedbacks/4?offset=10'), params('4'));
    expect(await response.json()).toEqual({
      reviews: [
        { id: 1, author: 'Ana', rating: 5, text: '<b>ok</b>', createdAt: '2026-01-02T00:00:00Z', verifiedPurchase: true },
        { id: 2, author: 'Rui', rating: 4, text: 'fine', createdAt: '2026-01-01T00:00:00Z', verifiedPurchase: false },
      ],
      total: 11,
      offset: 10,
      limit: 10,
      averageRating: 4.2,
    });
    const malformed = await GET(request('/api/products/feedbacks/x'), params('1;drop'));
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({ message: ptBR.Api.productNotFound });
    expect((await GET(request('/api/products/feedbacks/4?offset=-3'), params('4'))).status).toBe(422);
  });
});

describe('GET /api/filter-options', () => {
  it('labels the choices in the shopper language', async () => {
    stub.answer('/api/countries', { body: { countries: [{ id: 1, name: 'Brasil', code: 'BR' }, { id: 2, name: null, code: 'EU' }] } });
    stub.answer('/api/currencies', { body: { currencies: [{ codeName: 'BRL', label: 'Бразилия (BRL)' }] } });
    stub.answer('/api/categories', { body: { categories: [{ id: 1, name: 'Steam', formatted_name: 'steam', svg_path: 'M0 0h1z' }] } });
    const { GET } = await import('@/app/api/filter-options/route');
    const pt = await (await GET(request('/api/filter-options?locale=pt-BR'))).json();
    expect(pt).toEqual({
      countries: [
        { value: 'BR', label: 'Brasil' },
        { value: 'EU', label: 'Cartões para a região (EU)' },
      ],
      currencies: [{ value: 'BRL', label: 'Brasil (BRL)' }],
      categories: [{ value: 'steam', label: 'Steam' }],
    });
    const ru = await (await GET(request('/api/filter-options?locale=ru'))).json();
    expect(ru.currencies).toEqual([{ value: 'BRL', label: 'Бразилия (BRL)' }]);
  });

  it('lists the countries under the names the provider gives them, sorted as the language sorts', async () => {
    // The provider's stored order is its English one: Argentina, Australia, ..., Canada, Chile, China.
    const names = ['Аргентина', 'Австралия', 'Бразилия', 'Канада', 'Чили', 'Китай', 'США', 'Европейский союз', 'Весь мир'];
    const codes = ['AR', 'AU', 'BR', 'CA', 'CL', 'CN', 'US', 'EU', 'UN'];
    stub.answer('/api/countries', { body: { countries: names.map((name, i) => ({ id: i + 1, name, code: codes[i] })) } });
    stub.answer('/api/currencies', { body: { currencies: [] } });
    stub.answer('/api/categories', { body: { categories: [] } });
    const { GET } = await import('@/app/api/filter-options/route');
    const ruAnswer = await (await GET(request('/api/filter-options?locale=ru'))).json();
    expect(ruAnswer.countries.map((option: { label: string }) => option.label)).toEqual([
      'Австралия',
      'Аргентина',
      'Бразилия',
      'Весь мир',
      'Европейский союз',
      'Канада',
      'Китай',
      'США',
      'Чили',
    ]);
    expect(ruAnswer.countries.find((option: { value: string }) => option.value === 'EU').label).toBe('Европейский союз');
  });

  it('says 503 when the provider is down', async () => {
    stub.answer('/api/countries', { hangUp: true });
    const { GET } = await import('@/app/api/filter-options/route');
    expect((await GET(request('/api/filter-options?locale=en'))).status).toBe(503);
  });
});

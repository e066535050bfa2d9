// The BFF's catalogue handlers as a server: status codes, bad input, provider down or slow.
import { NextRequest } from 'next/server';
import { GET as categoryGET } from '@/app/api/categories/[id]/route';
import { GET as popularGET } from '@/app/api/popular-products/route';
import { resetProviderHealth } from '@/lib/provider/health';
import { samplePage, startStubProvider, type StubProvider } from './stub-provider';

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
    const response = await categoryGET(request('/api/categories/x'), params('../../etc/passwd'));
    expect(response.status).toBe(404);
    expect(stub.seen.length).toBe(before);
  });
});

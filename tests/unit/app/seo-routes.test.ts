// The SEO routes against a stand-in provider: a products sitemap past the catalogue's end
// is a 404, not an outage; a missing product's Open Graph image is a 404 and an outage a 503 (the
// cache keeps neither: cache-handler.mjs), never the shop's name on a 200 for any id.
import { NextRequest } from 'next/server';
import { GET as ogImage } from '@/app/[locale]/(catalogue)/product/[id]/og-image/route';
import { GET as sitemapFile } from '@/app/sitemaps/[file]/route';
import { resetProviderHealth } from '@/lib/provider/health';
import { samplePage, startStubProvider, type StubProvider } from '../support/stub-provider';

let stub: StubProvider;

beforeAll(async () => {
  stub = await startStubProvider();
  process.env.PROVIDER_API_URL = stub.url;
  process.env.PROVIDER_TIMEOUT_MS = '300';
  process.env.SITE_URL = 'https://shop.example';
});

afterAll(() => stub.close());
beforeEach(() => resetProviderHealth());

const sitemap = (file: string) => sitemapFile(new NextRequest(`http://shop.test/sitemaps/${file}`), { params: Promise.resolve({ file }) });
const image = (locale: string, id: string) => ogImage(new Request(`http://shop.test/${locale}/product/${id}/og-image`), { params: Promise.resolve({ locale, id }) });

describe('/sitemaps/products-{n}.xml', () => {
  beforeEach(() => {
    // 25 products, 20 per page, as the provider pages them.
    stub.answer('/api/popular-products', (url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const page = samplePage(Math.max(0, Math.min(20, 25 - offset)), 25);
      return { body: { result: { ...page.result, products: page.result.products.map((card, index) => ({ ...card, id: offset + index + 1 })), offset } } };
    });
  });

  it('lists the products of the file in the four languages', async () => {
    const response = await sitemap('products-1.xml');
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml.match(/<url>/g)).toHaveLength(25 * 4);
    expect(xml).toContain('<loc>https://shop.example/en/product/25</loc>');
  });

  it.each(['products-2.xml', 'products-9999.xml'])('answers 404 for %s, past the catalogue’s end', async (file) => {
    const response = await sitemap(file);
    expect(response.status).toBe(404);
  });

  it('answers 503 while the provider is away', async () => {
    stub.answer('/api/popular-products', { status: 503, body: { message: 'down' } });
    expect((await sitemap('products-9999.xml')).status).toBe(503);
  });
});

describe('/product/{id}/og-image', () => {
  it('is a 404 for a malformed or unknown id, without a cache lifetime', async () => {
    stub.answer('/api/products/900001', { status: 404, body: { message: 'Not found' } });
    for (const id of ['abc', '0', '99999999999', '900001']) {
      const response = await image('en', id);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('is a 503 with Retry-After while the provider is away', async () => {
    stub.answer('/api/products/7', { hangUp: true });
    const response = await image('ru', '7');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
  });
});

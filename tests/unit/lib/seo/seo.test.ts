// The SEO builders: JSON-LD escaping and shapes, sitemap XML with hreflang alternates.
import { breadcrumbJsonLd, itemListJsonLd, productJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { PRODUCTS_PER_SITEMAP, sitemapFiles, sitemapIndex, urlSet } from '@/lib/seo/sitemap';
import type { ProductDetail } from '@/lib/types/catalogue';

const product: ProductDetail = {
  id: 9,
  name: 'Steam </script><script>alert(1)</script> & Co',
  priceCents: 1049,
  oldPriceCents: null,
  discountPercent: null,
  coverUrl: '/media/covers/9.svg',
  coverText: null,
  countryIconUrl: null,
  country: null,
  category: { id: 1, name: 'Steam', slug: 'steam' },
  isNew: false,
  inStock: 0,
  article: 'STM-BR-050',
  productCode: 'DG-000009',
  description: 'Line one\u2028line two',
  platform: 'Steam',
  isGiftCard: true,
  nominal: { value: 50, currency: 'BRL' },
  region: { code: 'BR', name: 'Brazil' },
  purchases: 3,
  createdAt: '2026-01-01T00:00:00Z',
  rating: { average: 4.5, count: 12 },
};

describe('serializeJsonLd', () => {
  it('cannot close the script element or break the parser', () => {
    const json = serializeJsonLd(productJsonLd(product, 'en'));
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json).name).toBe(product.name);
  });
});

describe('productJsonLd', () => {
  it('describes the offer in EUR with availability, the rating and the URL', () => {
    process.env.SITE_URL = 'https://shop.example';
    const data = productJsonLd(product, 'ru') as unknown as Record<string, unknown>;
    expect(data['@type']).toBe('Product');
    expect(data.url).toBe('https://shop.example/ru/product/9');
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: '10.49',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/OutOfStock',
      url: 'https://shop.example/ru/product/9',
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 12 });
    expect(data.image).toBe('https://shop.example/media/covers/9.svg');
  });

  it('has no AggregateRating without reviews', () => {
    expect('aggregateRating' in productJsonLd({ ...product, rating: null }, 'en')).toBe(false);
  });
});

it('builds BreadcrumbList and ItemList with positions and absolute URLs', () => {
  process.env.SITE_URL = 'https://shop.example';
  const crumbs = breadcrumbJsonLd([{ name: 'Catalogue', path: '/' }, { name: 'Steam', path: '/category/steam' }], 'pt-BR');
  expect(crumbs.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Catalogue', item: 'https://shop.example/' },
    { '@type': 'ListItem', position: 2, name: 'Steam', item: 'https://shop.example/category/steam' },
  ]);
  const list = itemListJsonLd([product], 'hi', 20) as unknown as { itemListElement: { position: number; url: string }[] };
  expect(list.itemListElement[0]).toMatchObject({ position: 21, url: 'https://shop.example/hi/product/9' });
});

describe('sitemaps', () => {
  it('lists every locale of a page with all alternates and x-default', () => {
    const xml = urlSet(['/category/steam'], 'https://shop.example');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://shop.example/en/category/steam</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://shop.example/category/steam"');
    expect(xml.match(/hreflang="hi"/g)).toHaveLength(4);
  });

  it('escapes what XML needs escaped', () => {
    expect(urlSet(["/search/a&b'"], 'https://shop.example')).toContain('a&amp;b&apos;');
  });

  it('splits products into files', () => {
    expect(sitemapFiles(0)).toEqual(['/sitemaps/pages.xml']);
    expect(sitemapFiles(PRODUCTS_PER_SITEMAP + 1)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/products-1.xml',
      '/sitemaps/products-2.xml',
    ]);
    expect(sitemapIndex(['/sitemaps/pages.xml'], 'https://shop.example')).toContain(
      '<sitemap><loc>https://shop.example/sitemaps/pages.xml</loc></sitemap>',
    );
  });
});

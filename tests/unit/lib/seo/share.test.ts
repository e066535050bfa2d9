// What a shared link and a missing page say about themselves: a product page is an Open Graph
// "product" with its price (the page writes those tags, its metadata leaves og:type out), the
// shop's own image for the pages without one of their own, and a 404's title in its language,
// kept out of search indexes.
import { notFoundMetadata } from '@/lib/seo/not-found';
import { OG_IMAGE_SIZE, productOpenGraphTags, shopImagePath, socialMetadata } from '@/lib/seo/social';

describe('a product page shared', () => {
  it('is an Open Graph product with its price in euros as a decimal, and whether it is in stock', () => {
    expect(productOpenGraphTags({ priceCents: 549, inStock: 3 })).toEqual([
      { property: 'og:type', content: 'product' },
      { property: 'product:price:amount', content: '5.49' },
      { property: 'product:price:currency', content: 'EUR' },
      { property: 'product:availability', content: 'in stock' },
    ]);
    expect(productOpenGraphTags({ priceCents: 100_000, inStock: 0 })).toEqual(
      expect.arrayContaining([
        { property: 'product:price:amount', content: '1000.00' },
        { property: 'product:availability', content: 'out of stock' },
      ]),
    );
  });

  it('leaves og:type to the page (a second og:type "website" would contradict it); other pages stay "website"', () => {
    const product = socialMetadata({ title: 'Steam 5', description: 'd', path: '/product/9', locale: 'en', siteName: 'Shop', type: 'product' });
    expect(product.openGraph).not.toHaveProperty('type');
    expect(product.openGraph).toMatchObject({ title: 'Steam 5', url: '/en/product/9', siteName: 'Shop', locale: 'en_US' });
    expect(socialMetadata({ title: 't', description: 'd', path: '/', locale: 'en', siteName: 'Shop' }).openGraph).toHaveProperty('type', 'website');
  });
});

describe('the shop’s own share image', () => {
  it('is linked under the public path of each language', () => {
    expect(shopImagePath('pt-BR')).toBe('/og-image');
    expect(shopImagePath('ru')).toBe('/ru/og-image');
    expect(shopImagePath('hi')).toBe('/hi/og-image');
  });

  it('is the image of a page that names it, for Open Graph and Twitter alike', () => {
    const social = socialMetadata({ title: 'Steam | Shop', description: 'd', path: '/category/steam', locale: 'ru', siteName: 'Shop', imagePath: shopImagePath('ru') });
    expect(social.openGraph?.images).toEqual([{ url: '/ru/og-image', ...OG_IMAGE_SIZE, type: 'image/png', alt: 'Steam | Shop' }]);
    expect(social.twitter).toMatchObject({ card: 'summary_large_image', images: social.openGraph?.images });
  });
});

describe('a page not found', () => {
  it('has its own title with the shop’s name, its text as description, and is not indexed', () => {
    expect(notFoundMetadata({ title: 'Страница не найдена', text: 'Страница не существует.', shop: 'Digital Cards' })).toEqual({
      title: { absolute: 'Страница не найдена | Digital Cards' },
      description: 'Страница не существует.',
      robots: { index: false, follow: true },
    });
  });
});

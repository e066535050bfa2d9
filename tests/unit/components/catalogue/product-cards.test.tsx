// A listing's first cards render from the few fields cardProduct keeps: the same card as
// from the whole product, the first covers eager and at high priority (preloaded by the server's
// render: product-cards-server.test.tsx), and the ItemList JSON-LD built from the same data when
// asked for.
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ProductCard, cardProduct } from '@/components/catalogue/product-card';
import { ProductCards } from '@/components/catalogue/product-cards';
import { productSummary } from '../../support/catalogue-fixtures';
import { allMessages, renderWithIntl } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const product = productSummary;

const discounted = product(7, { oldPriceCents: 1500, discountPercent: 33, coverText: 'Steam Wallet', isNew: true });

describe('cardProduct', () => {
  it('keeps what a card shows and leaves out the empty fields and the category', () => {
    expect(cardProduct(product(1, { country: null, countryIconUrl: null }))).toEqual({
      id: 1,
      name: 'Steam Wallet 1',
      priceCents: 1001,
      coverUrl: '/media/covers/en/1.svg',
      inStock: 3,
    });
    expect(cardProduct(discounted)).toEqual({
      id: 7,
      name: discounted.name,
      priceCents: 1007,
      coverUrl: '/media/covers/en/7.svg',
      inStock: 3,
      oldPriceCents: 1500,
      discountPercent: 33,
      coverText: 'Steam Wallet',
      countryIconUrl: '/media/flags/br.svg',
      country: { code: 'BR', name: 'Brazil' },
      isNew: true,
    });
  });

  it('gives the same card as the whole product, in every language', () => {
    for (const locale of ['pt-BR', 'en', 'ru', 'hi'] as const) {
      for (const whole of [discounted, product(2, { inStock: 0, country: { id: 4, name: null, code: 'EU' } })]) {
        const html = (card: Parameters<typeof ProductCard>[0]['product']) =>
          render(
            <NextIntlClientProvider locale={locale} messages={allMessages[locale]}>
              <ProductCard product={card} eager />
            </NextIntlClientProvider>,
          ).container.innerHTML;
        expect(html(cardProduct(whole))).toBe(html(whole));
      }
    }
  });
});

describe('ProductCards', () => {
  const products = [1, 2, 3, 4, 5, 6].map((id) => cardProduct(product(id)));

  it('loads the first covers at once, and adds no preload in the browser', () => {
    renderWithIntl(<ProductCards products={products} eagerCount={4} headingLevel={2} />);
    const covers = screen.getAllByRole('article').map((card) => card.querySelector<HTMLImageElement>('img[alt=""]')!);
    expect(covers.map((cover) => cover.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(covers.map((cover) => cover.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', 'high', null, null]);
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));
    // The <img> is asked for as soon as it is rendered; a preload would ask again for a cover a
    // stored page carries inline.
    expect(preloads).toEqual([]);
    expect(within(screen.getAllByRole('article')[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(products[0]!.name);
  });

  it('renders the ItemList JSON-LD of its cards only when given the product pages’ URL', () => {
    const { container, rerender } = renderWithIntl(<ProductCards products={products} eagerCount={0} headingLevel={3} />);
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
    rerender(
      <NextIntlClientProvider locale="en" messages={allMessages.en}>
        <ProductCards products={products.slice(0, 2)} eagerCount={0} headingLevel={3} itemListBase="https://shop.example/en/product/" />
      </NextIntlClientProvider>,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://shop.example/en/product/1', name: products[0]!.name },
        { '@type': 'ListItem', position: 2, url: 'https://shop.example/en/product/2', name: products[1]!.name },
      ],
    });
  });
});

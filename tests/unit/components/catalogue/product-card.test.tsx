import { screen } from '@testing-library/react';
import { ProductCard } from '@/components/catalogue/product-card';
import type { ProductSummary } from '@/lib/types/catalogue';
import { renderWithIntl } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const product: ProductSummary = {
  id: 42,
  name: 'Steam Wallet 50 BRL (Brazil)',
  priceCents: 123456,
  oldPriceCents: 150000,
  discountPercent: 18,
  coverUrl: '/media/covers/42.svg',
  coverText: 'Steam Wallet',
  countryIconUrl: '/media/flags/br.svg',
  country: { id: 1, name: null, code: 'EU' },
  category: { id: 1, name: 'Steam', slug: 'steam' },
  isNew: false,
  inStock: 3,
  rating: null,
};

it('shows cover text with the first word emphasised, price, old price and links', () => {
  renderWithIntl(<ProductCard product={product} />, 'ru');
  const card = screen.getByRole('article', { name: product.name });
  expect(card.querySelector('strong')).toHaveTextContent('Steam');
  expect(card).toHaveTextContent(/1\s234,56\s€/);
  expect(card.querySelector('s')).toHaveTextContent(/1\s500,00\s€/);
  expect(screen.getByRole('link', { name: `Подробнее о товаре «${product.name}»` })).toHaveAttribute('href', '/product/42');
  expect(screen.getByRole('button', { name: `Купить: ${product.name}` })).toBeInTheDocument();
});

it('names a region without a name by its code', () => {
  renderWithIntl(<ProductCard product={product} />, 'en');
  expect(screen.getByRole('img', { name: 'Region: Cards for region (EU)' })).toBeInTheDocument();
});

it('says out of stock instead of offering to buy', () => {
  renderWithIntl(<ProductCard product={{ ...product, inStock: 0, coverText: null }} />, 'pt-BR');
  expect(screen.getByText('Esgotado')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Comprar/ })).not.toBeInTheDocument();
});

describe('rating', () => {
  it.each([
    ['pt-BR', '4,5 de 5, 12 avaliações', '4,5 (12)'],
    ['en', '4.5 out of 5, 1 review', '4.5 (1)'],
    ['ru', '4,5 из 5, 3 отзыва', '4,5 (3)'],
    ['hi', '5 में से 4.5, 12 समीक्षाएँ', '4.5 (12)'],
  ] as const)('shows the stars, the average and the count, read as one phrase in %s', (locale, spoken, shown) => {
    const count = Number(/\((\d+)\)/.exec(shown)![1]);
    renderWithIntl(<ProductCard product={{ ...product, rating: { average: 4.5, count } }} />, locale);
    const card = screen.getByRole('article', { name: product.name });
    expect(screen.getByRole('img', { name: spoken })).toBeInTheDocument();
    expect(card).toHaveTextContent(shown);
  });

  it('shows none without reviews', () => {
    renderWithIntl(<ProductCard product={product} />, 'en');
    expect(screen.queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
  });
});

describe('approximate local price', () => {
  const brl = { currency: 'BRL', rate: '6.2001' } as const;

  it('writes the price in reais beside the euros, marked approximate for the eye and in words', () => {
    renderWithIntl(<ProductCard product={{ ...product, priceCents: 649, oldPriceCents: null }} localRate={brl} />, 'pt-BR');
    const card = screen.getByRole('article', { name: product.name });
    // 6,49 € × 6,2001 = R$ 40,238649 → R$ 40,24 (half up, as the provider converts a Pix charge), right after the euros.
    expect(card).toHaveTextContent(/Preço: € 6,49aproximadamente ≈ R\$ 40,24Comprar/);
    expect(screen.getByText('≈', { exact: false })).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('aproximadamente', { exact: false })).toHaveClass('visually-hidden');
  });

  it('shows none without a rate (en and ru pages)', () => {
    renderWithIntl(<ProductCard product={product} />, 'en');
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });
});

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

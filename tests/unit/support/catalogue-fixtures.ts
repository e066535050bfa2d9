// A product as the catalogue's lists give it (ProductSummary), for the card and listing tests.
import type { ProductSummary } from '@/lib/types/catalogue';

export const productSummary = (id: number, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id,
  name: `Steam Wallet ${id}`,
  priceCents: 1000 + id,
  oldPriceCents: null,
  discountPercent: null,
  coverUrl: `/media/covers/en/${id}.svg`,
  coverText: null,
  countryIconUrl: '/media/flags/br.svg',
  country: { id: 1, name: 'Brazil', code: 'BR' },
  category: { id: 1, name: 'Steam', slug: 'steam' },
  isNew: false,
  inStock: 3,
  rating: null,
  ...overrides,
});

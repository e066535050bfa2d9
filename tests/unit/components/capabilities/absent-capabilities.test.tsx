// A provider that has only its specified calls (lib/types/capabilities.ts): what it lacks is not on
// the screen at all (no heart, no link to the orders or the wishlist, no stock alerts, no "send the
// link again"), while the same screens with every capability show them.
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CapabilitiesProvider } from '@/components/capabilities/offered';
import { VerifyNotice } from '@/components/auth/verify-notice';
import { ProductCard } from '@/components/catalogue/product-card';
import { ProfileScreen } from '@/components/profile/profile-screen';
import { ALL_CAPABILITIES, CAPABILITIES, type Capabilities } from '@/lib/types/capabilities';
import type { ProductSummary } from '@/lib/types/catalogue';
import en from '@/messages/en.json';
import { mockBff, renderAccount, resetAccountState, user } from '../../support/account-harness';
import { renderWithIntl } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const SPECIFIED_ONLY = Object.fromEntries(CAPABILITIES.map((name) => [name, false])) as Capabilities;
const withCapabilities = (capabilities: Capabilities, ui: ReactElement) => <CapabilitiesProvider capabilities={capabilities}>{ui}</CapabilitiesProvider>;

const product: ProductSummary = {
  id: 42,
  name: 'Steam Wallet 50 BRL (Brazil)',
  priceCents: 1000,
  oldPriceCents: null,
  discountPercent: null,
  coverUrl: '/media/covers/42.svg',
  coverText: null,
  countryIconUrl: '/media/flags/br.svg',
  country: { id: 1, name: 'Brazil', code: 'BR' },
  category: { id: 1, name: 'Steam', slug: 'steam' },
  isNew: false,
  inStock: 3,
  rating: null,
};
const heart = en.Wishlist.heart.replace('{name}', product.name);

afterEach(() => resetAccountState());

it.each([
  ['every capability', ALL_CAPABILITIES, 1],
  ['the specified calls only', SPECIFIED_ONLY, 0],
] as const)('a product card with %s: a heart only where the wishlist is offered', (_, capabilities, hearts) => {
  renderWithIntl(withCapabilities(capabilities, <ProductCard product={product} />));
  expect(screen.queryAllByRole('button', { name: heart })).toHaveLength(hearts);
  expect(screen.getByRole('button', { name: en.Catalogue.buyProduct.replace('{name}', product.name) })).toBeInTheDocument();
});

it('the cabinet without an order history, a wishlist or stock alerts: no link to them, nothing asked of them', async () => {
  const calls = mockBff({
    'GET /api/user': { status: 200, body: { user } },
    'GET /api/user/balance': { status: 200, body: { balance: 0 } },
    'GET /api/profile/products/purchased/search': { status: 200, body: { result: { products: [], total: 0, page: 1, limit: 10 } } },
  });
  renderAccount(withCapabilities(SPECIFIED_ONLY, <ProfileScreen knownUser={user} />), 'en');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: en.Orders.accountLink })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: en.Wishlist.accountLink })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: en.StockAlerts.title })).not.toBeInTheDocument();
  expect(calls.some((call) => call.path.startsWith('/api/stock-alerts') || call.path.startsWith('/api/wishlist'))).toBe(false);
});

it('the e-mail notice without the call that sends the link again: the notice, no button', () => {
  renderWithIntl(withCapabilities(SPECIFIED_ONLY, <VerifyNotice email="ana@example.com" />));
  expect(screen.getByText(en.Profile.notVerifiedTitle)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: en.Profile.resendVerification })).not.toBeInTheDocument();
});

it('the same notice with it offers the button', () => {
  renderWithIntl(withCapabilities(ALL_CAPABILITIES, <VerifyNotice email="ana@example.com" />));
  expect(screen.getByRole('button', { name: en.Profile.resendVerification })).toBeInTheDocument();
});

/**
 * @jest-environment jsdom
 */
// The wishlist page's screen (components/wishlist/wishlist-screen.tsx): each wished product with its
// price now, the drop since it was added or its return to stock, add to basket and remove; the
// empty state; a list that could not be loaded offers to try again.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { WishlistScreen } from '@/components/wishlist/wishlist-screen';
import type { ApiResult } from '@/lib/client/request';
import { wishlistApi } from '@/lib/client/wishlist';
import type { WishedProduct, Wishlist } from '@/lib/types/wishlist';
import { wishStore } from '@/lib/wishlist/wish-store';
import { allMessages, renderWithIntl } from '../../support/render';
import { wishedProduct } from '../../support/wishlist-fixtures';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('@/components/auth/use-private-user', () => ({
  usePrivateUser: () => ({
    status: 'signed-in',
    user: { id: 4, name: 'Ana', email: 'ana@example.com', verified: true, balance: 0 },
    refresh: jest.fn(),
    leave: jest.fn(),
  }),
}));
jest.mock('@/lib/client/wishlist', () => ({ wishlistApi: { list: jest.fn(), add: jest.fn(), remove: jest.fn() } }));

const product = wishedProduct;
const list = (products: WishedProduct[]): Wishlist => ({ products, count: products.length, limit: 200 });
const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });

function show(locale: 'en' | 'hi' = 'en') {
  return renderWithIntl(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <WishlistScreen />
    </SWRConfig>,
    locale,
  );
}

afterEach(() => {
  wishStore.reset();
  jest.mocked(wishlistApi.list).mockReset();
  jest.mocked(wishlistApi.remove).mockReset();
});

it('shows each product with its price, a drop, a return to stock, a sold-out one, buy and remove', async () => {
  jest.mocked(wishlistApi.list).mockResolvedValue(
    ok(
      list([
        product(1, { price: 800, added: { price: 1000, in_stock: true, at: '2026-11-20T10:00:00.000Z' } }),
        product(2, { added: { price: 1000, in_stock: false, at: '2026-11-20T10:00:00.000Z' } }),
        product(3, { in_stock: 0 }),
      ]),
    ),
  );
  show();
  const drop = await screen.findByText('Price dropped from €10.00 to €8.00');
  expect(drop.closest('li')).toHaveTextContent('Card 1');
  expect(screen.getByText('Back in stock').closest('li')).toHaveTextContent('Card 2');
  expect(screen.getByText('Sold out').closest('li')).toHaveTextContent('Card 3');
  expect(screen.getByText('3 products')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Buy Card 1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Buy Card 3' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Card 3 from wishlist' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: allMessages.en.Wishlist.backToAccount })).toHaveAttribute('href', '/profile');
});

it('removes a product and the hearts follow', async () => {
  jest.mocked(wishlistApi.list).mockResolvedValue(ok(list([product(1), product(2)])));
  // What the layout's host does on every page.
  act(() => {
    wishStore.setLocale('en');
    wishStore.setAccount({ kind: 'signed-in', userId: 4 });
  });
  jest.mocked(wishlistApi.remove).mockResolvedValue(ok(list([product(2)])));
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Remove Card 1 from wishlist' }));
  await waitFor(() => expect(screen.queryByText('Card 1')).not.toBeInTheDocument());
  expect(wishlistApi.remove).toHaveBeenCalledWith('en', 1);
  expect(wishStore.has(1)).toBe(false);
  expect(wishStore.has(2)).toBe(true);
});

it('an empty list says so and leads back to the catalogue, in Hindi too', async () => {
  jest.mocked(wishlistApi.list).mockResolvedValue(ok(list([])));
  show('hi');
  expect(await screen.findByText(allMessages.hi.Wishlist.empty)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: allMessages.hi.Wishlist.browse })).toHaveAttribute('href', '/');
});

it('a list that could not be loaded offers to try again', async () => {
  jest.mocked(wishlistApi.list).mockResolvedValueOnce({ ok: false, status: 503, message: 'down', errors: {} });
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent(allMessages.en.Wishlist.loadFailed);
  jest.mocked(wishlistApi.list).mockResolvedValueOnce(ok(list([product(5)])));
  fireEvent.click(screen.getByRole('button', { name: allMessages.en.Wishlist.retry }));
  expect(await screen.findByText('Card 5')).toBeInTheDocument();
});

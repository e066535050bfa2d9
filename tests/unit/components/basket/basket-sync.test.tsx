// The layout's BasketSync (with the panel's host): the user check switches the page's basket between
// the guest's and the server's, the guest basket is merged once at login, another tab's guest basket
// is merged too, and logging out shows the (empty) guest basket again.
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useUserCache } from '@/components/auth/use-user-cache';
import { BasketButton } from '@/components/basket/basket-button';
import { BasketPanelHost } from '@/components/basket/basket-panel-host';
import { BasketSync } from '@/components/basket/basket-sync';
import { fakeShop, product, renderBasket, resetBasketPage, shopper, writeFromAnotherTab } from '../../support/basket-harness';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

const catalogue = [product(1), product(2)];
let userCache: ReturnType<typeof useUserCache>;

function UserCacheProbe() {
  const cache = useUserCache();
  useEffect(() => {
    userCache = cache;
  }, [cache]);
  return null;
}

function renderPage() {
  return renderBasket(
    <>
      <BasketButton />
      <BasketSync />
      <BasketPanelHost categories={[]} />
      <UserCacheProbe />
    </>,
  );
}

afterEach(() => {
  resetBasketPage();
});

it('merges the guest basket once at login, then shows the server basket', async () => {
  const shop = fakeShop({ catalogue, lines: [[2, 1]] });
  window.localStorage.setItem('basket', JSON.stringify([product(1, { pivot: { quantity: 2 } }), product(2, { pivot: { quantity: 3 } })]));
  renderPage();
  expect(await screen.findByRole('button', { name: 'Basket, 5 items' })).toBeInTheDocument();
  expect(shop.callsTo('GET /api/basket')).toHaveLength(0);

  shop.signIn(shopper);
  await act(async () => {
    await userCache.set(shopper);
  });
  expect(await screen.findByRole('button', { name: 'Basket, 6 items' })).toBeInTheDocument();
  expect(shop.callsTo('PATCH /api/basket').map((call) => call.body)).toEqual([
    {
      products: [
        { id: 1, type: 'increase', count: 2 },
        { id: 2, type: 'increase', count: 3 },
      ],
    },
  ]);
  expect(shop.lines()).toEqual([
    [2, 4],
    [1, 2],
  ]);
  expect(window.localStorage.getItem('basket')).toBeNull();

  // The user checked again on focus: no second merge.
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
    await userCache.revalidate();
  });
  expect(shop.callsTo('PATCH /api/basket')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Basket, 6 items' })).toBeInTheDocument();
});

it('merges a guest basket another tab wrote while signed in, and shows none after logout', async () => {
  const shop = fakeShop({ catalogue, user: shopper });
  renderPage();
  await waitFor(() => expect(shop.callsTo('GET /api/basket')).toHaveLength(1));
  expect(await screen.findByRole('button', { name: 'Basket, 0 items' })).toBeInTheDocument();

  // A tab that still thought it was a guest.
  writeFromAnotherTab('basket', [product(1, { pivot: { quantity: 1 } })]);
  expect(await screen.findByRole('button', { name: 'Basket, 1 item' })).toBeInTheDocument();
  await waitFor(() => expect(shop.callsTo('PATCH /api/basket')).toHaveLength(1));
  expect(shop.callsTo('PATCH /api/basket').map((call) => call.body)).toEqual([{ products: [{ id: 1, type: 'increase', count: 1 }] }]);
  expect(window.localStorage.getItem('basket')).toBeNull();

  await act(async () => {
    await userCache.clear();
  });
  expect(await screen.findByRole('button', { name: 'Basket, 0 items' })).toBeInTheDocument();
  expect(shop.lines()).toEqual([[1, 1]]);
});

/**
 * @jest-environment jsdom
 */
// Quantities beyond one against the page's basket store (lib/basket/basket-store.ts): the product
// page adds the picked quantity, cut to what the line may still hold, and "buy now" sets its line to
// exactly that quantity (lib/basket/buy-now.ts) while every other line stays as it was, for a guest
// and for a signed-in shopper, once it is known which of the two is there.
import { act } from '@testing-library/react';
import { basketStore } from '@/lib/basket/basket-store';
import { ACCOUNT_WAIT_MS, setLineQuantity } from '@/lib/basket/buy-now';
import { basketLines, fakeShop, openAsGuest, product, resetBasketPageAfterEachTest, signIn, storedBasket, storedQueue } from '../../support/basket-harness';

const view = () => basketStore.getSnapshot();
const lines = basketLines;

const catalogue = [product(1), product(2), product(3, { in_stock: 4 }), product(4, { in_stock: 0 })];

resetBasketPageAfterEachTest();

describe('a guest', () => {
  beforeEach(openAsGuest);

  it('adds the picked quantity at once, cut to the stock with how many went in', async () => {
    fakeShop({ catalogue });
    await expect(basketStore.add(2, 3)).resolves.toEqual({ kind: 'added' });
    expect(storedBasket()).toEqual([expect.objectContaining({ id: 2, pivot: { quantity: 3 } })]);

    await expect(basketStore.add(3, 3)).resolves.toEqual({ kind: 'added' });
    await expect(basketStore.add(3, 3)).resolves.toEqual({ kind: 'added', cut: 1 });
    await expect(basketStore.add(3, 1)).resolves.toEqual({ kind: 'limit' });
    expect(lines()).toEqual([
      [2, 3],
      [3, 4],
    ]);
    await expect(basketStore.add(4, 2)).resolves.toEqual({ kind: 'sold-out' });
  });

  it('sets the line of buy now to the quantity picked, leaving the other lines', async () => {
    fakeShop({ catalogue });
    await basketStore.add(1, 2);
    await basketStore.add(2, 5);
    await expect(setLineQuantity(basketStore, 2, 3)).resolves.toEqual({ kind: 'added' });
    await expect(setLineQuantity(basketStore, 3, 3)).resolves.toEqual({ kind: 'added' });
    expect(lines()).toEqual([
      [1, 2],
      [2, 3],
      [3, 3],
    ]);
    await expect(setLineQuantity(basketStore, 3, 3)).resolves.toEqual({ kind: 'added' });
    expect(lines()).toEqual([
      [1, 2],
      [2, 3],
      [3, 3],
    ]);
  });
});

describe('a signed-in shopper', () => {
  it('queues one increase of the picked quantity, cut to what the line may still hold', async () => {
    const shop = fakeShop({ catalogue, lines: [[3, 2]], user: null });
    await signIn();
    await expect(basketStore.add(1, 3)).resolves.toEqual({ kind: 'added' });
    await expect(basketStore.add(3, 5)).resolves.toEqual({ kind: 'added', cut: 2 });
    expect(storedQueue()).toEqual([
      { id: 1, type: 'increase', count: 3 },
      { id: 3, type: 'increase', count: 2 },
    ]);
    await act(() => basketStore.flush());
    expect(shop.lines()).toEqual([
      [3, 4],
      [1, 3],
    ]);
  });

  it('sets the line of buy now to exactly the quantity picked, the other lines intact', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 2], [2, 5]] });
    await signIn();
    await expect(setLineQuantity(basketStore, 2, 3)).resolves.toEqual({ kind: 'added' });
    await expect(setLineQuantity(basketStore, 3, 3)).resolves.toEqual({ kind: 'added' });
    expect(storedQueue()).toEqual([
      { id: 2, type: 'decrease', count: 2 },
      { id: 3, type: 'increase', count: 3 },
    ]);
    await act(() => basketStore.prepareCheckout());
    expect(shop.lines()).toEqual([
      [1, 2],
      [2, 3],
      [3, 3],
    ]);
  });

  it('waits for the server basket before setting a line', async () => {
    const shop = fakeShop({ catalogue, lines: [[2, 5]] });
    shop.hold('GET /api/basket');
    let loaded: Promise<unknown> = Promise.resolve();
    act(() => {
      basketStore.setLocale('en');
      basketStore.setAccount({ kind: 'signed-in', userId: 7 });
      loaded = basketStore.loadServerBasket(7);
    });
    expect(view().ready).toBe(false);
    const set = setLineQuantity(basketStore, 2, 3);
    await act(async () => {
      shop.release();
      await loaded;
    });
    await expect(set).resolves.toEqual({ kind: 'added' });
    expect(storedQueue()).toEqual([{ id: 2, type: 'decrease', count: 2 }]);
  });
});

describe('a shopper not known yet', () => {
  it('waits for the user check before setting a line, so a signed-in shopper\'s goes to the account', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 2]] });
    act(() => basketStore.setLocale('en'));
    const set = setLineQuantity(basketStore, 2, 3);
    await signIn();
    await expect(set).resolves.toEqual({ kind: 'added' });
    expect(storedBasket()).toBeNull();
    expect(storedQueue()).toEqual([{ id: 2, type: 'increase', count: 3 }]);
    await act(() => basketStore.flush());
    expect(shop.lines()).toEqual([
      [1, 2],
      [2, 3],
    ]);
  });

  it('goes on as a guest when the user check does not answer', async () => {
    jest.useFakeTimers();
    fakeShop({ catalogue });
    act(() => basketStore.setLocale('en'));
    const set = setLineQuantity(basketStore, 2, 3);
    await act(() => jest.advanceTimersByTimeAsync(ACCOUNT_WAIT_MS));
    await expect(set).resolves.toEqual({ kind: 'added' });
    expect(storedBasket()).toEqual([expect.objectContaining({ id: 2, pivot: { quantity: 3 } })]);
  });
});

// "Buy now" (lib/basket/buy-now.ts): the product's line is set to the quantity picked, then a
// signed-in shopper goes to checkout once the basket is saved, a guest is asked to log in and comes
// back to that checkout; a refusal or an unsaved basket keeps the shopper on the page.
import type { AddOutcome, BasketMode, SyncOutcome } from '@/lib/basket/basket-store';
import { EMPTY_BASKET_VIEW, type BasketView } from '@/lib/basket/view-shape';
import { buyNow, buyNowPath, buyNowProductOf, type BuyNowBasket } from '@/lib/basket/buy-now';
import type { BasketProduct } from '@/lib/types/basket';

function fakeBasket(mode: BasketMode, outcome: AddOutcome = { kind: 'added' }, sent: SyncOutcome = { ok: true }, lines: [number, number][] = []) {
  const steps: string[] = [];
  const view: BasketView = {
    ...EMPTY_BASKET_VIEW,
    mode,
    items: lines.map(([id, quantity]) => ({ product: { id, name: `Card ${id}`, price: 100, in_stock: 50 } as BasketProduct, quantity, maxQuantity: 50 })),
  };
  const basket: BuyNowBasket = {
    subscribe: () => () => {},
    getSnapshot: () => view,
    async add(id, count) {
      steps.push(`add ${id}x${count}`);
      return outcome;
    },
    decrease(id, count) {
      steps.push(`decrease ${id}x${count}`);
    },
    async prepareCheckout() {
      steps.push('flush');
      return sent;
    },
  };
  return { basket, steps };
}

it('sets the line, saves the basket and goes to checkout for a signed-in shopper', async () => {
  const { basket, steps } = fakeBasket('signed-in');
  await expect(buyNow(basket, 12, 3)).resolves.toEqual({ kind: 'checkout', path: '/checkout?buy=12' });
  expect(steps).toEqual(['add 12x3', 'flush']);
});

it('changes only the difference from what the line holds, and the other lines not at all', async () => {
  for (const [held, step] of [
    [1, 'add 12x2'],
    [5, 'decrease 12x2'],
  ] as const) {
    const { basket, steps } = fakeBasket('signed-in', { kind: 'added' }, { ok: true }, [
      [4, 2],
      [12, held],
    ]);
    await expect(buyNow(basket, 12, 3)).resolves.toEqual({ kind: 'checkout', path: '/checkout?buy=12' });
    expect(steps).toEqual([step, 'flush']);
  }
  const { basket, steps } = fakeBasket('signed-in', { kind: 'added' }, { ok: true }, [[12, 3]]);
  await buyNow(basket, 12, 3);
  expect(steps).toEqual(['flush']);
});

it('stays on the page when the signed-in basket could not be loaded', async () => {
  const { basket, steps } = fakeBasket('signed-in');
  Object.assign(basket.getSnapshot(), { ready: false, loadFailed: true, problem: 'offline' });
  await expect(buyNow(basket, 12, 3)).resolves.toEqual({ kind: 'refused', outcome: { kind: 'failed', problem: 'offline' } });
  expect(steps).toEqual([]);
});

it('asks a guest to log in and come back to that checkout, with the line kept in the basket', async () => {
  const { basket, steps } = fakeBasket('guest');
  await expect(buyNow(basket, 12, 3)).resolves.toEqual({ kind: 'sign-in', next: '/checkout?buy=12' });
  expect(steps).toEqual(['add 12x3']);
});

it('goes on when the line already holds all it may', async () => {
  const { basket } = fakeBasket('signed-in', { kind: 'limit' });
  await expect(buyNow(basket, 12, 3)).resolves.toEqual({ kind: 'checkout', path: '/checkout?buy=12' });
});

it('stays on the page when the product cannot be put in the basket', async () => {
  for (const outcome of [{ kind: 'sold-out' }, { kind: 'gone' }, { kind: 'failed', problem: 'offline' }] as const) {
    const { basket, steps } = fakeBasket('signed-in', outcome);
    await expect(buyNow(basket, 12, 3)).resolves.toEqual({ kind: 'refused', outcome });
    expect(steps).toEqual(['add 12x3']);
  }
});

it('stays on the page when the basket could not be saved', async () => {
  const { basket } = fakeBasket('signed-in', { kind: 'added' }, { ok: false, problem: 'offline' });
  await expect(buyNow(basket, 12, 3)).resolves.toEqual({ kind: 'unsaved', problem: 'offline' });
});

describe('the checkout link', () => {
  it('names the product, and only a plain id is read back', () => {
    expect(buyNowPath(7)).toBe('/checkout?buy=7');
    expect(buyNowProductOf('?buy=7')).toBe(7);
    expect(buyNowProductOf('?x=1&buy=150')).toBe(150);
    for (const search of ['', '?buy=', '?buy=0', '?buy=-1', '?buy=1.5', '?buy=07', '?buy=abc', '?buy=99999999999', '?buy=1%200']) {
      expect(buyNowProductOf(search)).toBeNull();
    }
  });
});

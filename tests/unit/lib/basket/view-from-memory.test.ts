// What the basket shows (lib/basket/view-from-memory.ts) from the store's memory and the stored baskets,
// without a browser: a guest's stored lines, a signed-in shopper's server basket with the queue on top,
// and the products the queue names that are not known yet.
import { initialBasketState, type BasketState } from '@/lib/basket/store-memory';
import { basketViewOf } from '@/lib/basket/view-from-memory';
import type { QueueEntry } from '@/lib/types/basket';
import { product } from '../../support/basket-harness';

const promo = { code: 'SAVE10', discount: 10, price: 3000, priceWithDiscount: 2700 };
const change = (id: number, type: 'increase' | 'decrease', count: number, key: string): QueueEntry => ({ id, type, count, key });
const signedIn = (overrides: Partial<BasketState> = {}): BasketState => ({
  ...initialBasketState('en'),
  account: { kind: 'signed-in', userId: 7 },
  ...overrides,
});

test('a guest sees the stored guest basket, never a promo, problem or queue', () => {
  const state = { ...initialBasketState('en'), account: { kind: 'guest' } as const, promo, problem: 'failed' as const };
  const { view, missing } = basketViewOf(state, {
    guestBasket: [product(1, { pivot: { quantity: 2 } }), product(2)],
    queue: [change(3, 'increase', 1, 'k-0000000000000001')],
  });
  expect(view.items.map((item) => [item.product.id, item.quantity])).toEqual([
    [1, 2],
    [2, 1],
  ]);
  expect(view).toMatchObject({ mode: 'guest', ready: true, count: 3, total: 1000 * 2 + 2000, promo: null, problem: null, unsent: 0 });
  expect(missing).toEqual([]);
});

test('a signed-in shopper is not ready until the server basket came, and sees a failed load only then', () => {
  expect(basketViewOf(signedIn(), { guestBasket: [], queue: [] }).view).toMatchObject({ mode: 'signed-in', ready: false, loadFailed: false, items: [] });
  expect(basketViewOf(signedIn({ loadFailed: true }), { guestBasket: [], queue: [] }).view).toMatchObject({ ready: false, loadFailed: true });
});

test('the queue shows on top of the server basket; products it names that are not known are missing', () => {
  const server = { products: [product(1)], count: 1, total: 1000, promo };
  const state = signedIn({ server, promo, known: new Map([[2, product(2)]]) });
  const { view, missing } = basketViewOf(state, {
    guestBasket: [],
    queue: [change(1, 'increase', 2, 'k-0000000000000001'), change(2, 'increase', 1, 'k-0000000000000002'), change(9, 'increase', 1, 'k-0000000000000003')],
  });
  expect(view.items.map((item) => [item.product.id, item.quantity])).toEqual([
    [1, 3],
    [2, 1],
  ]);
  expect(view).toMatchObject({ ready: true, count: 4, total: 3000 + 2000, unsent: 3, promo, promoRecalculating: true });
  expect(missing).toEqual([9]);
});

test('a line shows at most what its stock allows', () => {
  const state = signedIn({ server: { products: [product(3, { in_stock: 2 })], count: 1, total: 3000, promo: null } });
  const { view } = basketViewOf(state, { guestBasket: [], queue: [change(3, 'increase', 5, 'k-0000000000000001')] });
  expect(view.items[0]).toMatchObject({ quantity: 2, maxQuantity: 2 });
});

// What the basket shows (view-shape.ts) from the store's memory (store-memory.ts) and the stored
// baskets: a pure function, so the store only has to call it after every change and tell its
// listeners. A guest sees the stored guest basket; a signed-in shopper sees the server basket with
// the unsent queue applied on top (docs/basket-contract.md "Screens").
import type { BasketProduct, QueueEntry } from '@/lib/types/basket';
import { isSignedIn, type BasketState } from './store-memory';
import type { BasketView } from './view-shape';
import { basketTotals, linesOf, quantityBound, withQueue, type ProductLine } from './lines';

export interface StoredBaskets {
  guestBasket: readonly BasketProduct[];
  queue: readonly QueueEntry[];
}

function linesShown(state: Readonly<BasketState>, stored: StoredBaskets): { lines: ProductLine[]; missing: number[] } {
  if (!isSignedIn(state)) return { lines: linesOf(stored.guestBasket), missing: [] };
  if (!state.server) return { lines: [], missing: [] };
  return withQueue(state.server.products, stored.queue, (id) => state.known.get(id));
}

/** The view, and the queued products it could not show because their details are not known yet. */
export function basketViewOf(state: Readonly<BasketState>, stored: StoredBaskets): { view: BasketView; missing: number[] } {
  const signedIn = isSignedIn(state);
  const { lines, missing } = linesShown(state, stored);
  const { count, total } = basketTotals(lines);
  const unsent = signedIn ? stored.queue.length : 0;
  const view: BasketView = {
    mode: state.account.kind,
    ready: !signedIn || state.server !== null,
    loadFailed: signedIn && state.server === null && state.loadFailed,
    items: lines.map(({ product, quantity }) => ({ product, quantity, maxQuantity: Math.max(quantity, quantityBound(product)) })),
    count,
    total,
    promo: signedIn ? state.promo : null,
    promoRecalculating: signedIn && state.promo !== null && (state.recalculating || unsent > 0),
    promoDropped: signedIn && state.promoDropped,
    problem: signedIn ? state.problem : null,
    unsent,
    mergeDropped: signedIn ? state.mergeDropped : [],
  };
  return { view, missing };
}

// "Buy now" on the product page: the basket plus checkout, as shoppers know it from the big code
// stores (docs/decisions/0024-buy-now-through-the-basket.md). The product's line is set to the
// quantity picked, the other lines stay as they are, and checkout opens with `?buy=<id>` so that it
// can say which other products the order includes. A guest is asked to log in and comes back to that
// checkout with the line kept (the guest basket is merged at login, as for the basket's checkout).
import { CHECKOUT_PATH } from '@/lib/routing/private-routes';
import type { AddOutcome, BasketProblem, BasketView, SyncOutcome } from './view-shape';
import { MAX_ITEM_QUANTITY } from './queue';

/** What buy now needs of the page's basket store (basket-store.ts), all of it public. */
export interface BuyNowBasket {
  subscribe(listener: () => void): () => void;
  getSnapshot(): BasketView;
  add(id: number, count: number): Promise<AddOutcome>;
  decrease(id: number, count: number): void;
  prepareCheckout(): Promise<SyncOutcome>;
}

/** How long buy now waits for the user check before it treats the shopper as a guest. */
export const ACCOUNT_WAIT_MS = 5000;

/**
 * Resolves once who is there is known and, for a signed-in shopper, the lines are (or could not be
 * loaded). A user check that does not answer within ACCOUNT_WAIT_MS counts as a guest's.
 */
export function linesKnown(basket: Pick<BuyNowBasket, 'subscribe' | 'getSnapshot'>): Promise<void> {
  const settled = () => {
    const view = basket.getSnapshot();
    return view.mode === 'guest' || (view.mode === 'signed-in' && (view.ready || view.loadFailed));
  };
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    let finished = false;
    let stop: (() => void) | null = null;
    const done = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      stop?.();
      resolve();
    };
    const timer = setTimeout(() => {
      if (basket.getSnapshot().mode !== 'signed-in') done();
    }, ACCOUNT_WAIT_MS);
    stop = basket.subscribe(() => {
      if (settled()) done();
    });
    // Subscribing can tell the listener at once, before `stop` was known.
    if (finished) stop();
  });
}

/**
 * The line holds exactly `quantity`: the difference from what it holds is one change, so every other
 * line stays as it is. Bounded as the store bounds an increase (99 and the stock).
 */
export async function setLineQuantity(basket: BuyNowBasket, id: number, quantity: number): Promise<AddOutcome> {
  await linesKnown(basket);
  const view = basket.getSnapshot();
  if (view.mode === 'signed-in' && view.loadFailed) return { kind: 'failed', problem: view.problem ?? 'failed' };
  const wanted = Math.max(1, Math.min(MAX_ITEM_QUANTITY, Math.floor(quantity) || 1));
  const current = view.items.find((item) => item.product.id === id)?.quantity ?? 0;
  if (wanted > current) return basket.add(id, wanted - current);
  if (wanted < current) basket.decrease(id, current - wanted);
  return { kind: 'added' };
}

export type BuyNowStep =
  /** Signed in and every change is on the server: go to `path`. */
  | { kind: 'checkout'; path: string }
  /** Not signed in: log in, then `next`. */
  | { kind: 'sign-in'; next: string }
  /** The line could not be set (sold out, gone, no answer): stay and say why. */
  | { kind: 'refused'; outcome: Exclude<AddOutcome, { kind: 'added' } | { kind: 'limit' }> }
  /** The basket could not be saved before checkout: stay, every change kept. */
  | { kind: 'unsaved'; problem: BasketProblem };

const BUY_PARAMETER = 'buy';

/** The checkout a buy now leads to. */
export function buyNowPath(productId: number): string {
  return `${CHECKOUT_PATH}?${BUY_PARAMETER}=${productId}`;
}

/** The product a checkout was opened for by buy now (its query string), or null. Untrusted: digits only. */
export function buyNowProductOf(search: string): number | null {
  const value = new URLSearchParams(search).get(BUY_PARAMETER);
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export async function buyNow(basket: BuyNowBasket, productId: number, quantity: number): Promise<BuyNowStep> {
  const outcome = await setLineQuantity(basket, productId, quantity);
  // `limit`: the line already holds all it may (a stock lower than the page knew); it is bought as it is.
  if (outcome.kind !== 'added' && outcome.kind !== 'limit') return { kind: 'refused', outcome };
  const path = buyNowPath(productId);
  if (basket.getSnapshot().mode !== 'signed-in') return { kind: 'sign-in', next: path };
  const sent = await basket.prepareCheckout();
  if (!sent.ok) return { kind: 'unsaved', problem: sent.problem };
  return { kind: 'checkout', path };
}

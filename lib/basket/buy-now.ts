// "Buy now" on the product page: the basket plus checkout, as shoppers know it from the big code
// stores (docs/decisions/0024-buy-now-through-the-basket.md). The product's line is set to the
// quantity picked, the other lines stay as they are, and checkout opens with `?buy=<id>` so that it
// can say which other products the order includes. A guest is asked to log in and comes back to that
// checkout with the line kept (the guest basket is merged at login, as for the basket's checkout).
import type { AddOutcome, BasketMode, BasketProblem, SyncOutcome } from './basket-view';
import { CHECKOUT_PATH } from '@/lib/private-routes';

export interface BuyNowBasket {
  setQuantity(id: number, quantity: number): Promise<AddOutcome>;
  prepareCheckout(): Promise<SyncOutcome>;
  getSnapshot(): { mode: BasketMode };
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
  const outcome = await basket.setQuantity(productId, quantity);
  // `limit`: the line already holds all it may (a stock lower than the page knew); it is bought as it is.
  if (outcome.kind !== 'added' && outcome.kind !== 'limit') return { kind: 'refused', outcome };
  const path = buyNowPath(productId);
  if (basket.getSnapshot().mode !== 'signed-in') return { kind: 'sign-in', next: path };
  const sent = await basket.prepareCheckout();
  if (!sent.ok) return { kind: 'unsaved', problem: sent.problem };
  return { kind: 'checkout', path };
}

// What the page's basket store (basket-store.ts) shows and answers: one shape for a guest and a
// signed-in shopper, so the navbar, the buy buttons and the panel need not know which is which.
import type { ApiFailure } from '@/lib/client/request';
import type { BasketProduct, Promo, PromoRefusal } from '@/lib/types/basket';

export type BasketMode = 'unknown' | 'guest' | 'signed-in';

/** Who the layout says is there; `unknown` until the user check answers (the guest basket shows). */
export type BasketAccount = { kind: 'unknown' } | { kind: 'guest' } | { kind: 'signed-in'; userId: number };

/** Why changes are not on the server yet; every change is kept meanwhile. */
export type BasketProblem = 'offline' | 'failed' | 'session-ended';

export interface BasketItem {
  product: BasketProduct;
  quantity: number;
  /** The most this line can hold (99 and the stock); `+` stops there. */
  maxQuantity: number;
}

export interface BasketView {
  mode: BasketMode;
  /** The lines are known: always for a guest, once the server basket came for a signed-in shopper. */
  ready: boolean;
  /** Signed in, and the server basket could not be loaded yet. */
  loadFailed: boolean;
  items: BasketItem[];
  /** The sum of the quantities. */
  count: number;
  /** Cents, before any promo. */
  total: number;
  promo: Promo | null;
  /** A change since the promo was computed is still on its way, or the promo is being asked again. */
  promoRecalculating: boolean;
  /** The applied code stopped applying (the provider refused it on the new basket). */
  promoDropped: boolean;
  problem: BasketProblem | null;
  /** Changes not yet on the server. */
  unsent: number;
  /**
   * Products of the guest basket the login merge could not keep (sold out, or gone from the
   * catalogue), by name, until the shopper dismisses the notice.
   */
  mergeDropped: string[];
}

export type AddOutcome =
  /** `cut`: fewer went in than asked (the line's bound), this many. */
  | { kind: 'added'; cut?: number }
  | { kind: 'limit' }
  | { kind: 'sold-out' }
  | { kind: 'gone' }
  | { kind: 'failed'; problem: BasketProblem };

export type SyncOutcome = { ok: true } | { ok: false; problem: BasketProblem };

export type PromoOutcome =
  | { kind: 'applied'; promo: Promo }
  | { kind: 'guest' }
  /** `reason`: the rule that refused it (null from a provider that does not say). */
  | { kind: 'invalid'; reason: PromoRefusal | null; message: string | null }
  | { kind: 'rate-limited'; message: string | null }
  | { kind: 'failed'; problem: BasketProblem };

export interface BasketStoreHooks {
  /** Load the server basket again (another tab sent part of the queue). */
  reload?: () => void;
  /** A call answered 401: ask who is signed in. */
  sessionEnded?: () => void;
}

export const EMPTY_BASKET_VIEW: BasketView = Object.freeze({
  mode: 'unknown',
  ready: true,
  loadFailed: false,
  items: [],
  count: 0,
  total: 0,
  promo: null,
  promoRecalculating: false,
  promoDropped: false,
  problem: null,
  unsent: 0,
  mergeDropped: [],
}) as BasketView;

export function problemOf(failure: ApiFailure): BasketProblem {
  if (failure.status === 0) return 'offline';
  if (failure.status === 401) return 'session-ended';
  return 'failed';
}

// What the page's basket store (basket-store.ts) keeps in memory, as one record that its parts share:
// the view (view-from-memory.ts) reads it, the send and the login merge (basket-sync.ts) and the
// shopper's changes write it. The stored baskets themselves are in localStorage (local-storage.ts).
import type { ApiFailure } from '@/lib/client/request';
import type { Basket, BasketProduct, Promo, QueueEntry } from '@/lib/types/basket';
import { problemOf, type BasketAccount, type BasketProblem, type BasketStoreHooks } from './view-shape';

export interface BasketState {
  locale: string;
  account: BasketAccount;
  /** Bumped on every change of account: answers for an earlier one are ignored. */
  accountEpoch: number;
  server: Basket | null;
  /** Bumped whenever an answer replaces the server basket: a GET that started before is older. */
  serverEpoch: number;
  loadFailed: boolean;
  promo: Promo | null;
  promoDropped: boolean;
  recalculating: boolean;
  recalculateAgain: boolean;
  problem: BasketProblem | null;
  /** The guest lines the login merge sent, by id, until the server's answer shows which it kept. */
  mergeWatch: Map<number, string>;
  /** serverEpoch when the merge was queued: only a later server basket can tell what it kept. */
  mergeQueuedAt: number;
  mergeDropped: string[];
  lastSendFailed: boolean;
  /** The queue head a send is carrying right now. */
  sending: QueueEntry[] | null;
  hooks: BasketStoreHooks;
  /** Products the queue may name that the server basket does not hold yet (fetched, or the guest's). */
  known: Map<number, BasketProduct>;
  fetching: Set<number>;
  unavailable: Set<number>;
}

/** A fresh memory in `locale`: nobody known, nothing loaded. */
export function initialBasketState(locale: string): BasketState {
  return {
    locale,
    account: { kind: 'unknown' },
    accountEpoch: 0,
    server: null,
    serverEpoch: 0,
    loadFailed: false,
    promo: null,
    promoDropped: false,
    recalculating: false,
    recalculateAgain: false,
    problem: null,
    mergeWatch: new Map(),
    mergeQueuedAt: 0,
    mergeDropped: [],
    lastSendFailed: false,
    sending: null,
    hooks: {},
    known: new Map(),
    fetching: new Set(),
    unavailable: new Set(),
  };
}

export function isSignedIn(state: Pick<BasketState, 'account'>): boolean {
  return state.account.kind === 'signed-in';
}

/** An answer's basket replaces the server basket (a send's, a load's, a promo's). */
export function receiveBasket(state: BasketState, basket: Basket) {
  state.server = basket;
  state.serverEpoch += 1;
  state.loadFailed = false;
  state.promo = basket.promo;
  for (const product of basket.products) state.known.set(product.id, product);
}

/** Why a call failed; a 401 also tells the layout to ask who is signed in. */
export function failedCall(state: BasketState, failure: ApiFailure): BasketProblem {
  const kind = problemOf(failure);
  if (kind === 'session-ended') state.hooks.sessionEnded?.();
  return kind;
}

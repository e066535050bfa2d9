// The page's one basket (docs/basket-contract.md "Screens"), outside React so that the navbar, the
// buy buttons, the panel and the toast all read and change the same thing.
//
// A guest's basket is `localStorage.basket`; nothing goes to the server. A signed-in shopper's
// basket is the server's (GET /api/basket, loaded by the layout's BasketSync with the user check) with the
// unsent queue (`localStorage.basketSendList`) applied on top; every change shows at once and is
// queued, and the send scheduler (send-scheduler.ts: 10 s, 30 entries, flush, retry) sends it with
// PATCH /api/basket, whose answer replaces the server basket. At login the guest basket becomes
// queued increases and is cleared. Two tabs share both keys and follow each other through
// `storage` events; sends and the login merge take a tab lock so that a change is sent once. Lines
// of the guest basket that the merge could not keep (sold out, gone) are named to the shopper.
// Nothing of the account is stored: the server basket and the promo live in memory only.
//
// Its parts: the memory (store-memory.ts), what it shows (view-from-memory.ts, pure), the send and the
// login merge (basket-sync.ts, loaded once someone signs in: a guest's pages never need it, so it
// is not in their first load) and the browser events it follows (window-listeners.ts). This module
// wires them and holds the shopper's own changes and promo codes.
import { basketApi, type BasketApi } from '@/lib/client/basket';
import { failureReason } from '@/lib/client/request';
import type { BasketChange, BasketProduct } from '@/lib/types/basket';
import { isPromoRefusal } from '@/lib/types/basket';
import { isChunkLoadError, reloadForFailedChunk } from '@/lib/browser/chunk-reload';
import { failedCall, initialBasketState, isSignedIn, receiveBasket } from './store-memory';
import type { BasketSync } from './basket-sync';
import {
  EMPTY_BASKET_VIEW,
  problemOf,
  type AddOutcome,
  type BasketAccount,
  type BasketStoreHooks,
  type BasketView,
  type PromoOutcome,
  type SyncOutcome,
} from './view-shape';
import { applyBoundedChange, linesOf, productsOf, quantityBound } from './lines';
import { enqueue, MAX_ITEM_QUANTITY } from './queue';
import { storedGuestBasket, storedQueue, storedQueueOwner } from './local-storage';
import { basketViewOf } from './view-from-memory';
import { listenToWindow } from './window-listeners';

export function createBasketStore({ api = basketApi }: { api?: BasketApi } = {}) {
  const state = initialBasketState('pt-BR');
  let view: BasketView = EMPTY_BASKET_VIEW;
  const listeners = new Set<() => void>();
  /** Stops following the window; null until the store starts (the first subscriber or change). */
  let stopListening: (() => void) | null = null;
  const signedIn = () => isSignedIn(state);

  // ---- the send and the login merge, loaded for a signed-in shopper ----

  let sync: BasketSync | null = null;
  let syncLoading: Promise<BasketSync> | null = null;
  function loadSync(): Promise<BasketSync> {
    syncLoading ??= import('./basket-sync').then(
      ({ createBasketSync }) => (sync = createBasketSync({ state, api, update })),
      (error: unknown) => {
        // Asked again at the next need; a chunk gone after a deploy reloads the page once.
        syncLoading = null;
        if (isChunkLoadError(error)) reloadForFailedChunk();
        throw error;
      },
    );
    return syncLoading;
  }
  /** Everything queued is on the server (a guest has nothing to send). */
  function flush(): Promise<SyncOutcome> {
    if (sync) return sync.flush();
    if (!signedIn()) return Promise.resolve({ ok: true });
    return loadSync().then((loaded) => loaded.flush());
  }

  // ---- the view ----

  function update() {
    const shown = basketViewOf(state, { guestBasket: storedGuestBasket.current(), queue: storedQueue.current() });
    view = shown.view;
    for (const listener of listeners) listener();
    if (shown.missing.length > 0) fetchProducts(shown.missing);
  }

  /** Details of queued products the server basket does not hold, so that their lines can show. */
  function fetchProducts(ids: number[]) {
    const epoch = state.accountEpoch;
    for (const id of ids) {
      if (state.fetching.has(id) || state.unavailable.has(id) || state.known.has(id)) continue;
      state.fetching.add(id);
      void api.product(state.locale, id).then((result) => {
        state.fetching.delete(id);
        // Gone (404) or no answer: not shown until the next change or the network returns; the
        // send will tell the provider's word on it.
        if (!result.ok) state.unavailable.add(id);
        else state.known.set(id, result.data);
        if (epoch === state.accountEpoch) update();
      });
    }
  }

  // ---- who is there ----

  function setAccount(next: BasketAccount) {
    const { account } = state;
    const same =
      next.kind === account.kind && (next.kind !== 'signed-in' || (account.kind === 'signed-in' && account.userId === next.userId));
    if (same) return;
    start();
    state.account = next;
    state.accountEpoch += 1;
    state.server = null;
    state.promo = null;
    state.promoDropped = false;
    state.problem = null;
    state.loadFailed = false;
    state.mergeWatch.clear();
    state.mergeDropped = [];
    if (next.kind === 'signed-in') {
      if (sync) sync.signedIn(next.userId);
      else {
        const epoch = state.accountEpoch;
        // Before any later use of the loaded sync (a load, a flush), which waits for the same promise.
        loadSync().then(
          (loaded) => {
            if (epoch !== state.accountEpoch) return;
            loaded.signedIn(next.userId);
            // Changes queued while it loaded wait for the scheduler's delay like any other.
            if (storedQueue.read().length > 0) loaded.changed();
          },
          () => undefined,
        );
      }
    } else sync?.stop();
    update();
  }

  /** GET /api/basket for the shopper `userId`, after sending the queue (docs/product/order-states.md). */
  async function loadServerBasket(userId: number) {
    if (state.account.kind !== 'signed-in' || state.account.userId !== userId) setAccount({ kind: 'signed-in', userId });
    return (sync ?? (await loadSync())).loadServerBasket();
  }

  // ---- changes ----

  function guestChange(change: BasketChange, product?: BasketProduct): AddOutcome {
    const lines = linesOf(storedGuestBasket.read());
    const line = lines.find((candidate) => candidate.product.id === change.id);
    if (change.type === 'increase') {
      const subject = line?.product ?? product;
      if (!subject) return { kind: 'gone' };
      const bound = quantityBound(subject);
      if (bound === 0) return { kind: 'sold-out' };
      if (line && line.quantity >= bound) return { kind: 'limit' };
    }
    const result = applyBoundedChange(lines, change, product ?? line?.product);
    if (result.kind !== 'applied') return { kind: 'gone' };
    storedGuestBasket.write(productsOf(result.lines));
    update();
    if (change.type === 'increase') {
      const added = (result.lines.find((candidate) => candidate.product.id === change.id)?.quantity ?? 0) - (line?.quantity ?? 0);
      if (added < change.count) return { kind: 'added', cut: added };
    }
    return { kind: 'added' };
  }

  function queuedChange(change: BasketChange) {
    // A product that could not be fetched for showing is tried again with the next change.
    state.unavailable.clear();
    storedQueue.write(enqueue(storedQueue.read(), change));
    if (state.account.kind === 'signed-in') storedQueueOwner.write(state.account.userId);
    update();
    // While a code is applied, the provider recalculates it on every quantity change.
    if (state.promo) void recalculatePromo();
    // Not loaded yet: its sign-in sends what is queued with the server basket's first load.
    else sync?.changed();
  }

  async function product(id: number): Promise<{ ok: true; product: BasketProduct } | { ok: false; outcome: AddOutcome }> {
    const held = state.known.get(id) ?? view.items.find((item) => item.product.id === id)?.product;
    if (held) return { ok: true, product: held };
    const result = await api.product(state.locale, id);
    if (result.ok) {
      state.known.set(id, result.data);
      state.unavailable.delete(id);
      return { ok: true, product: result.data };
    }
    if (result.status === 404) return { ok: false, outcome: { kind: 'gone' } };
    return { ok: false, outcome: { kind: 'failed', problem: problemOf(result) } };
  }

  /**
   * `count` more of a product (the basket contract's "increase"): 1 for a buy click or `+`, the picker's quantity
   * on the product page. Cut to what the line may still hold (99 and the stock); `cut` then says how
   * many went in.
   */
  async function add(id: number, count = 1): Promise<AddOutcome> {
    start();
    const wanted = Math.max(1, Math.min(MAX_ITEM_QUANTITY, Math.floor(count) || 1));
    const change: BasketChange = { id, type: 'increase', count: wanted };
    if (!signedIn()) {
      const inGuest = storedGuestBasket.read().find((candidate) => candidate.id === id);
      if (inGuest) return guestChange(change);
      const found = await product(id);
      if (!found.ok) return found.outcome;
      if (!signedIn()) return guestChange(change, found.product);
    }
    const item = view.ready ? view.items.find((candidate) => candidate.product.id === id) : undefined;
    let room = wanted;
    if (item) {
      if (quantityBound(item.product) === 0) return { kind: 'sold-out' };
      if (item.quantity >= item.maxQuantity) return { kind: 'limit' };
      room = item.maxQuantity - item.quantity;
    } else {
      const found = await product(id);
      if (found.ok && quantityBound(found.product) === 0) return { kind: 'sold-out' };
      if (!found.ok && found.outcome.kind === 'gone') return found.outcome;
      if (found.ok) room = quantityBound(found.product);
      // No answer: queued all the same; the send brings the provider's word on it.
    }
    if (!signedIn()) return guestChange(change, state.known.get(id));
    const sent = Math.min(wanted, room);
    queuedChange({ ...change, count: sent });
    return sent < wanted ? { kind: 'added', cut: sent } : { kind: 'added' };
  }

  /** One less; the line goes at 0. */
  function decrease(id: number, count = 1) {
    const change: BasketChange = { id, type: 'decrease', count: Math.max(1, Math.min(count, MAX_ITEM_QUANTITY)) };
    // Taken out by the shopper: not a line the merge dropped.
    state.mergeWatch.delete(id);
    if (signedIn()) queuedChange(change);
    else guestChange(change);
  }

  function remove(id: number) {
    const item = view.items.find((candidate) => candidate.product.id === id);
    if (item) decrease(id, item.quantity);
  }

  // ---- promo codes (signed in only; the provider computes every discount) ----

  async function applyPromo(code: string): Promise<PromoOutcome> {
    if (!signedIn()) return { kind: 'guest' };
    state.promoDropped = false;
    const sent = await flush();
    if (!sent.ok) return { kind: 'failed', problem: sent.problem };
    const result = await api.applyPromo(state.locale, code);
    if (result.ok) {
      state.promo = result.data;
      update();
      return { kind: 'applied', promo: result.data };
    }
    if (result.status === 422) {
      const reason = failureReason(result);
      return { kind: 'invalid', reason: isPromoRefusal(reason) ? reason : null, message: result.message };
    }
    if (result.status === 429) return { kind: 'rate-limited', message: result.message };
    return { kind: 'failed', problem: failedCall(state, result) };
  }

  /** Sends the change at once and asks the code again; repeated changes meanwhile ask once more. */
  async function recalculatePromo() {
    if (state.recalculating) {
      state.recalculateAgain = true;
      return;
    }
    state.recalculating = true;
    update();
    try {
      do {
        state.recalculateAgain = false;
        const sent = await flush();
        if (!sent.ok || !state.promo) break;
        const result = await api.applyPromo(state.locale, state.promo.code);
        if (result.ok) state.promo = result.data;
        else if (result.status === 422) {
          state.promo = null;
          state.promoDropped = true;
        } else if (result.status === 401) failedCall(state, result);
        // Any other failure: the send's answer already carried the provider's recalculated promo.
      } while (state.recalculateAgain);
    } finally {
      state.recalculating = false;
      update();
    }
  }

  async function removePromo(): Promise<SyncOutcome> {
    if (!signedIn()) return { ok: true };
    const sent = await flush();
    if (!sent.ok) return sent;
    const result = await api.removePromo(state.locale);
    if (!result.ok) return { ok: false, problem: failedCall(state, result) };
    receiveBasket(state, result.data);
    state.promo = null;
    update();
    return { ok: true };
  }

  // ---- the window: other tabs, leaving the page, the network returning ----

  function start() {
    if (stopListening || typeof window === 'undefined') return;
    storedGuestBasket.read();
    storedQueue.read();
    stopListening = listenToWindow({
      otherTabWrote(changed) {
        if (sync) sync.followOtherTab(changed);
        else {
          // Read what the other tab wrote; its sign-in (when the sync loads) merges and sends it.
          if (changed.guestBasket) storedGuestBasket.read();
          if (changed.queue) storedQueue.read();
        }
        update();
      },
      hidden: () => sync?.sendNow(),
      unloading: () => sync?.sendBeforeUnload(),
      online() {
        // A product that could not be fetched for showing may come now.
        state.unavailable.clear();
        update();
        if (signedIn() && storedQueue.read().length > 0) sync?.sendNow();
      },
    });
    update();
  }

  function stop() {
    stopListening?.();
    stopListening = null;
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    getSnapshot: (): BasketView => view,
    getServerSnapshot: (): BasketView => EMPTY_BASKET_VIEW,
    setLocale(next: string) {
      state.locale = next;
    },
    setAccount,
    /** The layout's host passes how to reload the basket and ask for the user again. */
    connect(next: BasketStoreHooks): () => void {
      state.hooks = next;
      return () => {
        if (state.hooks === next) state.hooks = {};
      };
    },
    loadServerBasket,
    /** Asks the layout's host to load the server basket again (a retry after a failed load). */
    reload() {
      state.hooks.reload?.();
    },
    add,
    increase: (id: number) => add(id),
    decrease,
    remove,
    flush,
    /** Before checkout: the server must hold every change. */
    prepareCheckout: flush,
    applyPromo,
    removePromo,
    /** The shopper read which products the login merge dropped. */
    dismissMergeDropped() {
      if (state.mergeDropped.length === 0) return;
      state.mergeDropped = [];
      update();
    },
    /** Drops everything in memory and the listeners (tests; storage is left as it is). */
    reset() {
      stop();
      sync?.stop();
      // One record shared with the sync: emptied in place; answers for the old account stay ignored.
      Object.assign(state, initialBasketState(state.locale), { accountEpoch: state.accountEpoch + 1 });
      storedGuestBasket.reset();
      storedQueue.reset();
      view = EMPTY_BASKET_VIEW;
      listeners.clear();
    },
  };
}

export type BasketStore = ReturnType<typeof createBasketStore>;

export type { AddOutcome, BasketAccount, BasketItem, BasketMode, BasketProblem, BasketView, PromoOutcome, SyncOutcome } from './view-shape';

/** The page's basket. */
export const basketStore: BasketStore = createBasketStore();

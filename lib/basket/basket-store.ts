// The page's one basket (docs/basket-contract.md "Screens"), outside React so that the navbar, the
// buy buttons, the panel and the toast all read and change the same thing.
//
// A guest's basket is `localStorage.basket`; nothing goes to the server. A signed-in shopper's
// basket is the server's (GET /api/basket, loaded by the layout's BasketHost through SWR) with the
// unsent queue (`localStorage.basketSendList`) applied on top; every change shows at once and is
// queued, and the send scheduler (send-scheduler.ts: 10 s, 30 entries, flush, retry) sends it with
// PATCH /api/basket, whose answer replaces the server basket. At login the guest basket becomes
// queued increases and is cleared. Two tabs share both keys and follow each other through
// `storage` events; sends and the login merge take a tab lock so that a change is sent once. Lines
// of the guest basket that the merge could not keep (sold out, gone) are named to the shopper.
// Nothing of the account is stored: the server basket and the promo live in memory only.
import { failureReason, type ApiFailure } from '@/lib/client/request';
import type { Basket, BasketChange, BasketProduct, Promo, QueueEntry } from '@/lib/types/basket';
import { isPromoRefusal, MAX_QUEUE_ENTRIES_PER_PATCH } from '@/lib/types/basket';
import { basketApi, namedEntryIndexes, type BasketApi } from '@/lib/client/basket';
import {
  EMPTY_BASKET_VIEW,
  problemOf,
  type AddOutcome,
  type BasketAccount,
  type BasketProblem,
  type BasketStoreHooks,
  type BasketView,
  type PromoOutcome,
  type SyncOutcome,
} from './basket-view';
import { applyBoundedChange, basketTotals, linesOf, productsOf, quantityBound, withQueue, type ProductLine } from './lines';
import { BASKET_QUEUE_STORAGE_KEY, changesForGuestBasket, enqueue, MAX_ITEM_QUANTITY } from './queue';
import { createSendScheduler, type QueueStore, type SendScheduler } from './send-scheduler';
import { storedGuestBasket, storedQueue, storedQueueOwner } from './stored';
import { BASKET_STORAGE_KEY } from './storage';
import { withTabLock } from './web-lock';

const SEND_LOCK = 'basket-send';
const MERGE_LOCK = 'basket-login-merge';

/** The queue still begins with these changes (the same keys: the same changes, not look-alikes). */
function startsWith(queue: readonly QueueEntry[], head: readonly QueueEntry[]): boolean {
  if (head.length > queue.length) return false;
  return head.every((change, i) => queue[i]!.key === change.key);
}

export function createBasketStore({ api = basketApi }: { api?: BasketApi } = {}) {
  let locale = 'pt-BR';
  let account: BasketAccount = { kind: 'unknown' };
  /** Bumped on every change of account: answers for an earlier one are ignored. */
  let accountEpoch = 0;
  let server: Basket | null = null;
  /** Bumped whenever an answer replaces the server basket: a GET that started before is older. */
  let serverEpoch = 0;
  let loadFailed = false;
  let promo: Promo | null = null;
  let promoDropped = false;
  let recalculating = false;
  let recalculateAgain = false;
  let problem: BasketProblem | null = null;
  /** The guest lines the login merge sent, by id, until the server's answer shows which it kept. */
  const mergeWatch = new Map<number, string>();
  /** serverEpoch when the merge was queued: only a later server basket can tell what it kept. */
  let mergeQueuedAt = 0;
  let mergeDropped: string[] = [];
  let lastSendFailed = false;
  let scheduler: SendScheduler | null = null;
  /** The queue head a send is carrying right now. */
  let sending: QueueEntry[] | null = null;
  let hooks: BasketStoreHooks = {};
  let started = false;
  let view: BasketView = EMPTY_BASKET_VIEW;
  const listeners = new Set<() => void>();
  /** Products the queue may name that the server basket does not hold yet (fetched, or the guest's). */
  const known = new Map<number, BasketProduct>();
  const fetching = new Set<number>();
  const unavailable = new Set<number>();

  // ---- the view ----

  function signedIn(): boolean {
    return account.kind === 'signed-in';
  }

  function currentLines(): { lines: ProductLine[]; missing: number[] } {
    if (!signedIn()) return { lines: linesOf(storedGuestBasket.current()), missing: [] };
    if (!server) return { lines: [], missing: [] };
    return withQueue(server.products, storedQueue.current(), (id) => known.get(id));
  }

  function update() {
    const { lines, missing } = currentLines();
    const { count, total } = basketTotals(lines);
    const unsent = signedIn() ? storedQueue.current().length : 0;
    view = {
      mode: account.kind,
      ready: !signedIn() || server !== null,
      loadFailed: signedIn() && server === null && loadFailed,
      items: lines.map(({ product, quantity }) => ({ product, quantity, maxQuantity: Math.max(quantity, quantityBound(product)) })),
      count,
      total,
      promo: signedIn() ? promo : null,
      promoRecalculating: signedIn() && promo !== null && (recalculating || unsent > 0),
      promoDropped: signedIn() && promoDropped,
      problem: signedIn() ? problem : null,
      unsent,
      mergeDropped: signedIn() ? mergeDropped : [],
    };
    for (const listener of listeners) listener();
    if (missing.length > 0) fetchProducts(missing);
  }

  function fetchProducts(ids: number[]) {
    const epoch = accountEpoch;
    for (const id of ids) {
      if (fetching.has(id) || unavailable.has(id) || known.has(id)) continue;
      fetching.add(id);
      void api.product(locale, id).then((result) => {
        fetching.delete(id);
        // Gone (404) or no answer: not shown until the next change or the network returns; the
        // send will tell the provider's word on it.
        if (!result.ok) unavailable.add(id);
        else known.set(id, result.data);
        if (epoch === accountEpoch) update();
      });
    }
  }

  // ---- the server basket and the send ----

  function receive(basket: Basket) {
    server = basket;
    serverEpoch += 1;
    loadFailed = false;
    promo = basket.promo;
    for (const product of basket.products) known.set(product.id, product);
  }

  function failed(failure: ApiFailure): BasketProblem {
    const kind = problemOf(failure);
    if (kind === 'session-ended') hooks.sessionEnded?.();
    return kind;
  }

  /** What the scheduler sees: at most one PATCH's worth of the queue, so one send is one request. */
  const schedulerQueue: QueueStore = {
    read: () => storedQueue.read().slice(0, MAX_QUEUE_ENTRIES_PER_PATCH),
    write(head) {
      storedQueue.write([...head, ...storedQueue.read().slice(MAX_QUEUE_ENTRIES_PER_PATCH)]);
      update();
    },
  };

  /**
   * Sends one snapshot of the queue head. A 422 drops the entries it names and sends the rest (the
   * provider changed nothing); true then means the whole snapshot is done with. Any other failure
   * keeps the queue (without the dropped entries) and the scheduler retries.
   */
  function sendChanges(snapshot: QueueEntry[]): Promise<boolean> {
    const epoch = accountEpoch;
    return withTabLock(SEND_LOCK, async () => {
      if (!startsWith(storedQueue.read(), snapshot)) {
        // Another tab sent these meanwhile: start again from what is queued now.
        setTimeout(() => void scheduler?.flush(), 0);
        return false;
      }
      sending = snapshot;
      try {
        let pending = snapshot;
        for (;;) {
          const result = await api.update(locale, pending, { keepalive: true });
          if (result.ok) {
            lastSendFailed = false;
            problem = null;
            if (epoch === accountEpoch) receive(result.data);
            return true;
          }
          if (result.status === 422) {
            const named = namedEntryIndexes(result.errors, pending.length);
            const rest = named.size === 0 ? [] : pending.filter((_, index) => !named.has(index));
            if (rest.length === 0) return true;
            pending = rest;
            continue;
          }
          if (pending !== snapshot) storedQueue.write([...pending, ...storedQueue.read().slice(snapshot.length)]);
          lastSendFailed = true;
          problem = failed(result);
          update();
          return false;
        }
      } finally {
        sending = null;
      }
    });
  }

  /** Sends everything queued now; resolves once the server holds it, or with why it does not. */
  async function flush(): Promise<SyncOutcome> {
    const current = scheduler;
    if (!current) return { ok: true };
    // A change made while a send is on its way leaves something to send: go round again.
    for (let round = 0; round < 5; round += 1) {
      lastSendFailed = false;
      if (await current.flush()) return { ok: true };
      if (lastSendFailed) return { ok: false, problem: problem ?? 'failed' };
    }
    return storedQueue.read().length === 0 ? { ok: true } : { ok: false, problem: problem ?? 'failed' };
  }

  /** GET /api/basket for the shopper `userId`, after sending the queue (SPEC.md §4). */
  async function loadServerBasket(userId: number): Promise<Basket | null> {
    if (account.kind !== 'signed-in' || account.userId !== userId) setAccount({ kind: 'signed-in', userId });
    const epoch = accountEpoch;
    await flush();
    const before = serverEpoch;
    const result = await api.basket(locale);
    if (epoch !== accountEpoch) return server;
    if (!result.ok) {
      if (server === null) loadFailed = true;
      failed(result);
      update();
      throw new Error(`basket not loaded: ${result.status}`);
    }
    // A send answered while this GET was on its way: that answer is the newer basket.
    if (serverEpoch === before) receive(result.data);
    update();
    return server;
  }

  // ---- the login merge ----

  /** A guest basket while signed in (just logged in, or written by a tab that still thinks it is a guest). */
  function mergeGuestBasket() {
    if (!signedIn() || storedGuestBasket.read().length === 0) return;
    const epoch = accountEpoch;
    void withTabLock(MERGE_LOCK, async () => {
      // Read again under the lock: another tab may have moved it already.
      const products = storedGuestBasket.read();
      if (epoch !== accountEpoch || products.length === 0) return false;
      for (const product of products) {
        if (!known.has(product.id)) known.set(product.id, product);
        mergeWatch.set(product.id, product.name);
      }
      let queue = storedQueue.read();
      for (const change of changesForGuestBasket(linesOf(products))) queue = enqueue(queue, change);
      // Queued before the guest basket is cleared: from here on the queue's retries carry it.
      storedQueue.write(queue);
      mergeQueuedAt = serverEpoch;
      if (account.kind === 'signed-in') storedQueueOwner.write(account.userId);
      storedGuestBasket.write([]);
      update();
      return true;
    }).then(async (merged) => {
      if (!merged) return;
      const sent = await flush();
      if (sent.ok && epoch === accountEpoch) noteMergeDrops();
    });
  }

  /**
   * Once the merged lines reached the server: those its basket does not hold were dropped (an
   * increase of a sold-out product adds nothing; an unknown product is refused with a 422). Lines
   * the shopper removed meanwhile left the watch list.
   */
  function noteMergeDrops() {
    // No newer answer here (another tab sent the changes): say nothing rather than something wrong.
    if (!server || mergeWatch.size === 0 || serverEpoch === mergeQueuedAt) return;
    const held = new Set(server.products.map((product) => product.id));
    const dropped = [...mergeWatch].filter(([id]) => !held.has(id)).map(([, name]) => name);
    mergeWatch.clear();
    if (dropped.length === 0) return;
    mergeDropped = [...mergeDropped, ...dropped];
    update();
  }

  function setAccount(next: BasketAccount) {
    const same =
      next.kind === account.kind && (next.kind !== 'signed-in' || (account.kind === 'signed-in' && account.userId === next.userId));
    if (same) return;
    start();
    account = next;
    accountEpoch += 1;
    server = null;
    promo = null;
    promoDropped = false;
    problem = null;
    loadFailed = false;
    mergeWatch.clear();
    mergeDropped = [];
    if (next.kind === 'signed-in') {
      // Changes another account left in this browser are not this shopper's to send.
      const owner = storedQueueOwner.read();
      if (owner !== null && owner !== next.userId) storedQueue.write([]);
      else if (storedQueue.read().length > 0) storedQueueOwner.write(next.userId);
      scheduler ??= createSendScheduler({ store: schedulerQueue, send: sendChanges });
      mergeGuestBasket();
    } else {
      // Logged out or the session ended: the queue stays for this account's next login.
      scheduler?.dispose();
      scheduler = null;
    }
    update();
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
    return { kind: 'added' };
  }

  function queuedChange(change: BasketChange) {
    // A product that could not be fetched for showing is tried again with the next change.
    unavailable.clear();
    storedQueue.write(enqueue(storedQueue.read(), change));
    if (account.kind === 'signed-in') storedQueueOwner.write(account.userId);
    update();
    // While a code is applied, the provider recalculates it on every quantity change.
    if (promo) void recalculatePromo();
    else scheduler?.changed();
  }

  async function product(id: number): Promise<{ ok: true; product: BasketProduct } | { ok: false; outcome: AddOutcome }> {
    const held = known.get(id) ?? view.items.find((item) => item.product.id === id)?.product;
    if (held) return { ok: true, product: held };
    const result = await api.product(locale, id);
    if (result.ok) {
      known.set(id, result.data);
      unavailable.delete(id);
      return { ok: true, product: result.data };
    }
    if (result.status === 404) return { ok: false, outcome: { kind: 'gone' } };
    return { ok: false, outcome: { kind: 'failed', problem: problemOf(result) } };
  }

  /** One more of a product (a buy click or `+`): SPEC.md §4 "increase", count 1. */
  async function add(id: number): Promise<AddOutcome> {
    start();
    const change: BasketChange = { id, type: 'increase', count: 1 };
    if (!signedIn()) {
      const inGuest = storedGuestBasket.read().find((candidate) => candidate.id === id);
      if (inGuest) return guestChange(change);
      const found = await product(id);
      if (!found.ok) return found.outcome;
      if (!signedIn()) return guestChange(change, found.product);
    }
    const item = view.ready ? view.items.find((candidate) => candidate.product.id === id) : undefined;
    if (item) {
      if (quantityBound(item.product) === 0) return { kind: 'sold-out' };
      if (item.quantity >= item.maxQuantity) return { kind: 'limit' };
    } else {
      const found = await product(id);
      if (found.ok && quantityBound(found.product) === 0) return { kind: 'sold-out' };
      if (!found.ok && found.outcome.kind === 'gone') return found.outcome;
      // No answer: queued all the same; the send brings the provider's word on it.
    }
    if (!signedIn()) return guestChange(change, known.get(id));
    queuedChange(change);
    return { kind: 'added' };
  }

  /** One less; the line goes at 0. */
  function decrease(id: number, count = 1) {
    const change: BasketChange = { id, type: 'decrease', count: Math.max(1, Math.min(count, MAX_ITEM_QUANTITY)) };
    // Taken out by the shopper: not a line the merge dropped.
    mergeWatch.delete(id);
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
    promoDropped = false;
    const sent = await flush();
    if (!sent.ok) return { kind: 'failed', problem: sent.problem };
    const result = await api.applyPromo(locale, code);
    if (result.ok) {
      promo = result.data;
      update();
      return { kind: 'applied', promo: result.data };
    }
    if (result.status === 422) {
      const reason = failureReason(result);
      return { kind: 'invalid', reason: isPromoRefusal(reason) ? reason : null, message: result.message };
    }
    if (result.status === 429) return { kind: 'rate-limited', message: result.message };
    return { kind: 'failed', problem: failed(result) };
  }

  /** Sends the change at once and asks the code again; repeated changes meanwhile ask once more. */
  async function recalculatePromo() {
    if (recalculating) {
      recalculateAgain = true;
      return;
    }
    recalculating = true;
    update();
    try {
      do {
        recalculateAgain = false;
        const sent = await flush();
        if (!sent.ok || !promo) break;
        const result = await api.applyPromo(locale, promo.code);
        if (result.ok) promo = result.data;
        else if (result.status === 422) {
          promo = null;
          promoDropped = true;
        } else if (result.status === 401) failed(result);
        // Any other failure: the send's answer already carried the provider's recalculated promo.
      } while (recalculateAgain);
    } finally {
      recalculating = false;
      update();
    }
  }

  async function removePromo(): Promise<SyncOutcome> {
    if (!signedIn()) return { ok: true };
    const sent = await flush();
    if (!sent.ok) return sent;
    const result = await api.removePromo(locale);
    if (!result.ok) return { ok: false, problem: failed(result) };
    receive(result.data);
    promo = null;
    update();
    return { ok: true };
  }

  // ---- the window: other tabs, leaving the page, the network returning ----

  function onStorage(event: StorageEvent) {
    const { key } = event;
    if (key === null || key === BASKET_STORAGE_KEY) {
      storedGuestBasket.read();
      mergeGuestBasket();
    }
    if (key === null || key === BASKET_QUEUE_STORAGE_KEY) {
      const before = storedQueue.current();
      const after = storedQueue.read();
      // Another tab sent part of the queue: the server basket here is older than its answer.
      if (signedIn() && !startsWith(after, before)) hooks.reload?.();
    }
    update();
  }

  function onVisibilityChange() {
    if (document.visibilityState === 'hidden') void scheduler?.flush();
  }

  /**
   * The page is being unloaded: what is not on its way yet goes with a keepalive request, and
   * whatever is on its way is taken off the queue, since no answer will be read here to do it.
   * (A page kept in the back-forward cache lives on and finishes its sends itself.)
   */
  function onPageHide(event: PageTransitionEvent) {
    if (event.persisted || !signedIn()) return;
    let rest = storedQueue.read();
    if (sending) rest = rest.slice(sending.length);
    const last = rest.slice(0, MAX_QUEUE_ENTRIES_PER_PATCH);
    storedQueue.write(rest.slice(last.length));
    if (last.length > 0) void api.update(locale, last, { keepalive: true });
  }

  function onOnline() {
    unavailable.clear();
    update();
    if (signedIn() && storedQueue.read().length > 0) void scheduler?.flush();
  }

  function start() {
    if (started || typeof window === 'undefined') return;
    started = true;
    storedGuestBasket.read();
    storedQueue.read();
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibilityChange);
    update();
  }

  function stop() {
    if (!started) return;
    started = false;
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibilityChange);
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
      locale = next;
    },
    setAccount,
    /** The layout's host passes how to reload the basket and ask for the user again. */
    connect(next: BasketStoreHooks): () => void {
      hooks = next;
      return () => {
        if (hooks === next) hooks = {};
      };
    },
    loadServerBasket,
    /** Asks the layout's host to load the server basket again (a retry after a failed load). */
    reload() {
      hooks.reload?.();
    },
    add,
    increase: add,
    decrease,
    remove,
    flush,
    /** Before checkout: the server must hold every change. */
    prepareCheckout: flush,
    applyPromo,
    removePromo,
    /** The shopper read which products the login merge dropped. */
    dismissMergeDropped() {
      if (mergeDropped.length === 0) return;
      mergeDropped = [];
      update();
    },
    /** Drops everything in memory and the listeners (tests; storage is left as it is). */
    reset() {
      stop();
      scheduler?.dispose();
      scheduler = null;
      account = { kind: 'unknown' };
      accountEpoch += 1;
      server = null;
      serverEpoch = 0;
      promo = null;
      promoDropped = false;
      recalculating = false;
      recalculateAgain = false;
      sending = null;
      lastSendFailed = false;
      problem = null;
      loadFailed = false;
      mergeWatch.clear();
      mergeDropped = [];
      hooks = {};
      known.clear();
      fetching.clear();
      unavailable.clear();
      storedGuestBasket.reset();
      storedQueue.reset();
      view = EMPTY_BASKET_VIEW;
      listeners.clear();
    },
  };
}

export type BasketStore = ReturnType<typeof createBasketStore>;

export type { AddOutcome, BasketAccount, BasketItem, BasketMode, BasketProblem, BasketView, PromoOutcome, SyncOutcome } from './basket-view';

/** The page's basket. */
export const basketStore: BasketStore = createBasketStore();

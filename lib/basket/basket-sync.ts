// How a signed-in shopper's basket reaches the server and comes back (docs/basket-contract.md "BFF"),
// loaded by the store once someone signs in (a guest's pages never load it): the queue is sent one PATCH at a time by the send scheduler (send-scheduler.ts) under
// a tab lock, a 422 drops only the entries it names, every answer replaces the server basket; at
// login the guest basket becomes queued increases, and the lines the server did not keep are named.
// It reads and writes the store's memory (store-memory.ts) and calls `update` after each change.
import { namedEntryIndexes, type BasketApi } from '@/lib/client/basket';
import type { ApiFailure } from '@/lib/client/request';
import type { Basket, QueueEntry } from '@/lib/types/basket';
import { MAX_QUEUE_ENTRIES_PER_PATCH } from '@/lib/types/basket';
import { failedCall, isSignedIn, receiveBasket, type BasketState } from './store-memory';
import type { BasketProblem, SyncOutcome } from './view-shape';
import { linesOf } from './lines';
import { changesForGuestBasket, enqueue } from './queue';
import { createSendScheduler, type QueueStore, type SendScheduler } from './send-scheduler';
import { storedGuestBasket, storedQueue, storedQueueOwner } from './local-storage';
import { withTabLock } from './web-lock';

const SEND_LOCK = 'basket-send';
const MERGE_LOCK = 'basket-login-merge';

/** The queue still begins with these changes (the same keys: the same changes, not look-alikes). */
function startsWith(queue: readonly QueueEntry[], head: readonly QueueEntry[]): boolean {
  if (head.length > queue.length) return false;
  return head.every((change, i) => queue[i]!.key === change.key);
}

export interface BasketSyncOptions {
  state: BasketState;
  api: BasketApi;
  /** Shows the memory's new state (the store's view and listeners). */
  update: () => void;
}

export function createBasketSync({ state, api, update }: BasketSyncOptions) {
  let scheduler: SendScheduler | null = null;

  const receive = (basket: Basket) => receiveBasket(state, basket);
  const failed = (failure: ApiFailure): BasketProblem => failedCall(state, failure);

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
    const epoch = state.accountEpoch;
    return withTabLock(SEND_LOCK, async () => {
      if (!startsWith(storedQueue.read(), snapshot)) {
        // Another tab sent these meanwhile: start again from what is queued now.
        setTimeout(() => void scheduler?.flush(), 0);
        return false;
      }
      state.sending = snapshot;
      try {
        let pending = snapshot;
        for (;;) {
          const result = await api.update(state.locale, pending, { keepalive: true });
          if (result.ok) {
            state.lastSendFailed = false;
            state.problem = null;
            if (epoch === state.accountEpoch) receive(result.data);
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
          state.lastSendFailed = true;
          state.problem = failed(result);
          update();
          return false;
        }
      } finally {
        state.sending = null;
      }
    });
  }

  /** Sends everything queued now; resolves once the server holds it, or with why it does not. */
  async function flush(): Promise<SyncOutcome> {
    const current = scheduler;
    if (!current) return { ok: true };
    // A change made while a send is on its way leaves something to send: go round again.
    for (let round = 0; round < 5; round += 1) {
      state.lastSendFailed = false;
      if (await current.flush()) return { ok: true };
      if (state.lastSendFailed) return { ok: false, problem: state.problem ?? 'failed' };
    }
    return storedQueue.read().length === 0 ? { ok: true } : { ok: false, problem: state.problem ?? 'failed' };
  }

  /** GET /api/basket for the current shopper, after sending the queue (docs/product/order-states.md). */
  async function loadServerBasket(): Promise<Basket | null> {
    const epoch = state.accountEpoch;
    await flush();
    const before = state.serverEpoch;
    const result = await api.basket(state.locale);
    if (epoch !== state.accountEpoch) return state.server;
    if (!result.ok) {
      if (state.server === null) state.loadFailed = true;
      failed(result);
      update();
      throw new Error(`basket not loaded: ${result.status}`);
    }
    // A send answered while this GET was on its way: that answer is the newer basket.
    if (state.serverEpoch === before) receive(result.data);
    update();
    return state.server;
  }

  /** A guest basket while signed in (just logged in, or written by a tab that still thinks it is a guest). */
  function mergeGuestBasket() {
    if (!isSignedIn(state) || storedGuestBasket.read().length === 0) return;
    const epoch = state.accountEpoch;
    void withTabLock(MERGE_LOCK, async () => {
      // Read again under the lock: another tab may have moved it already.
      const products = storedGuestBasket.read();
      if (epoch !== state.accountEpoch || products.length === 0) return false;
      for (const product of products) {
        if (!state.known.has(product.id)) state.known.set(product.id, product);
        state.mergeWatch.set(product.id, product.name);
      }
      let queue = storedQueue.read();
      for (const change of changesForGuestBasket(linesOf(products))) queue = enqueue(queue, change);
      // Queued before the guest basket is cleared: from here on the queue's retries carry it.
      storedQueue.write(queue);
      state.mergeQueuedAt = state.serverEpoch;
      if (state.account.kind === 'signed-in') storedQueueOwner.write(state.account.userId);
      storedGuestBasket.write([]);
      update();
      return true;
    }).then(async (merged) => {
      if (!merged) return;
      const sent = await flush();
      if (sent.ok && epoch === state.accountEpoch) noteMergeDrops();
    });
  }

  /**
   * Once the merged lines reached the server: those its basket does not hold were dropped (an
   * increase of a sold-out product adds nothing; an unknown product is refused with a 422). Lines
   * the shopper removed meanwhile left the watch list.
   */
  function noteMergeDrops() {
    // No newer answer here (another tab sent the changes): say nothing rather than something wrong.
    if (!state.server || state.mergeWatch.size === 0 || state.serverEpoch === state.mergeQueuedAt) return;
    const held = new Set(state.server.products.map((product) => product.id));
    const dropped = [...state.mergeWatch].filter(([id]) => !held.has(id)).map(([, name]) => name);
    state.mergeWatch.clear();
    if (dropped.length === 0) return;
    state.mergeDropped = [...state.mergeDropped, ...dropped];
    update();
  }

  return {
    receive,
    failed,
    flush,
    loadServerBasket,
    mergeGuestBasket,

    /** `userId` just signed in: their queue is sent from now on and the guest basket joins it. */
    signedIn(userId: number) {
      // Changes another account left in this browser are not this shopper's to send.
      const owner = storedQueueOwner.read();
      if (owner !== null && owner !== userId) storedQueue.write([]);
      else if (storedQueue.read().length > 0) storedQueueOwner.write(userId);
      scheduler ??= createSendScheduler({ store: schedulerQueue, send: sendChanges });
      mergeGuestBasket();
    },

    /** Logged out or the session ended: the queue stays for this account's next login. */
    stop() {
      scheduler?.dispose();
      scheduler = null;
    },

    /** A change was queued: the scheduler's 10 s start again (or it sends at 30 entries). */
    changed() {
      scheduler?.changed();
    },

    /** Sends what is queued without waiting for the scheduler's delay. */
    sendNow() {
      void scheduler?.flush();
    },

    /** Another tab wrote the stored baskets. */
    followOtherTab(changed: { guestBasket: boolean; queue: boolean }) {
      if (changed.guestBasket) {
        storedGuestBasket.read();
        mergeGuestBasket();
      }
      if (changed.queue) {
        const before = storedQueue.current();
        const after = storedQueue.read();
        // Another tab sent part of the queue: the server basket here is older than its answer.
        if (isSignedIn(state) && !startsWith(after, before)) state.hooks.reload?.();
      }
    },

    /**
     * The page is being unloaded: what is not on its way yet goes with a keepalive request, and
     * whatever is on its way is taken off the queue, since no answer will be read here to do it.
     * (A page kept in the back-forward cache lives on and finishes its sends itself.)
     */
    sendBeforeUnload() {
      if (!isSignedIn(state)) return;
      let rest = storedQueue.read();
      if (state.sending) rest = rest.slice(state.sending.length);
      const last = rest.slice(0, MAX_QUEUE_ENTRIES_PER_PATCH);
      storedQueue.write(rest.slice(last.length));
      if (last.length > 0) void api.update(state.locale, last, { keepalive: true });
    },
  };
}

export type BasketSync = ReturnType<typeof createBasketSync>;

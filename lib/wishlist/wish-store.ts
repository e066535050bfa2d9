// The page's one wishlist (docs/wishlist-contract.md "Screens"), outside React so that every heart,
// the layout's host and the wishlist page read and change the same thing. It holds only which
// product ids are wished; the wishlist page loads the products themselves.
//
// A guest's wishlist is `localStorage.wishlist` (stored.ts: ids only, validated when read); other
// tabs follow it through `storage` events. While the check of who is signed in is under way the
// guest's ids show (most visitors are guests, and a signed-in shopper's stored list is empty once
// merged). This module is in every catalogue page's first load, so it holds only that: what talks to
// the BFF for an account (its list, the login merge, a press, a removal: wish-actions.ts) loads on
// first use, when an account is known or a signed-in shopper presses a heart.
import { WISHLIST_LIMIT } from './limits';
import { readGuestWishlist, WISHLIST_STORAGE_KEY, writeGuestWishlist } from './stored';
import type { WishActions } from './wish-actions';

export type WishAccount = { kind: 'unknown' } | { kind: 'guest' } | { kind: 'signed-in'; userId: number };

/** What a heart's press did: `full` at the bound, `gone` for a product that no longer exists. */
export type ToggleOutcome = { kind: 'added' } | { kind: 'removed' } | { kind: 'full' } | { kind: 'gone' } | { kind: 'failed' };

export interface WishStoreHooks {
  /** The provider no longer knows the session: ask who is signed in again. */
  sessionEnded?: () => void;
  /** The login merge could not add the guest's ids: the account's list is full. */
  mergeFull?: () => void;
}

/** The store's memory, shared with the account's actions (wish-actions.ts). */
export interface WishState {
  locale: string;
  account: WishAccount;
  /** Grows with every change of account: answers for an earlier one are ignored. */
  epoch: number;
  ids: ReadonlySet<number>;
  /** Account changes on their way: while one is, an answer does not overwrite the others' state. */
  pending: number;
  hooks: WishStoreHooks;
  show(next: Iterable<number>): void;
}

const EMPTY: ReadonlySet<number> = new Set();

const loadActions = () => import('./wish-actions').then((module) => module.createWishActions());

export function createWishStore({ actions = loadActions }: { actions?: () => Promise<WishActions> } = {}) {
  const listeners = new Set<() => void>();
  const state: WishState = {
    locale: 'pt-BR',
    account: { kind: 'unknown' },
    epoch: 0,
    ids: EMPTY,
    pending: 0,
    hooks: {},
    show(next) {
      state.ids = new Set(next);
      for (const listener of listeners) listener();
    },
  };
  let stopListening: (() => void) | null = null;
  const signedIn = () => state.account.kind === 'signed-in';

  /** The account's list, after adding the guest's ids to it (the login merge); a chunk that fails to load leaves hearts unpressed. */
  function loadAccount() {
    const epoch = state.epoch;
    actions().then(
      (loaded) => loaded.loadAccount(state, epoch),
      () => undefined,
    );
  }

  function start() {
    if (stopListening || typeof window === 'undefined') return;
    const onStorage = ({ key }: StorageEvent) => {
      if (key !== null && key !== WISHLIST_STORAGE_KEY) return;
      // Another tab, still a guest, wrote the list: an account takes it in.
      if (signedIn()) loadAccount();
      else state.show(readGuestWishlist());
    };
    window.addEventListener('storage', onStorage);
    stopListening = () => window.removeEventListener('storage', onStorage);
    if (!signedIn()) state.show(readGuestWishlist());
  }

  function setAccount(next: WishAccount) {
    const { account } = state;
    const same = next.kind === account.kind && (next.kind !== 'signed-in' || (account.kind === 'signed-in' && account.userId === next.userId));
    if (same) return;
    state.account = next;
    state.epoch += 1;
    state.pending = 0;
    start();
    if (next.kind === 'signed-in') {
      state.show(EMPTY);
      loadAccount();
    } else {
      state.show(readGuestWishlist());
    }
  }

  function guestToggle(id: number): ToggleOutcome {
    const wished = state.ids.has(id);
    // The memory copy is the stored list (reads and other tabs' writes keep it so), and still works when storage is blocked.
    const current = [...state.ids];
    if (!wished && current.length >= WISHLIST_LIMIT) return { kind: 'full' };
    const next = wished ? current.filter((other) => other !== id) : [...current, id];
    writeGuestWishlist(next);
    state.show(next);
    return { kind: wished ? 'removed' : 'added' };
  }

  /** A heart's press: wished ↔ not wished. */
  async function toggle(id: number): Promise<ToggleOutcome> {
    start();
    if (!signedIn()) return guestToggle(id);
    try {
      return await (await actions()).toggle(state, id);
    } catch {
      return { kind: 'failed' };
    }
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    has: (id: number) => state.ids.has(id),
    ids: () => state.ids,
    setLocale(next: string) {
      state.locale = next;
    },
    setAccount,
    connect(next: WishStoreHooks): () => void {
      state.hooks = next;
      return () => {
        if (state.hooks === next) state.hooks = {};
      };
    },
    toggle,
    /** The wishlist page's remove: the list the BFF answered, the hearts following it. */
    remove: async (id: number) => (await actions()).remove(state, id),
    /** The wishlist page loaded the account's list: the hearts follow it. */
    showList(productIds: readonly number[]) {
      if (signedIn() && state.pending === 0) state.show(productIds);
    },
    /** Drops the account, the listeners and the memory (tests; storage is left as it is). */
    reset() {
      stopListening?.();
      stopListening = null;
      state.account = { kind: 'unknown' };
      state.epoch += 1;
      state.pending = 0;
      state.hooks = {};
      state.ids = EMPTY;
      listeners.clear();
    },
  };
}

export type WishStore = ReturnType<typeof createWishStore>;

/** The page's wishlist. */
export const wishStore: WishStore = createWishStore();

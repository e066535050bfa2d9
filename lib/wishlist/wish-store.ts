// The page's one wishlist (docs/wishlist-contract.md "Screens"), outside React so that every heart,
// the layout's host and the wishlist page read and change the same thing. It holds only which
// product ids are wished; the wishlist page loads the products themselves.
//
// A guest's wishlist is `localStorage.wishlist` (stored.ts: ids only, validated when read); other
// tabs follow it through `storage` events. A signed-in shopper's is the provider's, read with
// GET /api/wishlist when the account is known and changed with POST/DELETE (shown at once, put back
// when refused). At login, like the guest basket, the guest's ids are added to the account's list in
// one POST and leave the browser once the account holds them; while the check of who is signed in
// is still under way the guest's ids show (most visitors are guests, and a signed-in shopper's stored
// list is empty once merged).
import { failureReason, type ApiResult } from '@/lib/client/request';
import { wishlistApi, type WishlistApi } from '@/lib/client/wishlist';
import type { Wishlist } from '@/lib/types/wishlist';
import { WISHLIST_LIMIT } from './limits';
import { readGuestWishlist, WISHLIST_STORAGE_KEY, writeGuestWishlist } from './stored';

export type WishAccount = { kind: 'unknown' } | { kind: 'guest' } | { kind: 'signed-in'; userId: number };

/** What a heart's press did: `full` at the bound, `gone` for a product that no longer exists. */
export type ToggleOutcome = { kind: 'added' } | { kind: 'removed' } | { kind: 'full' } | { kind: 'gone' } | { kind: 'failed' };

export interface WishStoreHooks {
  /** The provider no longer knows the session: ask who is signed in again. */
  sessionEnded?: () => void;
  /** The login merge could not add the guest's ids: the account's list is full. */
  mergeFull?: () => void;
}

const EMPTY: ReadonlySet<number> = new Set();

export function createWishStore({ api = wishlistApi }: { api?: WishlistApi } = {}) {
  let locale = 'pt-BR';
  let account: WishAccount = { kind: 'unknown' };
  /** Grows with every change of account: answers for an earlier one are ignored. */
  let epoch = 0;
  let ids: ReadonlySet<number> = EMPTY;
  /** Signed-in changes on their way: while one is, an answer does not overwrite the others' state. */
  let pending = 0;
  let hooks: WishStoreHooks = {};
  const listeners = new Set<() => void>();
  let stopListening: (() => void) | null = null;

  function show(next: Iterable<number>) {
    ids = new Set(next);
    for (const listener of listeners) listener();
  }

  const idsOf = (list: Wishlist) => list.products.map((product) => product.id);
  const signedIn = () => account.kind === 'signed-in';

  function start() {
    if (stopListening || typeof window === 'undefined') return;
    const onStorage = ({ key }: StorageEvent) => {
      if (key !== null && key !== WISHLIST_STORAGE_KEY) return;
      // Another tab, still a guest, wrote the list: an account takes it in.
      if (signedIn()) void loadAccount();
      else show(readGuestWishlist());
    };
    window.addEventListener('storage', onStorage);
    stopListening = () => window.removeEventListener('storage', onStorage);
    if (!signedIn()) show(readGuestWishlist());
  }

  /** The account's list, after adding the guest's ids to it (the login merge). */
  async function loadAccount() {
    const mine = epoch;
    const guest = readGuestWishlist();
    const result = guest.length > 0 ? await api.add(locale, guest) : await api.list(locale);
    if (mine !== epoch) return;
    if (result.ok) {
      // Only what was sent leaves the browser: another tab may have stored more meanwhile.
      if (guest.length > 0) writeGuestWishlist(readGuestWishlist().filter((id) => !guest.includes(id)));
      if (pending === 0) show(idsOf(result.data));
      return;
    }
    if (guest.length > 0 && failureReason(result) === 'wishlist_full') {
      writeGuestWishlist([]);
      hooks.mergeFull?.();
      const list = await api.list(locale);
      if (mine === epoch && list.ok && pending === 0) show(idsOf(list.data));
      return;
    }
    if (result.status === 401) hooks.sessionEnded?.();
    // Anything else (offline, the shop down): hearts show unpressed; the guest's ids wait for the next load.
  }

  function setAccount(next: WishAccount) {
    const same = next.kind === account.kind && (next.kind !== 'signed-in' || (account.kind === 'signed-in' && account.userId === next.userId));
    if (same) return;
    account = next;
    epoch += 1;
    pending = 0;
    start();
    if (next.kind === 'signed-in') {
      show(EMPTY);
      void loadAccount();
    } else {
      show(readGuestWishlist());
    }
  }

  function guestToggle(id: number): ToggleOutcome {
    const wished = ids.has(id);
    // The memory copy is the stored list (reads and other tabs' writes keep it so), and still works when storage is blocked.
    const current = [...ids];
    if (!wished && current.length >= WISHLIST_LIMIT) return { kind: 'full' };
    const next = wished ? current.filter((other) => other !== id) : [...current, id];
    writeGuestWishlist(next);
    show(next);
    return { kind: wished ? 'removed' : 'added' };
  }

  /** Shows `id` wished or not, the rest as it is now. */
  function showOne(id: number, wished: boolean) {
    const next = new Set(ids);
    if (wished) next.add(id);
    else next.delete(id);
    show(next);
  }

  async function accountChange<T extends Wishlist>(id: number, wished: boolean, send: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    const mine = epoch;
    showOne(id, wished);
    pending += 1;
    try {
      const result = await send();
      if (mine !== epoch) return result;
      if (result.ok) {
        if (pending === 1) show(idsOf(result.data));
      } else {
        showOne(id, !wished);
        if (result.status === 401) hooks.sessionEnded?.();
      }
      return result;
    } finally {
      if (mine === epoch) pending -= 1;
    }
  }

  /** A heart's press: wished ↔ not wished. */
  async function toggle(id: number): Promise<ToggleOutcome> {
    start();
    if (!signedIn()) return guestToggle(id);
    const wished = ids.has(id);
    if (wished) {
      const result = await accountChange(id, false, () => api.remove(locale, id));
      return result.ok ? { kind: 'removed' } : { kind: 'failed' };
    }
    const result = await accountChange(id, true, () => api.add(locale, [id]));
    if (result.ok) return result.data.unknown.includes(id) ? { kind: 'gone' } : { kind: 'added' };
    return failureReason(result) === 'wishlist_full' ? { kind: 'full' } : { kind: 'failed' };
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    has: (id: number) => ids.has(id),
    ids: () => ids,
    setLocale(next: string) {
      locale = next;
    },
    setAccount,
    connect(next: WishStoreHooks): () => void {
      hooks = next;
      return () => {
        if (hooks === next) hooks = {};
      };
    },
    toggle,
    /** The wishlist page's remove: the list the BFF answered, the hearts following it. */
    remove: (id: number) => accountChange(id, false, () => api.remove(locale, id)),
    /** The wishlist page loaded the account's list: the hearts follow it. */
    showList(list: Wishlist) {
      if (signedIn() && pending === 0) show(idsOf(list));
    },
    /** Drops the account, the listeners and the memory (tests; storage is left as it is). */
    reset() {
      stopListening?.();
      stopListening = null;
      account = { kind: 'unknown' };
      epoch += 1;
      pending = 0;
      hooks = {};
      ids = EMPTY;
      listeners.clear();
    },
  };
}

export type WishStore = ReturnType<typeof createWishStore>;

/** The page's wishlist. */
export const wishStore: WishStore = createWishStore();

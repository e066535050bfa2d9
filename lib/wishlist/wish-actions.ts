// What the page's wishlist (wish-store.ts) does for a signed-in shopper, loaded on first use so the
// catalogue pages' first load carries none of it: the account's list read with GET /api/wishlist; at
// login, like the guest basket, the guest's ids added to the account in one POST and removed from
// the browser once the account holds them; a press shown at once, sent (POST or DELETE) and put back
// when refused.
import { failureReason, type ApiResult } from '@/lib/client/request';
import { wishlistApi, type WishlistApi } from '@/lib/client/wishlist';
import type { Wishlist } from '@/lib/types/wishlist';
import { readGuestWishlist, writeGuestWishlist } from './stored';
import type { ToggleOutcome, WishState } from './wish-store';

const idsOf = (list: Wishlist) => list.products.map((product) => product.id);

export function createWishActions(api: WishlistApi = wishlistApi) {
  /** `mine`: the store's epoch when the account became known (an account that left since is not loaded). */
  async function loadAccount(state: WishState, mine: number): Promise<void> {
    if (mine !== state.epoch) return;
    const guest = readGuestWishlist();
    const result = guest.length > 0 ? await api.add(state.locale, guest) : await api.list(state.locale);
    if (mine !== state.epoch) return;
    if (result.ok) {
      // Only what was sent leaves the browser: another tab may have stored more meanwhile.
      if (guest.length > 0) writeGuestWishlist(readGuestWishlist().filter((id) => !guest.includes(id)));
      if (state.pending === 0) state.show(idsOf(result.data));
      return;
    }
    if (guest.length > 0 && failureReason(result) === 'wishlist_full') {
      writeGuestWishlist([]);
      state.hooks.mergeFull?.();
      const list = await api.list(state.locale);
      if (mine === state.epoch && list.ok && state.pending === 0) state.show(idsOf(list.data));
      return;
    }
    if (result.status === 401) state.hooks.sessionEnded?.();
    // Anything else (offline, the shop down): hearts show unpressed; the guest's ids wait for the next load.
  }

  /** Shows `id` wished or not, the rest as it is now. */
  function showOne(state: WishState, id: number, wished: boolean) {
    const next = new Set(state.ids);
    if (wished) next.add(id);
    else next.delete(id);
    state.show(next);
  }

  async function change<T extends Wishlist>(state: WishState, id: number, wished: boolean, send: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    const mine = state.epoch;
    showOne(state, id, wished);
    state.pending += 1;
    try {
      const result = await send();
      if (mine !== state.epoch) return result;
      if (result.ok) {
        if (state.pending === 1) state.show(idsOf(result.data));
      } else {
        showOne(state, id, !wished);
        if (result.status === 401) state.hooks.sessionEnded?.();
      }
      return result;
    } finally {
      if (mine === state.epoch) state.pending -= 1;
    }
  }

  async function toggle(state: WishState, id: number): Promise<ToggleOutcome> {
    if (state.ids.has(id)) {
      const result = await change(state, id, false, () => api.remove(state.locale, id));
      return result.ok ? { kind: 'removed' } : { kind: 'failed' };
    }
    const result = await change(state, id, true, () => api.add(state.locale, [id]));
    if (result.ok) return result.data.unknown.includes(id) ? { kind: 'gone' } : { kind: 'added' };
    return failureReason(result) === 'wishlist_full' ? { kind: 'full' } : { kind: 'failed' };
  }

  return {
    loadAccount,
    toggle,
    remove: (state: WishState, id: number) => change(state, id, false, () => api.remove(state.locale, id)),
  };
}

export type WishActions = ReturnType<typeof createWishActions>;

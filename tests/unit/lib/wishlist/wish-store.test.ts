/**
 * @jest-environment jsdom
 */
// The page's wishlist (lib/wishlist/wish-store.ts) against a fake BFF: a guest's hearts in
// localStorage, other tabs, the login merge (the guest's ids added to the account in one call and
// then removed from the browser), a signed-in shopper's changes shown at once and put back when
// refused, and answers meant for an account that is gone.
import type { ApiFailure, ApiResult } from '@/lib/client/request';
import type { WishlistApi } from '@/lib/client/wishlist';
import type { Wishlist, WishlistAdd } from '@/lib/types/wishlist';
import { WISHLIST_STORAGE_KEY } from '@/lib/wishlist/stored';
import { createWishActions } from '@/lib/wishlist/wish-actions';
import { createWishStore as createStore, type WishStore } from '@/lib/wishlist/wish-store';
import { wishedProduct } from '../../support/wishlist-fixtures';

const product = (id: number) => wishedProduct(id, { in_stock: 1 });
const list = (ids: number[]): Wishlist => ({ products: ids.map(product), count: ids.length, limit: 200 });
const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const failure = (status: number, reason?: string): ApiFailure => ({
  ok: false,
  status,
  message: 'refused',
  errors: {},
  ...(reason ? { details: { reason } } : {}),
});

/** A fake account wishlist; each call can be held to test what happens meanwhile. */
function fakeBff(initial: number[] = []) {
  let server = [...initial];
  const calls: string[] = [];
  let next: ApiFailure | null = null;
  let hold: Promise<void> | null = null;
  const answer = async <T>(call: string, apply: () => T): Promise<ApiResult<T>> => {
    calls.push(call);
    if (hold) await hold;
    if (next) {
      const refused = next;
      next = null;
      return refused;
    }
    return ok(apply());
  };
  const api: WishlistApi = {
    list: () => answer('GET', () => list(server)),
    add: (_locale, ids) =>
      answer(`POST ${ids.join(',')}`, (): WishlistAdd => {
        const known = ids.filter((id) => id < 900);
        server = [...known.filter((id) => !server.includes(id)).reverse(), ...server];
        return { ...list(server), unknown: ids.filter((id) => id >= 900) };
      }),
    remove: (_locale, id) =>
      answer(`DELETE ${id}`, () => {
        server = server.filter((other) => other !== id);
        return list(server);
      }),
  };
  return {
    api,
    calls,
    server: () => server,
    refuseNext: (refusal: ApiFailure) => {
      next = refusal;
    },
    holdCalls() {
      let release = () => {};
      hold = new Promise((resolve) => {
        release = () => {
          hold = null;
          resolve();
        };
      });
      return release;
    },
  };
}

/** The store with its account actions (loaded on first use in the page) talking to `api`. */
const createWishStore = ({ api }: { api: WishlistApi }) => createStore({ actions: async () => createWishActions(api) });

const stored = () => JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]') as unknown;
const wished = (store: WishStore) => [...store.ids()].sort((a, b) => a - b);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => window.localStorage.clear());

describe('a guest', () => {
  it('keeps hearts in localStorage: ids only, pressed and unpressed', async () => {
    const bff = fakeBff();
    const store = createWishStore({ api: bff.api });
    store.setAccount({ kind: 'guest' });
    await expect(store.toggle(5)).resolves.toEqual({ kind: 'added' });
    await expect(store.toggle(8)).resolves.toEqual({ kind: 'added' });
    expect(stored()).toEqual([5, 8]);
    expect(store.has(5)).toBe(true);
    await expect(store.toggle(5)).resolves.toEqual({ kind: 'removed' });
    expect(stored()).toEqual([8]);
    expect(bff.calls).toEqual([]);
  });

  it('shows the stored hearts while it is not yet known who is there', () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, '[3,"x",4]');
    const store = createWishStore({ api: fakeBff().api });
    const listener = jest.fn();
    store.subscribe(listener);
    expect(wished(store)).toEqual([3, 4]);
    expect(listener).toHaveBeenCalled();
  });

  it('stops at the bound with "full", nothing stored', async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(Array.from({ length: 200 }, (_, i) => i + 1)));
    const store = createWishStore({ api: fakeBff().api });
    store.setAccount({ kind: 'guest' });
    await expect(store.toggle(500)).resolves.toEqual({ kind: 'full' });
    expect((stored() as number[]).length).toBe(200);
    expect(store.has(500)).toBe(false);
  });

  it('follows another tab writing the list', () => {
    const store = createWishStore({ api: fakeBff().api });
    store.setAccount({ kind: 'guest' });
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, '[11]');
    window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY }));
    expect(wished(store)).toEqual([11]);
  });
});

describe('at login', () => {
  it("adds the guest's ids to the account in one call, then forgets them in the browser", async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, '[1,2]');
    const bff = fakeBff([7]);
    const store = createWishStore({ api: bff.api });
    store.setAccount({ kind: 'guest' });
    expect(wished(store)).toEqual([1, 2]);
    store.setAccount({ kind: 'signed-in', userId: 4 });
    await settle();
    expect(bff.calls).toEqual(['POST 1,2']);
    expect(wished(store)).toEqual([1, 2, 7]);
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it('keeps ids another tab stored while the merge was on its way', async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, '[1]');
    const bff = fakeBff();
    const release = bff.holdCalls();
    const store = createWishStore({ api: bff.api });
    store.setAccount({ kind: 'signed-in', userId: 4 });
    await settle();
    expect(bff.calls).toEqual(['POST 1']);
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, '[1,3]');
    release();
    await settle();
    expect(stored()).toEqual([3]);
  });

  it('only reads the account when the browser holds nothing', async () => {
    const bff = fakeBff([9]);
    const store = createWishStore({ api: bff.api });
    store.setAccount({ kind: 'signed-in', userId: 4 });
    await settle();
    expect(bff.calls).toEqual(['GET']);
    expect(wished(store)).toEqual([9]);
  });

  it('keeps the guest ids for the next page when the shop does not answer', async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, '[1,2]');
    const bff = fakeBff();
    bff.refuseNext(failure(0));
    const store = createWishStore({ api: bff.api });
    store.setAccount({ kind: 'signed-in', userId: 4 });
    await settle();
    expect(stored()).toEqual([1, 2]);
  });

  it("says so when the account's list is too full to take them, and shows the account's", async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, '[1,2]');
    const bff = fakeBff([5]);
    bff.refuseNext(failure(422, 'wishlist_full'));
    const store = createWishStore({ api: bff.api });
    const mergeFull = jest.fn();
    store.connect({ mergeFull });
    store.setAccount({ kind: 'signed-in', userId: 4 });
    await settle();
    expect(mergeFull).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
    expect(wished(store)).toEqual([5]);
  });

  it('asks who is signed in again when the session ended (401)', async () => {
    const bff = fakeBff();
    bff.refuseNext(failure(401));
    const store = createWishStore({ api: bff.api });
    const sessionEnded = jest.fn();
    store.connect({ sessionEnded });
    store.setAccount({ kind: 'signed-in', userId: 4 });
    await settle();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it("ignores an answer for an account that already left; logout shows the guest's (empty) list", async () => {
    const bff = fakeBff([9]);
    const release = bff.holdCalls();
    const store = createWishStore({ api: bff.api });
    store.setAccount({ kind: 'signed-in', userId: 4 });
    store.setAccount({ kind: 'guest' });
    release();
    await settle();
    expect(wished(store)).toEqual([]);
  });
});

describe('signed in', () => {
  async function signedIn(server: number[] = []) {
    const bff = fakeBff(server);
    const store = createWishStore({ api: bff.api });
    store.setAccount({ kind: 'signed-in', userId: 4 });
    await settle();
    bff.calls.length = 0;
    return { bff, store };
  }

  it('a press shows at once, is sent, and nothing is stored in the browser', async () => {
    const { bff, store } = await signedIn([2]);
    const release = bff.holdCalls();
    const pressed = store.toggle(6);
    await settle();
    expect(store.has(6)).toBe(true);
    release();
    await expect(pressed).resolves.toEqual({ kind: 'added' });
    expect(bff.calls).toEqual(['POST 6']);
    await expect(store.toggle(2)).resolves.toEqual({ kind: 'removed' });
    expect(bff.calls).toEqual(['POST 6', 'DELETE 2']);
    expect(wished(store)).toEqual([6]);
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it('a refused press is put back: full, failed', async () => {
    const { bff, store } = await signedIn([2]);
    bff.refuseNext(failure(422, 'wishlist_full'));
    await expect(store.toggle(6)).resolves.toEqual({ kind: 'full' });
    expect(store.has(6)).toBe(false);
    bff.refuseNext(failure(503));
    await expect(store.toggle(2)).resolves.toEqual({ kind: 'failed' });
    expect(store.has(2)).toBe(true);
  });

  it('a product that no longer exists is "gone"', async () => {
    const { store } = await signedIn();
    await expect(store.toggle(950)).resolves.toEqual({ kind: 'gone' });
    expect(store.has(950)).toBe(false);
  });

  it("an earlier answer does not undo a later press still on its way", async () => {
    const { bff, store } = await signedIn();
    const release = bff.holdCalls();
    const first = store.toggle(1);
    const second = store.toggle(2);
    release();
    await Promise.all([first, second]);
    expect(wished(store)).toEqual([1, 2]);
  });
});

it('a press whose code cannot be loaded (a deploy removed the chunk, offline) fails, nothing changed', async () => {
  const store = createStore({ actions: () => Promise.reject(new Error('ChunkLoadError')) });
  store.setAccount({ kind: 'signed-in', userId: 4 });
  await expect(store.toggle(3)).resolves.toEqual({ kind: 'failed' });
  expect(store.has(3)).toBe(false);
});

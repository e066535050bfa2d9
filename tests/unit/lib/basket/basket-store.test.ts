/**
 * @jest-environment jsdom
 */
// The page's basket store (lib/basket/basket-store.ts) against a fake shop: the guest basket in
// localStorage, the signed-in queue sent by the scheduler (10 s, 30 entries, failures kept, 422
// entries dropped), the login merge, other tabs and leaving the page.
import { act } from '@testing-library/react';
import { basketStore } from '@/lib/basket/basket-store';
import { basketLines, fakeShop, openAsGuest, product, resetBasketPageAfterEachTest, signIn, storedBasket, storedQueue, storedQueueKeys, writeFromAnotherTab } from '../../support/basket-harness';

const view = () => basketStore.getSnapshot();
const lines = basketLines;
const inc = (id: number, count = 1) => ({ id, type: 'increase', count });
const dec = (id: number, count = 1) => ({ id, type: 'decrease', count });

const catalogue = [product(1), product(2), product(3, { in_stock: 2 }), product(4, { in_stock: 0 })];

resetBasketPageAfterEachTest();

describe('a guest', () => {
  beforeEach(openAsGuest);

  it('adds a product by fetching it once, then increases the stored line', async () => {
    const shop = fakeShop({ catalogue });
    await expect(basketStore.add(2)).resolves.toEqual({ kind: 'added' });
    expect(shop.callsTo('GET /api/products/for-basket/2')).toHaveLength(1);
    expect(storedBasket()).toEqual([expect.objectContaining({ id: 2, name: 'Gift card 2', price: 2000, pivot: { quantity: 1 } })]);

    await expect(basketStore.add(2)).resolves.toEqual({ kind: 'added' });
    expect(shop.calls).toHaveLength(1);
    expect(storedBasket()).toEqual([expect.objectContaining({ id: 2, pivot: { quantity: 2 } })]);
    expect(view()).toMatchObject({ mode: 'guest', count: 2, total: 4000 });
    // Nothing is sent for a guest.
    expect(shop.callsTo('PATCH /api/basket')).toHaveLength(0);
  });

  it('decreases to removal, and the stored basket goes with the last line', async () => {
    fakeShop({ catalogue });
    await basketStore.add(1);
    await basketStore.add(1);
    await basketStore.add(2);
    act(() => basketStore.decrease(1));
    expect(lines()).toEqual([
      [1, 1],
      [2, 1],
    ]);
    act(() => basketStore.decrease(1));
    expect(lines()).toEqual([[2, 1]]);
    act(() => basketStore.remove(2));
    expect(view()).toMatchObject({ items: [], count: 0, total: 0 });
    expect(window.localStorage.getItem('basket')).toBeNull();
  });

  it('stops at the stock, refuses a sold-out product and says when one is gone', async () => {
    fakeShop({ catalogue });
    await basketStore.add(3);
    await basketStore.add(3);
    await expect(basketStore.add(3)).resolves.toEqual({ kind: 'limit' });
    expect(lines()).toEqual([[3, 2]]);
    await expect(basketStore.add(4)).resolves.toEqual({ kind: 'sold-out' });
    await expect(basketStore.add(99)).resolves.toEqual({ kind: 'gone' });
    expect(lines()).toEqual([[3, 2]]);
  });

  it('keeps nothing and says so when the product cannot be fetched', async () => {
    const shop = fakeShop({ catalogue });
    shop.failNext('GET /api/products/for-basket/{id}', 'offline');
    await expect(basketStore.add(1)).resolves.toEqual({ kind: 'failed', problem: 'offline' });
    shop.failNext('GET /api/products/for-basket/{id}', { status: 503 });
    await expect(basketStore.add(1)).resolves.toEqual({ kind: 'failed', problem: 'failed' });
    expect(view().items).toEqual([]);
  });

  it('follows another tab through storage events, and reads malformed data as nothing', () => {
    writeFromAnotherTab('basket', [product(1, { pivot: { quantity: 3 } }), { id: 'x' }, product(2, { cover_path: 'javascript:alert(1)' })]);
    expect(lines()).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(view().items[1]!.product.cover_path).toBe('');
    writeFromAnotherTab('basket', '{not json');
    expect(view().items).toEqual([]);
  });
});

describe('a signed-in shopper', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  it('sees changes at once, queued, and sends them 10 s after the last one', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 1]] });
    await signIn();
    expect(lines()).toEqual([[1, 1]]);

    await act(() => basketStore.add(1));
    await act(() => basketStore.add(2));
    expect(lines()).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(storedQueue()).toEqual([inc(1), inc(2)]);
    expect(view().unsent).toBe(2);

    await act(() => jest.advanceTimersByTimeAsync(9_999));
    expect(shop.callsTo('PATCH /api/basket')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    const [sent] = shop.callsTo('PATCH /api/basket');
    expect(sent!.body).toEqual({ products: [inc(1), inc(2)] });
    expect(window.localStorage.getItem('basketSendList')).toBeNull();
    expect(shop.lines()).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(view()).toMatchObject({ count: 3, total: 4000, unsent: 0, problem: null });
    // Nothing of the account is stored: only the (now empty) queue ever was.
    expect(window.localStorage.length).toBe(0);
  });

  it('sends at once when 30 changes are queued', async () => {
    const shop = fakeShop({ catalogue });
    await signIn();
    for (let i = 0; i < 15; i += 1) {
      await act(() => basketStore.add(1));
      act(() => basketStore.decrease(1));
    }
    await act(() => jest.advanceTimersByTimeAsync(0));
    const sends = shop.callsTo('PATCH /api/basket');
    expect(sends).toHaveLength(1);
    expect((sends[0]!.body as { products: unknown[] }).products).toHaveLength(30);
  });

  it('keeps the queue when a send fails, says why, and sends it again later', async () => {
    const shop = fakeShop({ catalogue });
    await signIn();
    shop.failNext('PATCH /api/basket', 'offline', { status: 503 });
    await act(() => basketStore.add(2));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(shop.callsTo('PATCH /api/basket')).toHaveLength(1);
    expect(storedQueue()).toEqual([inc(2)]);
    expect(view()).toMatchObject({ problem: 'offline', count: 1 });

    // The scheduler's retry (5 s) fails too (503), the next (10 s later) gets through.
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(view().problem).toBe('failed');
    expect(storedQueue()).toEqual([inc(2)]);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(shop.callsTo('PATCH /api/basket')).toHaveLength(3);
    expect(window.localStorage.getItem('basketSendList')).toBeNull();
    expect(view()).toMatchObject({ problem: null, count: 1 });
    expect(shop.lines()).toEqual([[2, 1]]);
  });

  it('sends a change again with its key after a lost answer: the shop applies it once', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 1]] });
    await signIn();
    // The shop adds the item, but its answer is lost on the way back.
    shop.failNext('PATCH /api/basket', 'lost');
    await act(() => basketStore.add(1));
    const [key] = storedQueueKeys();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(shop.lines()).toEqual([[1, 2]]);
    expect(storedQueueKeys()).toEqual([key]);
    expect(lines()).toEqual([[1, 2]]);

    // A newer change joins the retry with a key of its own; the replayed one is not applied again.
    await act(() => basketStore.add(2));
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    const sends = shop.callsTo('PATCH /api/basket');
    expect(sends.map((call) => call.body)).toEqual([{ products: [inc(1)] }, { products: [inc(1), inc(2)] }]);
    expect(sends[1]!.keys![0]).toBe(key);
    expect(sends[1]!.keys![1]).not.toBe(key);
    expect(shop.lines()).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(lines()).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(window.localStorage.getItem('basketSendList')).toBeNull();
  });

  it('drops the entries a 422 names and sends the rest', async () => {
    const shop = fakeShop({ catalogue });
    await signIn();
    // Changes another tab queued, one of them for a product the shop does not know.
    writeFromAnotherTab('basketSendList', [inc(1), inc(404), inc(2, 2)]);
    await act(async () => {
      await basketStore.flush();
    });
    const sends = shop.callsTo('PATCH /api/basket');
    expect(sends.map((call) => call.body)).toEqual([{ products: [inc(1), inc(404), inc(2, 2)] }, { products: [inc(1), inc(2, 2)] }]);
    expect(shop.lines()).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(window.localStorage.getItem('basketSendList')).toBeNull();
  });

  it('keeps the queue for the next login when the session has ended (401)', async () => {
    const shop = fakeShop({ catalogue });
    await signIn();
    const sessionEnded = jest.fn();
    basketStore.connect({ sessionEnded });
    shop.failNext('PATCH /api/basket', { status: 401, body: { message: 'Unauthenticated.' } });
    await act(() => basketStore.add(1));
    await act(async () => {
      await expect(basketStore.flush()).resolves.toEqual({ ok: false, problem: 'session-ended' });
    });
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(storedQueue()).toEqual([inc(1)]);
    act(() => basketStore.setAccount({ kind: 'guest' }));
    expect(storedQueue()).toEqual([inc(1)]);
    expect(view()).toMatchObject({ mode: 'guest', items: [] });
  });

  it('sends the queue before loading the basket again', async () => {
    const shop = fakeShop({ catalogue });
    await signIn();
    await act(() => basketStore.add(2));
    await act(async () => {
      await basketStore.loadServerBasket(7);
    });
    expect(shop.calls.slice(-2).map((call) => `${call.method} ${call.path}`)).toEqual(['PATCH /api/basket', 'GET /api/basket']);
    expect(lines()).toEqual([[2, 1]]);
  });

  it('shows changes another tab queued, fetching a product it did not know', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 1]] });
    await signIn();
    writeFromAnotherTab('basketSendList', [inc(1), inc(2)]);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(shop.callsTo('GET /api/products/for-basket/2')).toHaveLength(1);
    expect(lines()).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('sends what is left with keepalive when the page is unloaded', async () => {
    const shop = fakeShop({ catalogue });
    await signIn();
    await act(() => basketStore.add(1));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    });
    const [sent] = shop.callsTo('PATCH /api/basket');
    expect(sent).toMatchObject({ body: { products: [inc(1)] }, keepalive: true });
    // No answer will be read on an unloaded page: the queue must not send it twice.
    expect(window.localStorage.getItem('basketSendList')).toBeNull();
  });
});

describe('login', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  it('moves the guest basket to the server once, as increases, and clears it', async () => {
    const shop = fakeShop({ catalogue, lines: [[1, 2]] });
    act(() => basketStore.setAccount({ kind: 'guest' }));
    await basketStore.add(1);
    await basketStore.add(1);
    await basketStore.add(2);

    await signIn();
    await act(() => jest.advanceTimersByTimeAsync(0));
    const sends = shop.callsTo('PATCH /api/basket');
    expect(sends.map((call) => call.body)).toEqual([{ products: [inc(1, 2), inc(2)] }]);
    expect(window.localStorage.getItem('basket')).toBeNull();
    expect(shop.lines()).toEqual([
      [1, 4],
      [2, 1],
    ]);
    expect(lines()).toEqual([
      [1, 4],
      [2, 1],
    ]);

    // The same login seen again (a re-render, the user check on focus, another tab): no second send.
    act(() => basketStore.setAccount({ kind: 'signed-in', userId: 7 }));
    writeFromAnotherTab('basket', null);
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(shop.callsTo('PATCH /api/basket')).toHaveLength(1);
  });

  it('names the guest lines the merge could not keep (sold out, or gone), until dismissed', async () => {
    const shop = fakeShop({ catalogue });
    // Put in the basket while they were there: 4 sold out since, 9 left the catalogue.
    window.localStorage.setItem(
      'basket',
      JSON.stringify([product(1, { pivot: { quantity: 2 } }), product(4, { name: 'PSN 20 EUR' }), product(9, { name: 'Old card' })]),
    );
    await signIn();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(shop.lines()).toEqual([[1, 2]]);
    expect(view().mergeDropped).toEqual(['PSN 20 EUR', 'Old card']);
    expect(lines()).toEqual([[1, 2]]);
    act(() => basketStore.dismissMergeDropped());
    expect(view().mergeDropped).toEqual([]);
  });

  it('names nothing when every guest line was kept', async () => {
    fakeShop({ catalogue });
    window.localStorage.setItem('basket', JSON.stringify([product(1), product(2)]));
    await signIn();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(view().mergeDropped).toEqual([]);
  });

  it('does not name a line the shopper took out while the merge was on its way', async () => {
    const shop = fakeShop({ catalogue });
    await signIn();
    shop.hold('PATCH /api/basket');
    // A tab that still thought it was a guest leaves a basket: this one merges it.
    writeFromAnotherTab('basket', [product(1), product(2)]);
    await act(() => jest.advanceTimersByTimeAsync(0));
    act(() => basketStore.remove(2));
    shop.release();
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(shop.lines()).toEqual([[1, 1]]);
    expect(view().mergeDropped).toEqual([]);
  });

  it('says nothing while the merge could not be sent', async () => {
    const shop = fakeShop({ catalogue });
    window.localStorage.setItem('basket', JSON.stringify([product(4)]));
    shop.failNext('PATCH /api/basket', 'offline', 'offline');
    await signIn();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(view().mergeDropped).toEqual([]);
  });

  it('keeps the merged changes queued when the merge cannot be sent', async () => {
    const shop = fakeShop({ catalogue });
    window.localStorage.setItem('basket', JSON.stringify([product(2, { pivot: { quantity: 3 } })]));
    // The merge's own send and the one before the basket loads.
    shop.failNext('PATCH /api/basket', 'offline', 'offline');
    await signIn();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(window.localStorage.getItem('basket')).toBeNull();
    expect(storedQueue()).toEqual([inc(2, 3)]);
    expect(lines()).toEqual([[2, 3]]);
    expect(view().problem).toBe('offline');
  });

  it("sends changes a session left unsent at the same account's next login, and never to another account", async () => {
    const shop = fakeShop({ catalogue });
    // Shopper 7's changes could not be sent before the session ended.
    shop.failNext('PATCH /api/basket', 'offline', 'offline');
    await signIn(7);
    await act(async () => {
      await basketStore.add(1);
    });
    await act(() => basketStore.flush());
    expect(storedQueue()).toEqual([inc(1)]);
    act(() => basketStore.setAccount({ kind: 'guest' }));
    expect(storedQueue()).toEqual([inc(1)]);

    // Someone else logs in on this browser: shopper 7's change is dropped, not sent to them.
    const sendsBefore = shop.callsTo('PATCH /api/basket').length;
    await signIn(8);
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(storedQueue()).toBeNull();
    expect(shop.callsTo('PATCH /api/basket')).toHaveLength(sendsBefore);
    expect(lines()).toEqual([]);

  });

  it('sends the changes an account left queued at its own next login', async () => {
    const shop = fakeShop({ catalogue });
    window.localStorage.setItem('basketSendList', JSON.stringify([inc(1, 2)]));
    window.localStorage.setItem('basketSendListOwner', '7');
    await signIn(7);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(shop.callsTo('PATCH /api/basket').map((call) => call.body)).toEqual([{ products: [inc(1, 2)] }]);
    expect(lines()).toEqual([[1, 2]]);
    expect(window.localStorage.length).toBe(0);
  });
});

describe('the queue never loses an entry', () => {
  it('reads another tab’s decrease after its own', async () => {
    jest.useFakeTimers();
    fakeShop({ catalogue, lines: [[1, 3]] });
    await signIn();
    writeFromAnotherTab('basketSendList', [dec(1)]);
    act(() => basketStore.decrease(1));
    expect(storedQueue()).toEqual([dec(1), dec(1)]);
    expect(lines()).toEqual([[1, 1]]);
  });
});

// The basket queue's rules (docs/product/order-states.md): applying changes, queueing, merging, parsing,
// and when the queue is sent (10 s after the last change, at 30 entries, on demand, retried).
import {
  applyChange,
  afterSent,
  changesForGuestBasket,
  enqueue,
  FLUSH_AT_ENTRIES,
  MAX_ITEM_QUANTITY,
  mergeBaskets,
  mustSendNow,
  parseQueue,
  newChangeKey,
  SEND_DELAY_MS,
  CHANGE_KEY_PATTERN,
  type BasketLine,
} from '@/lib/basket/queue';
import type { BasketChange, QueueEntry } from '@/lib/types/basket';
import { createSendScheduler } from '@/lib/basket/send-scheduler';

const product = (id: number, price = 1000) => ({ id, name: `Product ${id}`, price });
const line = (id: number, quantity: number): BasketLine => ({ product: product(id), quantity });
const inc = (id: number, count = 1): BasketChange => ({ id, type: 'increase', count });
const dec = (id: number, count = 1): BasketChange => ({ id, type: 'decrease', count });
/** A queued change with a fixed key (`k<n>` padded to the key's form). */
const queued = (change: BasketChange, n: number): QueueEntry => ({ ...change, key: `k${n}`.padEnd(16, '0') });
/** The changes of a queue without their keys. */
const plain = (queue: readonly QueueEntry[] | undefined) => (queue ?? []).map(({ id, type, count }) => ({ id, type, count }));

function applied(result: ReturnType<typeof applyChange>) {
  if (result.kind !== 'applied') throw new Error(`expected applied, got ${result.kind}`);
  return result.lines.map((l) => [l.product.id, l.quantity]);
}

describe('applyChange', () => {
  it('adds the count to an item already in the basket', () => {
    expect(applied(applyChange([line(1, 2)], inc(1, 3)))).toEqual([[1, 5]]);
  });

  it('asks for an unknown product, then adds it with quantity 1 (a buy click)', () => {
    expect(applyChange([line(1, 1)], inc(7))).toEqual({ kind: 'needs-product', id: 7 });
    expect(applied(applyChange([line(1, 1)], inc(7), product(7)))).toEqual([
      [1, 1],
      [7, 1],
    ]);
  });

  it('adds an unknown product with the count of a merged guest line', () => {
    expect(applied(applyChange([], inc(7, 3), product(7)))).toEqual([[7, 3]]);
  });

  it('refuses a fetched product that is not the one asked for', () => {
    expect(applyChange([], inc(7), product(8))).toEqual({ kind: 'needs-product', id: 7 });
  });

  it('decreases, and removes the item at 0 or below', () => {
    expect(applied(applyChange([line(1, 3)], dec(1)))).toEqual([[1, 2]]);
    expect(applied(applyChange([line(1, 1), line(2, 1)], dec(1)))).toEqual([[2, 1]]);
    expect(applied(applyChange([line(1, 2)], dec(1, 5)))).toEqual([]);
  });

  it('ignores a decrease of a product the basket does not hold', () => {
    expect(applied(applyChange([line(1, 1)], dec(9)))).toEqual([[1, 1]]);
  });

  it('caps a quantity at the maximum per item', () => {
    expect(applied(applyChange([line(1, MAX_ITEM_QUANTITY - 1)], inc(1, 5)))).toEqual([[1, MAX_ITEM_QUANTITY]]);
  });

  it('never changes the basket it was given', () => {
    const lines = [line(1, 2)];
    applyChange(lines, inc(1));
    applyChange(lines, dec(1, 2));
    expect(lines).toEqual([line(1, 2)]);
  });
});

describe('the queue', () => {
  it('appends valid changes and refuses malformed ones', () => {
    let queue = enqueue([], inc(1));
    queue = enqueue(queue, dec(1));
    queue = enqueue(queue, { id: -1, type: 'increase', count: 1 });
    queue = enqueue(queue, { id: 2, type: 'increase', count: 0 });
    queue = enqueue(queue, { id: 2, type: 'remove' as never, count: 1 });
    expect(plain(queue)).toEqual([inc(1), dec(1)]);
  });

  it('gives every queued change its own key, of the form the provider takes', () => {
    const queue = enqueue(enqueue(enqueue([], inc(1)), inc(1)), inc(1));
    const keys = queue.map((change) => change.key);
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(CHANGE_KEY_PATTERN);
    expect(enqueue([], inc(2), 'given-key-000000')).toEqual([{ ...inc(2), key: 'given-key-000000' }]);
    expect(newChangeKey()).not.toBe(newChangeKey());
  });

  it('must be sent at once from 30 entries', () => {
    const queue = Array.from({ length: FLUSH_AT_ENTRIES - 1 }, (_, i) => queued(inc(1), i));
    expect(mustSendNow(queue)).toBe(false);
    expect(mustSendNow(enqueue(queue, inc(2)))).toBe(true);
  });

  it('keeps what arrived while a snapshot was being sent', () => {
    const [a, b, c] = [queued(inc(1), 1), queued(inc(2), 2), queued(inc(3), 3)];
    expect(afterSent([a, b, c], [a, b])).toEqual([c]);
    expect(afterSent([a], [a])).toEqual([]);
  });

  it('reads only well-formed entries from storage, with their keys', () => {
    expect(parseQueue(null)).toEqual([]);
    expect(parseQueue('not json')).toEqual([]);
    expect(parseQueue('{"id":1}')).toEqual([]);
    const stored = [queued(inc(1), 1), { id: '2', type: 'increase', count: 1 }, queued(dec(3, 2), 3), null, { ...queued(inc(4), 4), extra: 1 }];
    expect(parseQueue(JSON.stringify(stored))).toEqual([queued(inc(1), 1), queued(dec(3, 2), 3), queued(inc(4), 4)]);
  });

  it('gives a stored entry without a well-formed key (queued before keys) a new one', () => {
    const read = parseQueue(JSON.stringify([inc(1), { ...dec(2), key: 'short' }, queued(inc(3), 3)]));
    expect(plain(read)).toEqual([inc(1), dec(2), inc(3)]);
    expect(read[0]!.key).toMatch(CHANGE_KEY_PATTERN);
    expect(read[1]!.key).toMatch(CHANGE_KEY_PATTERN);
    expect(read[2]!.key).toBe(queued(inc(3), 3).key);
  });
});

describe('merging the guest basket at login', () => {
  it('adds quantities of the same product and appends the rest', () => {
    const merged = mergeBaskets([line(1, 2), line(2, 1)], [line(2, 3), line(5, 1)]);
    expect(merged.map((l) => [l.product.id, l.quantity])).toEqual([
      [1, 2],
      [2, 4],
      [5, 1],
    ]);
  });

  it('turns the guest basket into one increase per line', () => {
    expect(changesForGuestBasket([line(2, 3), line(5, 1)])).toEqual([inc(2, 3), inc(5, 1)]);
  });
});

describe('the send scheduler', () => {
  let stored: QueueEntry[];
  const store = { read: () => stored.slice(), write: (q: QueueEntry[]) => void (stored = q.slice()) };

  beforeEach(() => {
    jest.useFakeTimers();
    stored = [];
  });
  afterEach(() => jest.useRealTimers());

  function queueChange(scheduler: ReturnType<typeof createSendScheduler>, change: BasketChange) {
    stored = enqueue(stored, change);
    scheduler.changed();
  }

  it('sends 10 s after the last change, not before', async () => {
    const send = jest.fn().mockResolvedValue(true);
    const scheduler = createSendScheduler({ store, send });
    queueChange(scheduler, inc(1));
    await jest.advanceTimersByTimeAsync(SEND_DELAY_MS - 1000);
    queueChange(scheduler, inc(2));
    await jest.advanceTimersByTimeAsync(SEND_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(plain(send.mock.calls[0]?.[0])).toEqual([inc(1), inc(2)]);
    expect(stored).toEqual([]);
  });

  it('sends at once when 30 entries are queued', async () => {
    const send = jest.fn().mockResolvedValue(true);
    const scheduler = createSendScheduler({ store, send });
    for (let i = 0; i < FLUSH_AT_ENTRIES; i += 1) queueChange(scheduler, inc(1));
    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toHaveLength(FLUSH_AT_ENTRIES);
    expect(stored).toEqual([]);
  });

  it('sends on demand (before a reload) and says whether all went', async () => {
    const send = jest.fn().mockResolvedValue(true);
    const scheduler = createSendScheduler({ store, send });
    queueChange(scheduler, inc(1));
    await expect(scheduler.flush()).resolves.toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the queue when a send fails and retries it later', async () => {
    const send = jest.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(true);
    const scheduler = createSendScheduler({ store, send, retryDelayMs: () => 5000 });
    queueChange(scheduler, inc(1));
    await expect(scheduler.flush()).resolves.toBe(false);
    expect(plain(stored)).toEqual([inc(1)]);
    await jest.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(plain(stored)).toEqual([inc(1)]);
    queueChange(scheduler, dec(1));
    await jest.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(plain(send.mock.calls[2][0])).toEqual([inc(1), dec(1)]);
    expect(stored).toEqual([]);
  });

  it('keeps changes made while a send is on its way, and sends them next', async () => {
    let release: (ok: boolean) => void = () => undefined;
    const send = jest
      .fn()
      .mockImplementationOnce(() => new Promise<boolean>((resolve) => (release = resolve)))
      .mockResolvedValue(true);
    const scheduler = createSendScheduler({ store, send });
    queueChange(scheduler, inc(1));
    const first = scheduler.flush();
    queueChange(scheduler, inc(2));
    release(true);
    await first;
    expect(plain(stored)).toEqual([inc(2)]);
    await jest.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(plain(send.mock.lastCall?.[0])).toEqual([inc(2)]);
    expect(stored).toEqual([]);
  });

  it('does nothing when the queue is empty, and stops after dispose', async () => {
    const send = jest.fn().mockResolvedValue(true);
    const scheduler = createSendScheduler({ store, send });
    await expect(scheduler.flush()).resolves.toBe(true);
    expect(send).not.toHaveBeenCalled();
    queueChange(scheduler, inc(1));
    scheduler.dispose();
    await jest.advanceTimersByTimeAsync(SEND_DELAY_MS * 2);
    expect(send).not.toHaveBeenCalled();
    expect(plain(stored)).toEqual([inc(1)]);
  });

  it('a retry sends the same changes with the same keys, and newer changes with their own', async () => {
    const send = jest.fn<Promise<boolean>, [QueueEntry[]]>().mockResolvedValueOnce(false).mockResolvedValueOnce(false).mockResolvedValue(true);
    const scheduler = createSendScheduler({ store, send, retryDelayMs: () => 5000 });
    queueChange(scheduler, inc(1));
    queueChange(scheduler, inc(1));
    await expect(scheduler.flush()).resolves.toBe(false);
    const first = send.mock.calls[0]![0];
    await jest.advanceTimersByTimeAsync(5000);
    expect(send.mock.calls[1]![0]).toEqual(first);
    queueChange(scheduler, inc(2));
    await jest.advanceTimersByTimeAsync(5000);
    const third = send.mock.calls[2]![0];
    expect(third.slice(0, 2)).toEqual(first);
    expect(plain(third)).toEqual([inc(1), inc(1), inc(2)]);
    expect(new Set(third.map((change) => change.key)).size).toBe(3);
    expect(stored).toEqual([]);
  });
});

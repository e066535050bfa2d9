// When the basket's queue goes to the server (docs/product/order-states.md): 10 s after the last change, at once at
// 30 entries, and on demand before a reload or checkout. One send at a time; a failed send keeps
// the queue and tries again later with a growing pause. Timers and storage are injected, so the
// rules are tested with fake timers and no browser.
import type { QueueEntry } from '@/lib/types/basket';
import { afterSent, mustSendNow, SEND_DELAY_MS } from './queue';

export interface QueueStore {
  read(): QueueEntry[];
  write(queue: QueueEntry[]): void;
}

export interface SendSchedulerOptions {
  store: QueueStore;
  /** Sends a snapshot of the queue; resolves true when the server took it. */
  send(changes: QueueEntry[]): Promise<boolean>;
  delayMs?: number;
  /** Pauses before retrying after failures: 5 s, 10 s, 20 s, … up to 60 s. */
  retryDelayMs?: (failures: number) => number;
}

export interface SendScheduler {
  /** Call after a change was queued in the store: restarts the delay or sends at 30 entries. */
  changed(): void;
  /** Sends now whatever is queued; resolves true when nothing is left unsent. */
  flush(): Promise<boolean>;
  /** Stops the timers (on unmount). */
  dispose(): void;
}

const defaultRetryDelay = (failures: number) => Math.min(5_000 * 2 ** Math.max(0, failures - 1), 60_000);

export function createSendScheduler({
  store,
  send,
  delayMs = SEND_DELAY_MS,
  retryDelayMs = defaultRetryDelay,
}: SendSchedulerOptions): SendScheduler {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<boolean> | null = null;
  let failures = 0;
  let disposed = false;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const schedule = (ms: number) => {
    clear();
    if (disposed) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, ms);
  };

  async function sendOnce(): Promise<boolean> {
    const snapshot = store.read();
    if (snapshot.length === 0) return true;
    let ok = false;
    try {
      ok = await send(snapshot);
    } catch {
      ok = false;
    }
    if (ok) {
      failures = 0;
      store.write(afterSent(store.read(), snapshot));
    } else {
      failures += 1;
    }
    return ok;
  }

  async function flush(): Promise<boolean> {
    clear();
    // A send already on its way: wait for it, then send what arrived meanwhile.
    while (inFlight) await inFlight;
    inFlight = sendOnce();
    let ok: boolean;
    try {
      ok = await inFlight;
    } finally {
      inFlight = null;
    }
    const left = store.read().length;
    if (!ok) schedule(retryDelayMs(failures));
    else if (left > 0) schedule(mustSendNow(store.read()) ? 0 : delayMs);
    return ok && left === 0;
  }

  return {
    changed() {
      if (disposed) return;
      if (mustSendNow(store.read())) void flush();
      else if (failures === 0 || timer === null) schedule(delayMs);
    },
    flush,
    dispose() {
      disposed = true;
      clear();
    },
  };
}

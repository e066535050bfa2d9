// The storefront's own Redis connection (REDIS_URL), for what several instances must share besides
// the page and data cache (cache-handler.mjs has its own): the rate-limit counters and the nonces of
// signed messages (payment callbacks, revalidation calls). Without REDIS_URL there is none and
// those stay in this process's memory.
//
// One client per process, on globalThis (each route is its own bundle). Commands fail at once while
// the connection is down (no offline queue), so a request never waits on an absent Redis: the rate
// limits fall back to memory and a nonce check answers "try again later". The client reconnects
// by itself with a capped back-off. No `server-only` marker: instrumentation.ts, outside the
// react-server layer, opens the connection at start.
import { createClient } from 'redis';
import { errorFields, logger } from '@/lib/server/log';

interface RedisHolder {
  url: string;
  client: RedisClient;
  /** Settles when the first connection is up (true) or has failed (false). */
  firstConnection: Promise<boolean>;
}

const KEY = Symbol.for('storefront.redis');
const CONNECT_TIMEOUT_MS = 2000;

function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** Math.min(retries, 5), 3000),
    },
  });
}

export type RedisClient = ReturnType<typeof newClient>;

/** Key names of the storefront's own entries, apart from the cache handler's. */
export const REDIS_KEY_PREFIX = 'storefront:';

function holder(): Record<symbol, RedisHolder | undefined> {
  return globalThis as unknown as Record<symbol, RedisHolder | undefined>;
}

/** REDIS_URL when it is set (the start-up check has validated it), else null. */
export function redisUrl(env: Record<string, string | undefined> = process.env): string | null {
  return env.REDIS_URL?.trim() || null;
}

let errorLogged = false;

/**
 * The shared client, connecting on first use; null without REDIS_URL. The connection is opened in
 * the background: the first commands may fail while it is not up yet, like any outage.
 */
export function redisClient(): RedisClient | null {
  const url = redisUrl();
  if (!url) return null;
  const current = holder()[KEY];
  if (current && current.url === url) return current.client;
  const client = newClient(url);
  client.on('error', (error: unknown) => {
    // Once per outage: the client keeps reconnecting on its own.
    if (errorLogged) return;
    errorLogged = true;
    logger.error(errorFields(error), 'redis connection failed: rate limits count in memory, signed callbacks wait');
  });
  client.on('ready', () => {
    if (errorLogged) logger.info('redis connection back');
    errorLogged = false;
  });
  const firstConnection = client.connect().then(
    () => true,
    // Reported by the 'error' listener; the reconnect strategy goes on trying.
    () => false,
  );
  holder()[KEY] = { url, client, firstConnection };
  return client;
}

/**
 * The shared client once its first connection is up, waiting for it at most `waitMs` (a server
 * opens it at start: instrumentation.ts); null without REDIS_URL. After that first wait it never
 * waits: a Redis that went away makes the commands fail at once.
 */
export async function readyRedis(waitMs = 1000): Promise<RedisClient | null> {
  const client = redisClient();
  if (!client || client.isReady) return client;
  const current = holder()[KEY];
  if (current) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([current.firstConnection, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }
  return client;
}

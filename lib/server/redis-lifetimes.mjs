// How long what the storefront writes to Redis lives there, and which builds' cache entries are
// still wanted. Plain JavaScript: the cache handler (lib/server/redis-cache-store.mjs) loads it
// untranspiled; lib/server/cached-pages.ts and lib/server/env.ts import it too.
//
// Every key the page and data cache writes carries an expiry that is pushed forward when the key
// is used (a sliding TTL, REDIS_CACHE_TTL_DAYS, 7 days by default), so what nobody asks for leaves
// Redis on its own, whatever the build. Keys of a build that a newer one replaced get a short TTL
// (OLD_BUILD_TTL_SECONDS) instead of being deleted at once: during a rolling deploy the previous
// build still serves for a while and refreshes what it uses with that short TTL.
// docs/operations.md "Redis memory" has the whole list of keys and their lifetimes.

export const DEFAULT_REDIS_CACHE_TTL_DAYS = 7;
export const REDIS_CACHE_TTL_DAYS_RANGE = [1, 365];
/** The life of a replaced build's keys from the moment a newer build is seen (and at each use after). */
export const OLD_BUILD_TTL_SECONDS = 60 * 60;

const DAY_SECONDS = 24 * 60 * 60;

/** REDIS_CACHE_TTL_DAYS in seconds (lib/server/env.ts refuses a malformed value at start; here it falls back). */
export function redisCacheTtlSeconds(env = process.env) {
  const text = env.REDIS_CACHE_TTL_DAYS?.trim();
  const days = text && /^[0-9]+$/.test(text) ? Number(text) : DEFAULT_REDIS_CACHE_TTL_DAYS;
  const [min, max] = REDIS_CACHE_TTL_DAYS_RANGE;
  return (days >= min && days <= max ? days : DEFAULT_REDIS_CACHE_TTL_DAYS) * DAY_SECONDS;
}

/**
 * How often a process pushes forward the expiry of a key it does not write on every use (a tag's
 * index, the index of cached pages): a quarter of the TTL, at most an hour. Such keys are given
 * their TTL plus this much, so they outlive every entry refreshed meanwhile.
 */
export function refreshIntervalMs(ttlSeconds) {
  return Math.min(60 * 60 * 1000, (ttlSeconds * 1000) / 4);
}

// The registry of builds sharing this Redis. Outside `next-cache:` so no build's SCAN pattern
// matches it. Small: one member per build, removed once the build is gone and its keys shortened.
export const BUILDS_STARTED = 'next-cache-builds:started';
export const BUILDS_SEEN = 'next-cache-builds:seen';
export const BUILDS_SWEPT = 'next-cache-builds:swept:';
export const BUILDS_SWEEPING = 'next-cache-builds:sweeping:';
/** A build is live while one of its processes said so this recently (they do every few seconds). */
export const BUILD_LIVE_MS = 60_000;

/**
 * What the registry says to the process of build `own`: whether a newer build is live (then this
 * one is being replaced: its keys get the short TTL), the other builds still live, and those gone.
 * A build is newer when its first process started later (a rollback starts the older build's
 * processes anew once the replaced build is gone, so it is the newer one then).
 */
export function planBuilds({ own, started, seen, now }) {
  const live = (id) => id === own || (seen.get(id) ?? 0) >= now - BUILD_LIVE_MS;
  const ownStart = started.get(own) ?? now;
  const others = [...new Set([...started.keys(), ...seen.keys()])].filter((id) => id !== own).sort();
  const superseded = others.some((id) => live(id) && (started.get(id) ?? 0) > ownStart);
  return { superseded, live: others.filter(live), gone: others.filter((id) => !live(id)) };
}

/** A SCAN MATCH pattern matching `text` literally, then anything. */
export function literalPattern(text) {
  return `${text.replace(/[*?[\]\\]/g, (c) => `\\${c}`)}*`;
}

const SCAN_COUNT = 1000;

/**
 * Gives every key under `prefix` (`next-cache:`) that does not start with `keep` at most `ttlMs` to
 * live (SCAN, never KEYS; a key with a shorter expiry keeps it). Resolves to how many it shortened.
 */
export async function shortenKeys(client, { prefix, keep, ttlMs }) {
  let shortened = 0;
  for await (const batch of client.scanIterator({ MATCH: literalPattern(prefix), COUNT: SCAN_COUNT })) {
    const keys = (Array.isArray(batch) ? batch : [batch]).filter((key) => !key.startsWith(keep));
    if (keys.length === 0) continue;
    const ttls = await Promise.all(keys.map((key) => client.pTTL(key)));
    const due = keys.filter((_key, index) => ttls[index] === -1 || ttls[index] > ttlMs);
    if (due.length === 0) continue;
    const multi = client.multi();
    for (const key of due) multi.pExpire(key, ttlMs);
    await multi.exec();
    shortened += due.length;
  }
  return shortened;
}

function scores(reply) {
  return new Map(reply.map(({ value, score }) => [value, score]));
}

/**
 * One beat of the process of build `own` (started at `startedAt`): says it is live, and, when it is
 * the newest live build and the other builds changed since its last look (or an hour passed),
 * shortens every other build's keys (by one process at a time: a lock) and forgets those gone. Resolves to the plan and how
 * many keys it shortened.
 */
export async function keepBuilds(client, { own, startedAt, now = Date.now(), ttlSeconds, prefix = 'next-cache:', keep }) {
  const registryTtl = ttlSeconds + OLD_BUILD_TTL_SECONDS;
  const [, , , , startedReply, seenReply] = await client
    .multi()
    .zAdd(BUILDS_STARTED, { score: startedAt, value: own }, { condition: 'NX' })
    .zAdd(BUILDS_SEEN, { score: now, value: own })
    .expire(BUILDS_STARTED, registryTtl)
    .expire(BUILDS_SEEN, registryTtl)
    .zRangeWithScores(BUILDS_STARTED, 0, -1)
    .zRangeWithScores(BUILDS_SEEN, 0, -1)
    .exec();
  const plan = planBuilds({ own, started: scores(startedReply), seen: scores(seenReply), now });
  let shortened = 0;
  if (plan.superseded) return { ...plan, shortened };
  const signature = plan.live.join(',');
  const sweptKey = `${BUILDS_SWEPT}${own}`;
  if ((await client.get(sweptKey)) === signature) return { ...plan, shortened };
  const lock = `${BUILDS_SWEEPING}${own}`;
  if ((await client.set(lock, '1', { NX: true, PX: 5 * 60 * 1000 })) !== 'OK') return { ...plan, shortened };
  try {
    shortened = await shortenKeys(client, { prefix, keep, ttlMs: OLD_BUILD_TTL_SECONDS * 1000 });
    const multi = client.multi();
    if (plan.gone.length) multi.zRem(BUILDS_STARTED, plan.gone).zRem(BUILDS_SEEN, plan.gone);
    // Looked at again an hour on at the latest: a build that never registered (older code) may
    // still have written long-lived keys meanwhile.
    multi.set(sweptKey, signature, { EX: OLD_BUILD_TTL_SECONDS });
    await multi.exec();
  } finally {
    await client.del(lock).catch(() => {});
  }
  return { ...plan, shortened };
}

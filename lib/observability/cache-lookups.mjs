// Hits and misses of the server cache (cache-handler.mjs), counted as plain numbers on globalThis:
// the cache handler is loaded by Next apart from the bundles (and during `next build`), so it
// loads no metrics library; lib/observability/metrics.ts reads these counts when Prometheus
// scrapes. One table per process, whichever copy of this module counts.
const COUNTS = Symbol.for('storefront.cache-lookups');

/** Next's cache entry kinds as a bounded label: page, route, fetch, image or other. */
const KINDS = { APP_PAGE: 'page', PAGES: 'page', APP_ROUTE: 'route', FETCH: 'fetch', IMAGE: 'image' };

function table() {
  globalThis[COUNTS] ??= new Map();
  return globalThis[COUNTS];
}

/** One lookup of an entry of `kind` (Next's IncrementalCacheKind) that found something or not. */
export function countCacheLookup(kind, found) {
  const key = `${KINDS[kind] ?? 'other'}:${found ? 'hit' : 'miss'}`;
  const counts = table();
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Every count so far: [{ kind, result, count }]. */
export function cacheLookupCounts() {
  return [...table()].map(([key, count]) => {
    const [kind, result] = key.split(':');
    return { kind, result, count };
  });
}

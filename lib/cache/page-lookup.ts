// The proxy's question during a provider outage: does the page cache hold this page? Answered by
// the index of cached pages that instrumentation.ts installs (lib/server/cached-pages.ts) and the
// cache handler feeds (cache-handler.mjs). No imports: proxy.ts reaches it through this process-wide
// symbol rather than bundling Redis and the file system into the proxy.

/** Where the index lives on globalThis (cache-handler.mjs spells the same name). */
export const CACHED_PAGES_KEY = Symbol.for('storefront.cached-pages');

export interface CachedPagesPort {
  /** A page entry the cache stored or served under Next's `key`. */
  remember(key: string): void;
  /** How to read an entry by key: lent by the cache handler, which owns the store. */
  useReader(read: (key: string) => Promise<unknown>): void;
  /** Whether the cache holds `path` ("/en/product/150", "/pt-BR") now. */
  holds(path: string): Promise<boolean>;
}

/** True when the page cache holds the page at `path` (with its locale); false without an index. */
export async function isPageCached(path: string): Promise<boolean> {
  const index = (globalThis as unknown as Record<symbol, CachedPagesPort | undefined>)[CACHED_PAGES_KEY];
  return index ? index.holds(path) : false;
}

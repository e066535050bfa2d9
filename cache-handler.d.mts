// The types of cache-handler.mjs, for the TypeScript that imports it (its unit test).

/** What shouldStore asks of a store: Next's cache handler interface, get only. */
export interface CacheStore {
  get(key: string, ctx: Record<string, unknown>): Promise<{ value?: unknown } | null>;
}

export function shouldStore(store: CacheStore, key: string, data: unknown, ctx?: { isFallback?: boolean; isRoutePPREnabled?: boolean }): Promise<boolean>;

/** Where a built server's file-system cache writes (CACHE_DIR/<build id>/server), or null during the build. */
export function runtimeServerDir(serverDistDir: string | undefined, env?: Record<string, string | undefined>): string | null;

/** The key prefix of the brand (SHOP_* variables) in `env`: '' when none is set. */
export function brandScope(env?: Record<string, string | undefined>): string;

/**
 * What is stored of a cache entry: a page's HTML with its scripts after its first paint, its style
 * sheets in its head when `readStyleSheet` reads them, narrowed to one byte per character where that
 * costs few bytes.
 */
export function storedForm<T>(data: T, readStyleSheet?: (file: string) => string | null): T;

/** `data` with a page's first-screen covers written into its HTML as data: URIs, read with `readCover`. */
export function withFirstCovers<T>(data: T, readCover?: (path: string) => Promise<string | null>): Promise<T & { html?: string }>;

/** Reads a file of the build's static folder beside `serverDistDir` by its path there (null when absent). */
export function staticFileReader(serverDistDir: string | undefined): ((file: string) => string | null) | undefined;

export default class StorefrontCacheHandler {
  constructor(context: Record<string, unknown>);
  get(key: string, ctx: Record<string, unknown>): Promise<{ value?: { status?: number } | null; lastModified?: number } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(...args: unknown[]): Promise<void>;
  resetRequestCache(...args: unknown[]): unknown;
}

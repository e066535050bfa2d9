// The types of redis-cache-store.mjs, for the TypeScript that imports it (its unit test).

export interface StoredEntry {
  value: unknown;
  lastModified: number;
  cacheControl?: { revalidate?: number | false; expire?: number };
  tags?: string[];
}

export function encodeEntry(entry: StoredEntry): string;
export function decodeEntry(stored: string): StoredEntry | null;
export function entryTags(data: unknown, ctx?: { tags?: unknown }): string[];
export function entryTtlSeconds(ctx?: { cacheControl?: { expire?: number } }): number;

/** Closes this process's cache connections (tests). */
export function closeRedisCacheConnections(): void;

export class RedisCacheStore {
  constructor(options: { redisUrl: string; serverDistDir?: string; keyPrefix?: string });
  get(key: string, ctx?: Record<string, unknown>): Promise<StoredEntry | null>;
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

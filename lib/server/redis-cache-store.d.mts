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

/** The entries a process stored or read, decoded, and what it puts back when Redis lost its data. */
export class HeldEntries {
  constructor(budget?: number);
  chars: number;
  get(entryKey: string, stored: string): StoredEntry | undefined;
  remember(entryKey: string, stored: string, entry: StoredEntry, expiresAt: number): void;
  forget(entryKey: string): void;
  forgetTagged(tags: string[]): void;
  expiryOf(entryKey: string): number | undefined;
  entries(): IterableIterator<[string, { stored: string; entry: StoredEntry; expiresAt: number }]>;
}

export const LOSS_CHECK_MS: number;

/** A process's connection: what connection() makes per URL, or a stand-in (tests). */
export interface CacheConnection {
  client: unknown;
  firstConnection: Promise<boolean>;
  held: HeldEntries;
  /** The loss check of each key prefix that used the connection. */
  lossChecks: Map<string, () => Promise<number>>;
  /** When this process last pushed forward each tag index's expiry (ms). */
  tagsRefreshed?: Map<string, number>;
  /** The key prefixes whose build a newer live build replaces (their keys get the short TTL). */
  superseded?: Set<string>;
}

export class RedisCacheStore {
  constructor(options: {
    redisUrl: string;
    serverDistDir?: string;
    keyPrefix?: string;
    buildId?: string;
    /** The sliding TTL of the build's keys (s); default REDIS_CACHE_TTL_DAYS. */
    ttlSeconds?: number;
    /** When this process started (ms), its build's place among the builds. */
    startedAt?: number;
    connection?: CacheConnection;
  });
  readonly build: string;
  readonly prefix: string;
  /** The TTL this build's keys get now (s): the short one once a newer build is live. */
  keyTtlSeconds(): number;
  /** One beat of the build registry (lib/server/redis-lifetimes.mjs); null when Redis failed. */
  keepBuild(now?: number): Promise<{ superseded: boolean; live: string[]; gone: string[]; shortened: number } | null>;
  get(key: string, ctx?: Record<string, unknown>): Promise<StoredEntry | null>;
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>;
  delete(key: string): Promise<void>;
  /** Puts this process's entries back when Redis's contents are new to it; how many it wrote. */
  putBackIfLost(now?: number): Promise<number>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

// The types of redis-lifetimes.mjs.
export const DEFAULT_REDIS_CACHE_TTL_DAYS: number;
export const REDIS_CACHE_TTL_DAYS_RANGE: readonly [number, number];
export const OLD_BUILD_TTL_SECONDS: number;
export function redisCacheTtlSeconds(env?: Record<string, string | undefined>): number;
export function refreshIntervalMs(ttlSeconds: number): number;
export const BUILDS_STARTED: string;
export const BUILDS_SEEN: string;
export const BUILDS_SWEPT: string;
export const BUILDS_SWEEPING: string;
export const BUILD_LIVE_MS: number;
export function planBuilds(options: { own: string; started: Map<string, number>; seen: Map<string, number>; now: number }): {
  superseded: boolean;
  live: string[];
  gone: string[];
};
export function literalPattern(text: string): string;
export function shortenKeys(client: unknown, options: { prefix: string; keep: string; ttlMs: number }): Promise<number>;
export function keepBuilds(
  client: unknown,
  options: { own: string; startedAt: number; now?: number; ttlSeconds: number; prefix?: string; keep: string },
): Promise<{ superseded: boolean; live: string[]; gone: string[]; shortened: number }>;

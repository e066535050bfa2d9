export function countCacheLookup(kind: string | undefined, found: boolean): void;
export function cacheLookupCounts(): Array<{ kind: string; result: 'hit' | 'miss'; count: number }>;

// In-memory rate limits: a sliding window per key (the times of the hits within the window), with an
// injectable clock so tests move time instead of waiting. A window always ends: nothing here locks
// anything for good. Memory stays bounded: keys whose hits have all left their window are dropped,
// and past `maxKeys` the least recently hit keys go first.

export type Clock = () => number;

export interface WindowLimit {
  /** Hits allowed within one window. */
  limit: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private operations = 0;

  constructor(
    readonly rule: WindowLimit,
    private readonly now: Clock = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** The hits of `key` still inside the window (older ones are forgotten). */
  private current(key: string, now: number): number[] {
    const times = this.hits.get(key);
    if (!times) return [];
    const from = now - this.rule.windowMs;
    let drop = 0;
    while (drop < times.length && times[drop]! <= from) drop += 1;
    if (drop > 0) times.splice(0, drop);
    if (times.length === 0) this.hits.delete(key);
    return times;
  }

  /** Seconds until `key` may be hit again; 0 when it may be now. */
  retryAfter(key: string): number {
    const now = this.now();
    const times = this.current(key, now);
    if (times.length < this.rule.limit) return 0;
    // The hit that must leave the window before one more fits.
    const freeing = times[times.length - this.rule.limit]!;
    return Math.max(1, Math.ceil((freeing + this.rule.windowMs - now) / 1000));
  }

  /** Counts one hit of `key`. */
  hit(key: string): void {
    const now = this.now();
    const times = this.current(key, now);
    times.push(now);
    this.hits.delete(key); // re-inserted last: the Map's order is the order of the latest hits
    this.hits.set(key, times);
    this.operations += 1;
    if (this.hits.size > this.maxKeys || this.operations % 1000 === 0) this.prune(now);
  }

  /** Takes back the latest hit of `key` (an attempt that turned out not to count). */
  undo(key: string): void {
    const times = this.hits.get(key);
    times?.pop();
    if (times?.length === 0) this.hits.delete(key);
  }

  /** Forgets every hit of `key`. */
  reset(key: string): void {
    this.hits.delete(key);
  }

  /** How many keys are remembered (for tests). */
  get size(): number {
    return this.hits.size;
  }

  private prune(now: number): void {
    for (const key of [...this.hits.keys()]) this.current(key, now);
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}

// A Redis in this process for unit tests: the few commands the storefront's Redis code sends
// (strings with NX and expiries, hashes, sorted sets, MULTI), and flushAll() to play Redis losing
// its data. Expiries follow `now()`. The real server is exercised by the scale tests.
type Value = { kind: 'string'; value: string } | { kind: 'hash'; value: Map<string, string> } | { kind: 'zset'; value: Map<string, number> };

interface SetOptions {
  NX?: boolean;
  EX?: number;
  PX?: number;
  PXAT?: number;
}

export class FakeRedis {
  isReady = true;
  /** While true, every command fails as on a closed connection. */
  down = false;
  readonly data = new Map<string, { entry: Value; expiresAt: number | null }>();
  /** Commands sent, by name (to count round trips). */
  readonly sent: string[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string) {
    const held = this.data.get(key);
    if (held && held.expiresAt !== null && held.expiresAt <= this.now()) {
      this.data.delete(key);
      return undefined;
    }
    return held;
  }

  private hash(key: string, create = false): Map<string, string> | undefined {
    const held = this.live(key);
    if (held?.entry.kind === 'hash') return held.entry.value;
    if (!create) return undefined;
    const value = new Map<string, string>();
    this.data.set(key, { entry: { kind: 'hash', value }, expiresAt: null });
    return value;
  }

  private zset(key: string, create = false): Map<string, number> | undefined {
    const held = this.live(key);
    if (held?.entry.kind === 'zset') return held.entry.value;
    if (!create) return undefined;
    const value = new Map<string, number>();
    this.data.set(key, { entry: { kind: 'zset', value }, expiresAt: null });
    return value;
  }

  private gate() {
    if (this.down) throw new Error('The client is closed');
  }

  flushAll() {
    this.data.clear();
  }

  async get(key: string) {
    this.gate();
    this.sent.push('get');
    const held = this.live(key);
    return held?.entry.kind === 'string' ? held.entry.value : null;
  }

  /** GETEX with an EX, PX or PXAT option: the value, its expiry set when the key exists. */
  async getEx(key: string, options: { type: 'EX' | 'PX' | 'PXAT'; value: number }) {
    this.gate();
    this.sent.push('getEx');
    const held = this.live(key);
    if (held?.entry.kind !== 'string') return null;
    held.expiresAt = options.type === 'PXAT' ? options.value : this.now() + options.value * (options.type === 'EX' ? 1000 : 1);
    return held.entry.value;
  }

  async pExpireAt(key: string, at: number) {
    const held = this.live(key);
    if (!held) return 0;
    held.expiresAt = at;
    return 1;
  }

  async set(key: string, value: string, options: SetOptions = {}) {
    this.gate();
    this.sent.push('set');
    if (options.NX && this.live(key)) return null;
    const expiresAt = options.PXAT ?? (options.EX !== undefined ? this.now() + options.EX * 1000 : options.PX !== undefined ? this.now() + options.PX : null);
    this.data.set(key, { entry: { kind: 'string', value }, expiresAt });
    return 'OK';
  }

  async del(keys: string | string[]) {
    this.sent.push('del');
    let count = 0;
    for (const key of ([] as string[]).concat(keys)) if (this.data.delete(key)) count += 1;
    return count;
  }

  unlink(keys: string | string[]) {
    return this.del(keys);
  }

  async exists(key: string) {
    this.gate();
    this.sent.push('exists');
    return this.live(key) ? 1 : 0;
  }

  async pTTL(key: string) {
    this.gate();
    this.sent.push('pTTL');
    const held = this.live(key);
    if (!held) return -2;
    return held.expiresAt === null ? -1 : held.expiresAt - this.now();
  }

  async expire(key: string, seconds: number) {
    const held = this.live(key);
    if (!held) return 0;
    held.expiresAt = this.now() + seconds * 1000;
    return 1;
  }

  async hSet(key: string, field: string | Record<string, string>, value?: string) {
    this.sent.push('hSet');
    const hash = this.hash(key, true)!;
    const pairs = typeof field === 'string' ? [[field, value!] as const] : Object.entries(field);
    for (const [name, text] of pairs) hash.set(name, text);
    return pairs.length;
  }

  async hGet(key: string, field: string) {
    return this.hash(key)?.get(field) ?? null;
  }

  async hmGet(key: string, fields: string[]) {
    this.gate();
    const hash = this.hash(key);
    return fields.map((field) => hash?.get(field) ?? null);
  }

  async hKeys(key: string) {
    return [...(this.hash(key)?.keys() ?? [])];
  }

  async hDel(key: string, fields: string | string[]) {
    const hash = this.hash(key);
    let count = 0;
    for (const field of ([] as string[]).concat(fields)) if (hash?.delete(field)) count += 1;
    return count;
  }

  async zAdd(key: string, member: { score: number; value: string }) {
    this.zset(key, true)!.set(member.value, member.score);
    return 1;
  }

  async zRem(key: string, members: string | string[]) {
    const zset = this.zset(key);
    let count = 0;
    for (const member of ([] as string[]).concat(members)) if (zset?.delete(member)) count += 1;
    return count;
  }

  async zCard(key: string) {
    this.gate();
    return this.zset(key)?.size ?? 0;
  }

  private sorted(key: string) {
    return [...(this.zset(key)?.entries() ?? [])].sort((a, b) => a[1] - b[1]);
  }

  async zRangeByScore(key: string, min: number | string, max: number | string, options?: { LIMIT?: { offset: number; count: number } }) {
    this.gate();
    const low = min === '-inf' ? -Infinity : Number(min);
    const high = max === '+inf' ? Infinity : Number(max);
    const found = this.sorted(key)
      .filter(([, score]) => score >= low && score <= high)
      .map(([member]) => member);
    return options?.LIMIT ? found.slice(options.LIMIT.offset, options.LIMIT.offset + options.LIMIT.count) : found;
  }

  async zPopMinCount(key: string, count: number) {
    const popped = this.sorted(key).slice(0, count);
    for (const [member] of popped) this.zset(key)!.delete(member);
    return popped.map(([value, score]) => ({ value, score }));
  }

  /** MULTI: the commands queued, run in order at exec(). */
  multi() {
    const queued: Array<() => Promise<unknown>> = [];
    const chain: Record<string, unknown> = {
      exec: async () => {
        this.gate();
        const replies: unknown[] = [];
        for (const command of queued) replies.push(await command());
        return replies;
      },
    };
    for (const name of ['set', 'del', 'unlink', 'expire', 'hSet', 'hDel', 'zAdd', 'zRem']) {
      chain[name] = (...args: unknown[]) => {
        queued.push(() => (this as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!(...args));
        return chain;
      };
    }
    return chain as never;
  }
}

// lib/server/answer-cache.ts: short-lived answers kept in Redis for every instance (hashed keys,
// an expiry on each entry, parsed on the way back) or in memory, and never a failed request when
// Redis fails.
import { z } from 'zod';
import { MemoryAnswerCache, RedisAnswerCache, SharedAnswerCache, answerCache, hashedKey } from '@/lib/server/answer-cache';

const schema = z.object({ names: z.array(z.string()) });
type Value = z.infer<typeof schema>;

/** The two commands the cache uses, over a Map, recording the options of each SET. */
function fakeRedis() {
  const values = new Map<string, string>();
  const sets: Array<{ key: string; options: unknown }> = [];
  let down = false;
  const client = {
    async get(key: string) {
      if (down) throw new Error('The client is closed');
      return values.get(key) ?? null;
    },
    async set(key: string, value: string, options: unknown) {
      if (down) throw new Error('The client is closed');
      values.set(key, value);
      sets.push({ key, options });
      return 'OK';
    },
  };
  return { client, values, sets, goDown: () => (down = true) };
}

describe('RedisAnswerCache', () => {
  it('stores JSON under a hashed key with an expiry, and reads it back', async () => {
    const redis = fakeRedis();
    const cache = new RedisAnswerCache<Value>(redis.client as never, 'storefront:hints:', 30_000, schema);
    await cache.set('en\u0000steam wallet', { names: ['Steam Wallet'] });
    expect(redis.sets).toEqual([{ key: hashedKey('storefront:hints:', 'en\u0000steam wallet'), options: { PX: 30_000 } }]);
    const [key] = [...redis.values.keys()];
    expect(key).toMatch(/^storefront:hints:[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain('steam');
    expect(await cache.get('en\u0000steam wallet')).toEqual({ names: ['Steam Wallet'] });
    expect(await cache.get('ru\u0000steam wallet')).toBeUndefined();
  });

  it('takes an entry that is not JSON, or not of the schema, for a miss', async () => {
    const redis = fakeRedis();
    const cache = new RedisAnswerCache<Value>(redis.client as never, 'p:', 1000, schema);
    redis.values.set(hashedKey('p:', 'broken'), '{"names": [');
    redis.values.set(hashedKey('p:', 'other'), '{"names": [1, 2]}');
    expect(await cache.get('broken')).toBeUndefined();
    expect(await cache.get('other')).toBeUndefined();
  });

  it('misses while Redis does not answer, and says so when it cannot store', async () => {
    const redis = fakeRedis();
    const cache = new RedisAnswerCache<Value>(redis.client as never, 'p:', 1000, schema);
    await cache.set('k', { names: ['a'] });
    redis.goDown();
    expect(await cache.get('k')).toBeUndefined();
    await expect(cache.set('k', { names: ['b'] })).rejects.toThrow('closed');
  });
});

describe('MemoryAnswerCache', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps an answer until it expires', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new MemoryAnswerCache<Value>(10, 30_000);
    await cache.set('k', { names: ['a'] });
    jest.setSystemTime(1_000_000 + 29_999);
    expect(await cache.get('k')).toEqual({ names: ['a'] });
    jest.setSystemTime(1_000_000 + 30_000);
    expect(await cache.get('k')).toBeUndefined();
  });

  it('holds at most its bound, dropping the least recently used', async () => {
    const cache = new MemoryAnswerCache<Value>(2, 30_000);
    await cache.set('a', { names: ['a'] });
    await cache.set('b', { names: ['b'] });
    await cache.get('a');
    await cache.set('c', { names: ['c'] });
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toEqual({ names: ['a'] });
    expect(await cache.get('c')).toEqual({ names: ['c'] });
  });
});

describe('SharedAnswerCache', () => {
  it('serves what another instance stored in Redis', async () => {
    const redis = fakeRedis();
    const one = new SharedAnswerCache(new RedisAnswerCache<Value>(redis.client as never, 'p:', 1000, schema), new MemoryAnswerCache<Value>(10, 1000));
    const other = new SharedAnswerCache(new RedisAnswerCache<Value>(redis.client as never, 'p:', 1000, schema), new MemoryAnswerCache<Value>(10, 1000));
    await one.set('k', { names: ['from one'] });
    expect(await other.get('k')).toEqual({ names: ['from one'] });
  });

  it('keeps in memory what Redis did not take, and serves it while Redis is away', async () => {
    const redis = fakeRedis();
    const cache = new SharedAnswerCache(new RedisAnswerCache<Value>(redis.client as never, 'p:', 1000, schema), new MemoryAnswerCache<Value>(10, 1000));
    redis.goDown();
    await expect(cache.set('k', { names: ['kept'] })).resolves.toBeUndefined();
    expect(await cache.get('k')).toEqual({ names: ['kept'] });
  });
});

describe('answerCache', () => {
  it('is in memory without REDIS_URL', async () => {
    const saved = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      const cache = answerCache<Value>({ name: 'test', ttlMs: 1000, maxEntries: 5, schema });
      expect(await cache.get('k')).toBeUndefined();
      await cache.set('k', { names: ['here'] });
      expect(await cache.get('k')).toEqual({ names: ['here'] });
    } finally {
      if (saved !== undefined) process.env.REDIS_URL = saved;
    }
  });
});

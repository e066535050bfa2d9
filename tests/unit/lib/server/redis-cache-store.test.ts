// The shared cache's own Redis store (lib/server/redis-cache-store.mjs): what it stores
// survives the trip as JSON (Buffers, segment Maps), which tags index an entry, how long an entry
// lives, that an absent Redis makes reads misses and writes no-ops at once, and that after Redis
// lost its data each process puts back the entries it holds (on a Redis in this process). The
// round trip through a real Redis, across two instances, is in tests/scale (npm run test:scale).
import {
  closeRedisCacheConnections,
  decodeEntry,
  encodeEntry,
  entryTags,
  entryTtlSeconds,
  HeldEntries,
  RedisCacheStore,
  type CacheConnection,
} from '@/lib/server/redis-cache-store.mjs';
import { FakeRedis } from '../../support/fake-redis';

const page = {
  kind: 'APP_PAGE',
  html: '<p>Olá, Ольга, हिमांशु</p>',
  rscData: Buffer.from([0, 1, 2, 250, 255]),
  headers: { 'x-next-cache-tags': 'product:7,_N_T_/layout,_N_T_/en/product/7' },
  postponed: undefined,
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
};

describe('entries as stored', () => {
  it('come back with their Buffers, Maps, strings and numbers', () => {
    const entry = { value: page, lastModified: 1_700_000_000_000, cacheControl: { revalidate: 300, expire: 3600 }, tags: ['product:7'] };
    const decoded = decodeEntry(encodeEntry(entry));
    expect(decoded).not.toBeNull();
    const value = decoded!.value as typeof page;
    expect(value.html).toBe(page.html);
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect([...value.rscData]).toEqual([0, 1, 2, 250, 255]);
    expect(value.segmentData).toBeInstanceOf(Map);
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(decoded!.lastModified).toBe(entry.lastModified);
    expect(decoded!.cacheControl).toEqual({ revalidate: 300, expire: 3600 });
  });

  it('refuses what is not an entry', () => {
    expect(decodeEntry('not json')).toBeNull();
    expect(decodeEntry('{"value":1}')).toBeNull();
    expect(decodeEntry('null')).toBeNull();
  });
});

describe('tags and lifetimes', () => {
  it('indexes a page by its cache-tags header and a fetch by its own and the context’s tags', () => {
    expect(entryTags(page)).toEqual(['product:7', '_N_T_/layout', '_N_T_/en/product/7']);
    expect(entryTags({ kind: 'FETCH', tags: ['catalogue'] }, { tags: ['catalogue', 'category:steam'] })).toEqual(['catalogue', 'category:steam']);
    expect(entryTags({ kind: 'APP_ROUTE', headers: {} })).toEqual([]);
  });

  it('keeps an entry until its expire, at most a year, and a year when Next gives none', () => {
    const year = 365 * 24 * 60 * 60;
    expect(entryTtlSeconds({ cacheControl: { expire: 3600 } })).toBe(3600);
    expect(entryTtlSeconds({ cacheControl: { expire: 0xfffffffe } })).toBe(year);
    expect(entryTtlSeconds({ cacheControl: { expire: 0 } })).toBe(year);
    expect(entryTtlSeconds({})).toBe(year);
  });
});

describe('with Redis away', () => {
  afterAll(() => closeRedisCacheConnections());

  it('reads are misses and writes and revalidations are dropped, without throwing', async () => {
    // Nothing listens on port 1: the connection is refused.
    const store = new RedisCacheStore({ redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'test:' });
    await expect(store.get('/en')).resolves.toBeNull();
    await expect(store.set('/en', page, { cacheControl: { revalidate: 60, expire: 600 } })).resolves.toBeUndefined();
    await expect(store.revalidateTag(['product:7'])).resolves.toBeUndefined();
  });
});

describe('after Redis lost its data', () => {
  const ctx = { cacheControl: { revalidate: 60, expire: 3600 } };
  const other = { ...page, html: '<p>other</p>', headers: { 'x-next-cache-tags': 'product:8' } };
  let redis: FakeRedis;

  /** One process: its own connection (held entries) on the shared Redis. */
  function process(): RedisCacheStore {
    const connection: CacheConnection = { client: redis, firstConnection: Promise.resolve(true), held: new HeldEntries(), lossChecks: new Map() };
    return new RedisCacheStore({ redisUrl: 'redis://fake', keyPrefix: 'test:', connection });
  }

  beforeEach(() => {
    redis = new FakeRedis();
  });

  it('each process puts back what it stored or read, once per loss, with its lifetime and tags', async () => {
    const [one, two] = [process(), process()];
    await one.set('/en/product/7', page, ctx);
    await two.set('/en/product/8', other, ctx);
    expect((await one.get('/en/product/8'))?.value).toMatchObject({ html: '<p>other</p>' });
    // Starting: nothing was lost; each takes note of Redis's contents.
    expect([await one.putBackIfLost(), await two.putBackIfLost()]).toEqual([0, 0]);
    const expiry = redis.data.get('test:entry:/en/product/7')!.expiresAt;

    redis.flushAll();
    expect(await process().get('/en/product/7')).toBeNull();
    // The first to look puts back all it holds; the other finds them there already (never over a newer entry).
    expect(await one.putBackIfLost()).toBe(2);
    expect(await two.putBackIfLost()).toBe(0);
    expect(await one.putBackIfLost()).toBe(0);

    const fresh = process();
    expect((await fresh.get('/en/product/7'))?.value).toMatchObject({ html: page.html, status: 200 });
    expect((await fresh.get('/en/product/8'))?.value).toMatchObject({ html: '<p>other</p>' });
    expect(redis.data.get('test:entry:/en/product/7')!.expiresAt).toBe(expiry);
    // The tag index came back too: a revalidation still reaches the entries.
    await fresh.revalidateTag(['product:7']);
    expect(await fresh.get('/en/product/7')).toBeNull();
    expect(await fresh.get('/en/product/8')).not.toBeNull();
  });

  it('a check without a loss is one GETEX (which pushes the marker’s expiry forward)', async () => {
    const one = process();
    await one.putBackIfLost();
    redis.sent.length = 0;
    expect(await one.putBackIfLost()).toBe(0);
    expect(redis.sent).toEqual(['getEx']);
  });

  it('never puts back an entry revalidated or removed since', async () => {
    const [one, two] = [process(), process()];
    await one.set('/en/product/7', page, ctx);
    await one.set('/en/product/8', other, ctx);
    await one.set('/en/product/9', { ...other, html: '<p>nine</p>', headers: {} }, ctx);
    await one.putBackIfLost();
    await one.revalidateTag('product:7');
    // Revalidated by another instance: this one sees the entry gone on its next read.
    await two.revalidateTag('product:8');
    expect(await one.get('/en/product/8')).toBeNull();
    // An unusable entry the cache handler dropped.
    await one.delete('/en/product/9');

    redis.flushAll();
    expect(await one.putBackIfLost()).toBe(0);
    expect(redis.data.has('test:entry:/en/product/7')).toBe(false);
  });

  it('hits whose stored string is unchanged are not decoded again, a new string is', async () => {
    const one = process();
    await one.set('/en/product/7', page, ctx);
    const first = await one.get('/en/product/7');
    expect(await one.get('/en/product/7')).toBe(first);
    await process().set('/en/product/7', other, ctx);
    expect((await one.get('/en/product/7'))?.value).toMatchObject({ html: '<p>other</p>' });
  });
});

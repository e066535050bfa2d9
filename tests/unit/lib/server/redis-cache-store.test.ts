// The shared cache's own Redis store (lib/server/redis-cache-store.mjs, issue 19): what it stores
// survives the trip as JSON (Buffers, segment Maps), which tags index an entry, how long an entry
// lives, and that an absent Redis makes reads misses and writes no-ops at once. The round trip
// through a real Redis, across two instances, is in tests/scale (npm run test:scale).
import { closeRedisCacheConnections, decodeEntry, encodeEntry, entryTags, entryTtlSeconds, RedisCacheStore } from '@/lib/server/redis-cache-store.mjs';

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

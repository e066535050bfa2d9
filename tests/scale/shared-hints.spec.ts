// Two storefront instances on one Redis share the search hints (lib/server/answer-cache.ts): the
// hints instance A fetched are in Redis under a hashed key with an expiry, and instance B answers
// from that entry. What B reads there is checked like any input: an entry that is not hints is
// ignored and B asks the provider. The key is computed here independently (SHA-256, base64url).
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClient } from 'redis';
import { REDIS_URL, STOREFRONT_A, STOREFRONT_B } from './servers';

const redis = createClient({ url: REDIS_URL });

test.beforeAll(async () => {
  await redis.connect();
});

test.afterAll(async () => {
  await redis.quit();
});

const hintsKey = (locale: string, text: string) =>
  `storefront:hints:${createHash('sha256').update(`${locale}\u0000${text.toLocaleLowerCase()}`, 'utf8').digest('base64url')}`;

test('hints fetched through one instance are served by the other from Redis, and a bad entry is ignored', async ({ request }) => {
  const text = 'Steam';
  const key = hintsKey('en', text);
  // A retry starts from no entry, as the first attempt did.
  await redis.del(key);
  const hints = (origin: string) => request.get(`${origin}/api/search/hints`, { params: { q: text, locale: 'en' } });

  const fromA = await hints(STOREFRONT_A);
  expect(fromA.status()).toBe(200);
  const answer = (await fromA.json()) as { byName: unknown[]; byArticle: unknown[] };
  expect(answer.byName.length + answer.byArticle.length).toBeGreaterThan(0);

  // In Redis under the hashed key, with the 30 s expiry; the shopper's text is not in the key.
  expect(JSON.parse((await redis.get(key)) ?? 'null')).toEqual(answer);
  const ttl = await redis.pTTL(key);
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(30_000);
  expect(await redis.keys('storefront:hints:*team*')).toEqual([]);

  // B answers with what is in Redis: an entry put there stands for one A wrote.
  const marked = { byName: [{ id: 1, name: 'Written to Redis by the test', cover_path: '/media/covers/1.svg', price: 100 }], byArticle: [] };
  await redis.set(key, JSON.stringify(marked), { PX: 30_000 });
  const fromB = await hints(STOREFRONT_B);
  expect(fromB.status()).toBe(200);
  expect(await fromB.json()).toEqual(marked);

  // An entry that is not hints is a miss: B asks the provider again and stores its answer.
  await redis.set(key, JSON.stringify({ byName: 'not a list' }), { PX: 30_000 });
  const again = await hints(STOREFRONT_B);
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual(answer);
  expect(JSON.parse((await redis.get(key)) ?? 'null')).toEqual(answer);
});

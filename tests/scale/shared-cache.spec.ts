// Two storefront instances on one Redis: the page cache is one (a page rendered by A is a cache
// hit on B), and a revalidation sent to one instance is seen by the other — from the provider's
// signed notice to A, and from a signed call sent straight to B. The revalidation nonces are
// shared too: a call accepted by one instance is a replay on the other.
import { expect, test } from '@playwright/test';
import { STOREFRONT_A, STOREFRONT_B } from './servers';
import { euros, productPage, setPrice, signedRevalidation, someProductIds, warmProductPage } from './support';

test.describe.configure({ timeout: 120_000 });

test('a page rendered by one instance is served from the shared cache by the other', async ({ request }) => {
  const [id] = await someProductIds(request, 1);
  await warmProductPage(request, STOREFRONT_A, id!);
  const onB = await productPage(request, STOREFRONT_B, id!);
  expect(onB.status).toBe(200);
  expect(onB.cache).toBe('HIT');
});

test("the provider's notice to instance A reaches the page on instance B", async ({ request }) => {
  const [, id] = await someProductIds(request, 2);
  await warmProductPage(request, STOREFRONT_A, id!);
  await warmProductPage(request, STOREFRONT_B, id!);
  const price = 123_457;
  const before = await productPage(request, STOREFRONT_B, id!);
  expect(before.text).not.toContain(euros(price));

  const { notified } = await setPrice(request, id!, price);
  expect(notified).toBe(1);
  await expect.poll(async () => (await productPage(request, STOREFRONT_B, id!)).text, { timeout: 15_000 }).toContain(euros(price));
  expect((await productPage(request, STOREFRONT_A, id!)).text).toContain(euros(price));
});

test('a change the storefronts were not told of stays cached until a signed call to B expires it on A as well', async ({ request }) => {
  const [, , id] = await someProductIds(request, 3);
  await warmProductPage(request, STOREFRONT_A, id!);
  const price = 98_765;
  await setPrice(request, id!, price, false);
  // Still the cached page on both instances: nothing told them.
  for (const origin of [STOREFRONT_A, STOREFRONT_B]) {
    const page = await productPage(request, origin, id!);
    expect(page.cache).toBe('HIT');
    expect(page.text).not.toContain(euros(price));
  }

  const call = signedRevalidation({ products: [id] });
  const answer = await request.post(`${STOREFRONT_B}/api/revalidate`, call);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ revalidated: [`product:${id}`, 'product-lists'] });
  await expect.poll(async () => (await productPage(request, STOREFRONT_A, id!)).text, { timeout: 15_000 }).toContain(euros(price));

  // The same signed call again, now to the other instance: a replay.
  const replay = await request.post(`${STOREFRONT_A}/api/revalidate`, call);
  expect(replay.status()).toBe(409);
});

test('unsigned, tampered and stale revalidation calls are refused by every instance', async ({ request }) => {
  for (const origin of [STOREFRONT_A, STOREFRONT_B]) {
    expect((await request.post(`${origin}/api/revalidate`, { data: { all: true } })).status()).toBe(401);
    const tampered = signedRevalidation({ products: [1] });
    expect((await request.post(`${origin}/api/revalidate`, { ...tampered, data: JSON.stringify({ all: true }) })).status()).toBe(403);
    const wrongKey = signedRevalidation({ all: true }, { secret: 'not-the-shared-secret-0123456789abcdef' });
    expect((await request.post(`${origin}/api/revalidate`, wrongKey)).status()).toBe(403);
    const stale = signedRevalidation({ all: true }, { at: Date.now() - 10 * 60_000 });
    expect((await request.post(`${origin}/api/revalidate`, stale)).status()).toBe(410);
  }
});

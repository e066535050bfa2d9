// Two storefront instances on one Redis count the same attempts: the card-type lookups of one
// client (60 per minute per IP) spread over both instances are refused at the 61st, whichever
// instance it reaches. The provider's own limits are raised (PROVIDER_RATE_LIMIT_SCALE) so the
// refusal seen is the storefront's. The instances run with TRUSTED_PROXY_HOPS=1, as behind a load
// balancer that appends to X-Forwarded-For; the test plays that balancer. Each run takes a fresh
// client address, so a retry does not inherit a used-up window.
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { STOREFRONT_A, STOREFRONT_B } from './servers';

test.describe.configure({ timeout: 120_000 });

test('a rate limit reached through one instance holds on the other', async ({ request }) => {
  const client = `198.51.100.${randomInt(1, 255)}`;
  const lookup = (origin: string) =>
    request.post(`${origin}/api/card-type`, { data: { number: '41111111' }, headers: { 'x-forwarded-for': client } });

  // 60 allowed in the window: 30 through each instance.
  for (let i = 0; i < 30; i++) {
    for (const origin of [STOREFRONT_A, STOREFRONT_B]) {
      const response = await lookup(origin);
      expect(response.status(), `lookup ${2 * i + 1} through ${origin}`).toBe(200);
    }
  }
  // Each instance alone has seen 30; together 60: the next is refused on both.
  for (const origin of [STOREFRONT_A, STOREFRONT_B]) {
    const refused = await lookup(origin);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  }
  // Another client is not affected.
  const other = await request.post(`${STOREFRONT_B}/api/card-type`, {
    data: { number: '41111111' },
    headers: { 'x-forwarded-for': `203.0.113.${randomInt(1, 255)}` },
  });
  expect(other.status()).toBe(200);
});

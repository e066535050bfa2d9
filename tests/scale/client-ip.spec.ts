// Per-IP limits against a client that rotates X-Forwarded-For: a storefront reached
// directly (TRUSTED_PROXY_HOPS=0) counts the socket's address whatever the header says, and one
// behind an appending balancer (instances A and B, TRUSTED_PROXY_HOPS=1) counts only the entry the
// balancer wrote. The provider's side (X-Client-IP believed only with CLIENT_IP_SECRET) is tested
// against a provider process in tests/unit/reference-provider/accounts/routes.test.ts.
import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { freePort, kill, startStorefront, untilLive } from './processes';
import { PROVIDER_URL, SCALE_SECRETS, STOREFRONT_A } from './servers';

test.describe.configure({ timeout: 120_000 });

const rotated = () => `198.51.100.${randomInt(1, 255)}, 203.0.113.${randomInt(1, 255)}`;

test('reached directly: rotating X-Forwarded-For does not escape the registration limit (10 per hour per IP)', async ({ request }) => {
  const port = await freePort();
  const storefront = startStorefront(
    { PROVIDER_API_URL: PROVIDER_URL, SESSION_SECRET: SCALE_SECRETS.session, CLIENT_IP_SECRET: SCALE_SECRETS.clientIp, SITE_URL: `http://localhost:${port}` },
    port,
  );
  try {
    await untilLive(storefront);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const email = `rotating-${randomUUID()}@example.com`;
      const response = await request.post(`${storefront.origin}/api/register?locale=en`, {
        headers: { origin: storefront.origin, 'x-forwarded-for': rotated() },
        data: { name: `Rotate${i}`, email, password: 'secret123', password_confirmation: 'secret123', terms: true },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  } finally {
    kill(storefront);
  }
});

test('behind one appending balancer: entries a client adds left of the balancer’s are ignored', async ({ request }) => {
  const client = `192.0.2.${randomInt(1, 255)}`;
  const lookup = (forwarded: string) =>
    request.post(`${STOREFRONT_A}/api/card-type`, { data: { number: '41111111' }, headers: { 'x-forwarded-for': forwarded } });
  // 60 card-type lookups per IP and minute: each with a new address of the client's own in front.
  for (let i = 0; i < 60; i += 1) expect((await lookup(`${rotated()}, ${client}`)).status(), `lookup ${i + 1}`).toBe(200);
  expect((await lookup(`${rotated()}, ${client}`)).status()).toBe(429);
  // Another client, as the balancer saw it, is not affected.
  expect((await lookup(`${client}, 198.18.0.${randomInt(1, 255)}`)).status()).toBe(200);
});

// Ports of the servers the end-to-end tests start (playwright.config.ts) and read.
// E2E_PORT_OFFSET moves them all, so two checkouts can run their end-to-end tests side by side.
const offset = Number.parseInt(process.env.E2E_PORT_OFFSET ?? '0', 10) || 0;

export const E2E_PORTS = {
  provider: 4100 + offset,
  storefront: 3100 + offset,
  storefrontWithoutProvider: 3101 + offset,
  storefrontHostedPayment: 3102 + offset,
  deadProvider: 4199 + offset,
};

/** Shared by the provider's acquirer and the storefronts under test only; the demo makes its own. */
export const E2E_ACQUIRER_SECRET = 'e2e-only-acquirer-secret-0123456789abcdef';
export const E2E_SESSION_SECRET = 'e2e-only-session-secret-0123456789abcdef';
/** The provider believes the storefronts' X-Client-IP with it (CLIENT_IP_SECRET on both sides). */
export const E2E_CLIENT_IP_SECRET = 'e2e-only-client-ip-secret-0123456789abcdef';

/**
 * Whether the provider under test has only the specified calls (playwright.spec-provider.config.ts
 * sets E2E_PROVIDER_API=spec): a journey that shows something only the full provider offers (the
 * address a reset link is for) checks it only against the full one.
 */
export const SPEC_PROVIDER = process.env.E2E_PROVIDER_API === 'spec';

export const PROVIDER_URL = `http://127.0.0.1:${E2E_PORTS.provider}`;
export const STOREFRONT_WITHOUT_PROVIDER_URL = `http://127.0.0.1:${E2E_PORTS.storefrontWithoutProvider}`;
export const STOREFRONT_HOSTED_PAYMENT_URL = `http://127.0.0.1:${E2E_PORTS.storefrontHostedPayment}`;

/**
 * A client address of its own for one simulated shopper. The storefronts under test run as behind
 * one appending load balancer (TRUSTED_PROXY_HOPS=1), which the tests play by sending this in
 * X-Forwarded-For: each shopper's registrations and verifications count against their own per-IP
 * limits, not against one budget for the whole run. Drawn from 198.18.0.0/15 (RFC 2544, 131 072
 * addresses), so tests running side by side rarely share one.
 */
export function shopperAddress(): string {
  const n = Math.floor(Math.random() * 131_072);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

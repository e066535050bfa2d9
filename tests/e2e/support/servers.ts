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

export const PROVIDER_URL = `http://127.0.0.1:${E2E_PORTS.provider}`;
export const STOREFRONT_WITHOUT_PROVIDER_URL = `http://127.0.0.1:${E2E_PORTS.storefrontWithoutProvider}`;
export const STOREFRONT_HOSTED_PAYMENT_URL = `http://127.0.0.1:${E2E_PORTS.storefrontHostedPayment}`;

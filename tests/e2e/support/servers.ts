// Ports of the servers the end-to-end tests start (playwright.config.ts) and read.
export const E2E_PORTS = { provider: 4100, storefront: 3100, storefrontWithoutProvider: 3101, storefrontHostedPayment: 3102, deadProvider: 4199 };

/** Shared by the provider's acquirer and the storefronts under test only; the demo makes its own. */
export const E2E_ACQUIRER_SECRET = 'e2e-only-acquirer-secret-0123456789abcdef';
export const E2E_SESSION_SECRET = 'e2e-only-session-secret-0123456789abcdef';

export const PROVIDER_URL = `http://127.0.0.1:${E2E_PORTS.provider}`;
export const STOREFRONT_WITHOUT_PROVIDER_URL = `http://127.0.0.1:${E2E_PORTS.storefrontWithoutProvider}`;
export const STOREFRONT_HOSTED_PAYMENT_URL = `http://127.0.0.1:${E2E_PORTS.storefrontHostedPayment}`;

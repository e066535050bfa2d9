// Ports of the servers the end-to-end tests start (playwright.config.ts) and read.
export const E2E_PORTS = { provider: 4100, storefront: 3100, storefrontWithoutProvider: 3101, deadProvider: 4199 };

export const PROVIDER_URL = `http://127.0.0.1:${E2E_PORTS.provider}`;
export const STOREFRONT_WITHOUT_PROVIDER_URL = `http://127.0.0.1:${E2E_PORTS.storefrontWithoutProvider}`;

// End-to-end tests: the built storefront against the reference provider, in Debian's chromium.
// Four servers: the provider on a fresh in-memory database, the storefront against it, a second
// storefront against a port where nothing answers (the outage tests), and a third against the
// provider with PAYMENT_CARD_FLOW=redirect (the acquirer's hosted page and its signed callback).
// What another configuration of these tests shares (playwright.postgres.config.ts: the purchase
// journeys against a provider on PostgreSQL) is exported from here.
import { type PlaywrightTestConfig, defineConfig, devices } from '@playwright/test';
import { E2E_ACQUIRER_SECRET, E2E_CLIENT_IP_SECRET, E2E_PORTS, E2E_SESSION_SECRET, PROVIDER_URL } from './tests/e2e/support/servers';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const bin = (name: string) => `node_modules/.bin/${name}`;
/**
 * The production server `npm run build` makes, as operators start it (README). On loopback as
 * `localhost`: with HOSTNAME=127.0.0.1 Next takes the proxy's locale rewrites for external ones.
 * Its SITE_URL is the origin the browser and the tests reach it at (http://127.0.0.1:{port}, the
 * Origin the browser sends), not the name it listens on.
 */
const STOREFRONT = 'node .next/standalone/server.js';
/**
 * As behind one load balancer that appends the client's address to X-Forwarded-For
 * (TRUSTED_PROXY_HOPS=1): the tests that register many shoppers through the BFF play it, each
 * shopper from an address of its own; a browser sends none, and its socket counts. SITE_URL is the
 * origin the browser uses to reach the server under test.
 */
const storefrontEnv = (port: number) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOSTNAME: 'localhost',
  SITE_URL: `http://127.0.0.1:${port}`,
  CLIENT_IP_SECRET: E2E_CLIENT_IP_SECRET,
  TRUSTED_PROXY_HOPS: '1',
});

/** A storefront against the provider under test, on `port`, with `env` added (PAYMENT_CARD_FLOW…). */
export function storefrontServer(port: number, env: Record<string, string> = {}) {
  return {
    command: STOREFRONT,
    url: `http://127.0.0.1:${port}/api/popular-products`,
    env: { ...storefrontEnv(port), PROVIDER_API_URL: PROVIDER_URL, SESSION_SECRET: E2E_SESSION_SECRET, ACQUIRER_SECRET: E2E_ACQUIRER_SECRET, ...env },
    timeout: 120_000,
    reuseExistingServer: false,
  };
}

/** The provider's environment in the end-to-end tests, but for its database and its seed. */
export const PROVIDER_ENV = {
  PROVIDER_PORT: String(E2E_PORTS.provider),
  PROVIDER_QUIET: '1',
  // Registrations hash at the test cost (ignored with NODE_ENV=production).
  PROVIDER_PASSWORD_HASHING: 'fast',
  // Links in the outbox's mails point at the storefront under test.
  PROVIDER_STOREFRONT_URL: `http://127.0.0.1:${E2E_PORTS.storefront}`,
  ACQUIRER_SECRET: E2E_ACQUIRER_SECRET,
  CLIENT_IP_SECRET: E2E_CLIENT_IP_SECRET,
  // A refused callback is tried again soon, within a test's time.
  ACQUIRER_CALLBACK_RETRY_MS: '500,1000,2000',
};

/** A desktop browser (the mobile project's specs are the *.mobile.spec.ts files). */
export const DESKTOP = { ...devices['Desktop Chrome'], channel: undefined };

/** The runner and the browser: every configuration of the end-to-end tests runs them alike. */
export const E2E_RUN = {
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.storefront}`,
    // The test browser is a Brazilian shopper's, so the language offer stays away from
    // pages that are not about it; tests of the offer choose other browser languages themselves.
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
} satisfies PlaywrightTestConfig;

export default defineConfig({
  ...E2E_RUN,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  projects: [
    // spec-provider.spec.ts needs a provider with only the specified calls: playwright.spec-provider.config.ts runs it.
    { name: 'desktop', use: DESKTOP, testIgnore: [/mobile\.spec/, /[/\\]spec-provider\.spec\.ts$/] },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec/ },
  ],
  webServer: [
    {
      command: `${bin('tsx')} reference-provider/src/main.ts`,
      url: `${PROVIDER_URL}/api/health`,
      env: {
        ...PROVIDER_ENV,
        PROVIDER_DATA_DIR: 'memory://',
        // The tests shop in the demo catalogue, whatever NODE_ENV the shell exports.
        PROVIDER_SEED: 'demo',
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    storefrontServer(E2E_PORTS.storefront),
    storefrontServer(E2E_PORTS.storefrontHostedPayment, { PAYMENT_CARD_FLOW: 'redirect' }),
    {
      command: STOREFRONT,
      port: E2E_PORTS.storefrontWithoutProvider,
      env: { ...storefrontEnv(E2E_PORTS.storefrontWithoutProvider), PROVIDER_API_URL: `http://127.0.0.1:${E2E_PORTS.deadProvider}`, SESSION_SECRET: E2E_SESSION_SECRET },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});

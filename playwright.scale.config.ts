// Scale tests (npm run test:scale): the built standalone storefront as two instances on one Redis
// (installed from Debian's packages by scripts/test-scale.mjs, on loopback), against the reference
// provider, which tells instance A of catalogue changes. Plain HTTP: no browser is needed.
import { defineConfig } from '@playwright/test';
import { PROVIDER_URL, REDIS_URL, SCALE_PORTS, SCALE_SECRETS, STOREFRONT_A, redisCommand } from './tests/scale/servers';

// Both instances stand for one shop behind a load balancer: one public origin (SITE_URL), A's.
const storefront = (port: number) => ({
  command: 'node .next/standalone/server.js',
  url: `http://localhost:${port}/api/health/ready`,
  env: {
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: 'localhost',
    PROVIDER_API_URL: PROVIDER_URL,
    SITE_URL: STOREFRONT_A,
    SESSION_SECRET: SCALE_SECRETS.session,
    REVALIDATE_SECRET: SCALE_SECRETS.revalidate,
    CLIENT_IP_SECRET: SCALE_SECRETS.clientIp,
    REDIS_URL,
    // As behind a load balancer that appends the client's address to X-Forwarded-For (the tests
    // play it); tests/scale/client-ip.spec.ts starts instances reached directly.
    TRUSTED_PROXY_HOPS: '1',
  },
  timeout: 120_000,
  reuseExistingServer: false,
});

export default defineConfig({
  testDir: 'tests/scale',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/scale.json' }]],
  webServer: [
    {
      command: redisCommand(),
      port: SCALE_PORTS.redis,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: 'node_modules/.bin/tsx reference-provider/src/main.ts',
      url: `${PROVIDER_URL}/api/health`,
      env: {
        PROVIDER_PORT: String(SCALE_PORTS.provider),
        PROVIDER_DATA_DIR: 'memory://',
        // The tests shop in the demo catalogue, whatever NODE_ENV the shell exports.
        PROVIDER_SEED: 'demo',
        PROVIDER_QUIET: '1',
        PROVIDER_PASSWORD_HASHING: 'fast',
        // Only instance A hears of catalogue changes: B must see them through the shared cache.
        STOREFRONT_REVALIDATE_URLS: STOREFRONT_A,
        REVALIDATE_SECRET: SCALE_SECRETS.revalidate,
        CLIENT_IP_SECRET: SCALE_SECRETS.clientIp,
        // The storefront's own limits must be the ones reached.
        PROVIDER_RATE_LIMIT_SCALE: '100',
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    storefront(SCALE_PORTS.storefrontA),
    storefront(SCALE_PORTS.storefrontB),
  ],
});

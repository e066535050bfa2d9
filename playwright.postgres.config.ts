// The shopper's purchase journeys (card, 3-D Secure, the hosted page, Pix, UPI, the balance, promo
// codes, the last code) against a provider on PostgreSQL whose catalogue was brought in as the
// operator runbook does it: started with DATABASE_URL and PROVIDER_SEED=none, then the products
// imported with `npm run catalogue -- import` and the promo codes made with `catalogue promo`, no
// ANALYZE run (scripts/scale/provider-on-imported-catalogue.mjs). Run by `npm run test:scale`.
// The built storefront and its hosted-payment twin are playwright.config.ts's, on ports of their
// own (tests/e2e/support/postgres-offset.ts, imported first: it moves the ports servers.ts computes).
import './tests/e2e/support/postgres-offset';
import { defineConfig } from '@playwright/test';
import { DESKTOP, E2E_RUN, PROVIDER_ENV, storefrontServer } from './playwright.config';
import { E2E_PORTS, PROVIDER_URL } from './tests/e2e/support/servers';

/** The specs of a purchase, from the basket to the codes in the cabinet. */
const PURCHASE_SPECS = /[/\\](payments|payment-failures|shop-rules|order-amounts|product-buy)\.spec\.ts$/;

export default defineConfig({
  ...E2E_RUN,
  // Its own folder: a run here leaves the other runs' reports in test-results/ alone.
  outputDir: 'test-results/e2e-postgres',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-postgres.json' }]],
  projects: [{ name: 'desktop-postgres', use: DESKTOP, testMatch: PURCHASE_SPECS }],
  webServer: [
    {
      command: 'node scripts/scale/provider-on-imported-catalogue.mjs',
      // The file's first product (the script's READY_PATH): there once the import committed, which
      // is after the promo codes, so no test starts before the catalogue is in.
      url: `${PROVIDER_URL}/api/products/1`,
      env: PROVIDER_ENV,
      // Its steps and the provider's start, and on SIGTERM it stops the provider and PostgreSQL
      // and removes its folders (Playwright would otherwise SIGKILL them).
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      timeout: 300_000,
      reuseExistingServer: false,
    },
    storefrontServer(E2E_PORTS.storefront),
    storefrontServer(E2E_PORTS.storefrontHostedPayment, { PAYMENT_CARD_FLOW: 'redirect' }),
  ],
});

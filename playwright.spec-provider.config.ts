// The shop against a provider that has only the specified calls (the reference provider with
// PROVIDER_API=spec: docs/product/provider-calls.md "Specified calls"): the product description's
// journeys (accounts, catalogue, search, basket, card, 3-D Secure, Pix, UPI, balance, reviews) in
// several languages, and no control for what the provider lacks (the storefront finds it out with its
// probe, PROVIDER_CAPABILITIES=auto). Run by `npm test` after the end-to-end tests, on
// the same build, on ports of their own (tests/e2e/support/spec-provider-offset.ts, imported first).
import './tests/e2e/support/spec-provider-offset';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DESKTOP, E2E_RUN, PROVIDER_ENV, storefrontServer } from './playwright.config';
import { E2E_PORTS, PROVIDER_URL } from './tests/e2e/support/servers';

const JOURNEY_FILES = /[/\\](accounts|basket|payments|catalogue|filters|search|reviews|product-and-seo|product-buy)\.spec\.ts$/;
const JOURNEYS = new RegExp(
  [
    // accounts.spec.ts
    'register, confirm the e-mail, log out and in',
    'forgot password from start to end',
    // basket.spec.ts
    'a guest adds three products, changes quantities',
    'the product page buys too, and at login the guest basket is merged',
    'promo codes: invalid, applied with the old total struck through',
    // payments.spec.ts: the card in the modal, 3-D Secure (its return without the completion call), the balance
    'paid at once: success modal, purchase event',
    '3-D Secure confirmed on the bank page',
    'declined, then retried with another card',
    'the bank page reached by GET, cancelled',
    'too little → the insufficient-funds modal',
    'the cabinet’s top-up, paid by card',
    'the buyer coming back from the bank sees the real status',
    // product-and-seo.spec.ts, product-buy.spec.ts: arriving on a product, buying it now
    'the product page shows every field, similar products, reviews',
    'buy now takes the picked quantity to checkout',
    // catalogue.spec.ts, filters.spec.ts, search.spec.ts, reviews.spec.ts
    'the language switcher keeps the current page',
    'filter a category by price and country',
    'the category menu leads to category pages',
    'a name hint opens its search results',
    'the search page filters like a listing',
    'bad input shows the translated messages',
    'a guest is asked to log in, then writes a review',
    'the same in Russian',
  ]
    .map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
);

const CACHE_DIR = path.join(os.tmpdir(), `storefront-e2e-spec-provider-${E2E_PORTS.storefront}`);
const storefront = storefrontServer(E2E_PORTS.storefront, { PROVIDER_CAPABILITIES: 'auto', CACHE_DIR });

export default defineConfig({
  ...E2E_RUN,
  outputDir: 'test-results/e2e-spec-provider',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-spec-provider.json' }]],
  projects: [
    { name: 'desktop-spec-provider', use: DESKTOP, testMatch: /[/\\]spec-provider\.spec\.ts$/ },
    // The product description's journeys from their own files, each area in two languages or more.
    { name: 'desktop-spec-provider-journeys', use: DESKTOP, testMatch: JOURNEY_FILES, grep: JOURNEYS },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx reference-provider/src/main.ts',
      // A specified call: the provider has no health call under PROVIDER_API=spec.
      url: `${PROVIDER_URL}/api/categories`,
      env: { ...PROVIDER_ENV, PROVIDER_API: 'spec', PROVIDER_DATA_DIR: 'memory://', PROVIDER_SEED: 'demo' },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      ...storefront,
      // A page and data cache of its own, emptied at each start: the end-to-end run before it shares
      // the build, and its pages (with the full provider's hearts and links) must not be served here.
      command: `rm -rf '${CACHE_DIR}' && mkdir -p '${CACHE_DIR}' && ${storefront.command}`,
    },
  ],
});

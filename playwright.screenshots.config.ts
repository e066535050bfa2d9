// Screenshots for a person to look at (not a test that passes or fails on pixels): home, /holiday,
// a product, the search hints and the cabinet, in the four languages at 1366 and 390 px, written to
// test-results/screenshots/. Same servers as the end-to-end tests: `npm run screenshots`.
import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

export default defineConfig({
  ...e2e,
  testMatch: /\.shots\.ts$/,
  reporter: 'list',
  timeout: 120_000,
  projects: [{ name: 'screenshots', use: { ...e2e.use } }],
});

// npm run test:e2e: makes sure Debian's chromium is there, builds the storefront when its sources
// changed, and runs the Playwright tests (playwright.config.ts starts and stops the servers).
import { ensureChromium } from './lib/chromium.mjs';
import { buildIsStale, buildStorefront, run } from './lib/processes.mjs';

try {
  ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (process.env.CI || buildIsStale()) {
  console.log('Building the storefront…');
  const code = await buildStorefront();
  if (code !== 0) {
    console.error(`The build failed (exit ${code}).`);
    process.exit(code);
  }
}

process.exit(await run('playwright', ['test', ...process.argv.slice(2)]));

// npm run test:e2e: makes sure Debian's chromium is there, builds the storefront when its sources
// changed, checks that the ports of the servers playwright.config.ts starts are free (each one
// held by another process is named, with E2E_PORT_OFFSET to move them), and runs the Playwright tests.
import { ensureChromium } from './lib/chromium.mjs';
import { checkPorts, e2ePorts } from './lib/ports.mjs';
import { buildIsStale, buildStorefront, run } from './lib/processes.mjs';

try {
  ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Before the build: a busy port is known in a moment, the build takes minutes.
const busy = await checkPorts(e2ePorts(), 'E2E_PORT_OFFSET');
if (busy) {
  console.error(busy);
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

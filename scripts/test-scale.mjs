// npm run test:scale: the tests of running as several instances, slower than `npm test` and
// needing servers from Debian's packages (installed here when missing, as root):
// 1. two standalone storefront instances on one Redis, against the reference provider
//    (playwright.scale.config.ts, tests/scale/): shared page cache, revalidation seen across
//    instances, shared rate limits, the production server's start, logs and shutdown, and a rolling
//    restart of two instances behind nginx (also from Debian's packages) that loses no request;
// 2. the reference provider's contract tests on a PostgreSQL server
//    (scripts/scale/provider-on-postgres.mjs);
// 3. the shopper's purchase journeys (tests/e2e payments, shop-rules, order-amounts and product-buy,
//    in Debian's chromium) against a provider on PostgreSQL whose catalogue was brought in as the
//    operator runbook does it: PROVIDER_SEED=none, then `catalogue import`, no ANALYZE
//    (playwright.postgres.config.ts, scripts/scale/provider-on-imported-catalogue.mjs);
// 4. a deploy keeps the previous build's static files served (scripts/scale/static-skew.mjs: builds
//    B after A and asks B for A's files; run last, it leaves build B in place).
// Runs each even when another fails, and ends with one line "N passed, N failed".
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { checkPorts, postgresE2ePorts, scalePorts } from './lib/ports.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { ROOT, buildIsStale, buildStorefront, run } from './lib/processes.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { ensureRedis } from './lib/redis.mjs';
import { runProviderContractOnPostgres } from './scale/provider-on-postgres.mjs';
import { checkStaticSkew } from './scale/static-skew.mjs';

let passed = 0;
let failed = 0;

/**
 * Builds the storefront when its sources changed since the last build (`npm test` leaves one), then
 * runs Playwright with `config` and counts its tests from the JSON report `report`: a run that failed
 * without a failing test (a server that did not start) counts as one failure.
 */
async function playwright(config, report, args = []) {
  if (buildIsStale()) {
    console.log('Building the storefront…');
    const code = await buildStorefront();
    if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  }
  const file = path.join(ROOT, 'test-results', report);
  rmSync(file, { force: true });
  const code = await run('playwright', ['test', '-c', config, ...args]);
  const stats = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).stats : null;
  if (stats) {
    passed += stats.expected + (stats.flaky ?? 0);
    failed += stats.unexpected;
  }
  if (!stats || (code !== 0 && !stats.unexpected)) failed += 1;
}

console.log('\n▶ Scale: two storefront instances on one Redis (Playwright)');
try {
  ensureRedis();
  ensureNginx();
  // A port another process holds would end Playwright's run before any test, saying little;
  // known in a moment, before a build of minutes.
  const busy = await checkPorts(scalePorts(), 'SCALE_PORT_OFFSET');
  if (busy) throw new Error(busy);
  await playwright('playwright.scale.config.ts', 'scale.json', process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed += 1;
}

console.log('\n▶ Scale: the reference provider\u2019s contract tests on PostgreSQL');
try {
  const result = await runProviderContractOnPostgres();
  passed += result.passed;
  failed += result.failed;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed += 1;
}

console.log('\n▶ Scale: the purchase journeys on PostgreSQL with an imported catalogue (Playwright)');
try {
  ensureChromium();
  ensurePostgres();
  const busy = await checkPorts(postgresE2ePorts(), 'SCALE_PORT_OFFSET');
  if (busy) throw new Error(busy);
  await playwright('playwright.postgres.config.ts', 'e2e-postgres.json');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed += 1;
}

console.log('\n▶ Scale: a deploy keeps the previous build\u2019s static files served');
try {
  const result = await checkStaticSkew();
  passed += result.passed;
  failed += result.failed;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

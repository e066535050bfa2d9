// npm run test:scale: the tests of running as several instances, slower than `npm test` and
// needing servers from Debian's packages (installed here when missing, as root):
// 1. two standalone storefront instances on one Redis, against the reference provider
//    (playwright.scale.config.ts, tests/scale/): shared page cache, revalidation seen across
//    instances, shared rate limits, the production server's start, logs and shutdown, and a rolling
//    restart of two instances behind nginx (also from Debian's packages) that loses no request;
// 2. the reference provider's contract tests on a PostgreSQL server
//    (scripts/scale/provider-on-postgres.mjs);
// 3. a deploy keeps the previous build's static files served (scripts/scale/static-skew.mjs: builds
//    B after A and asks B for A's files; run last, it leaves build B in place).
// Runs each even when another fails, and ends with one line "N passed, N failed".
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkPorts, scalePorts } from './lib/ports.mjs';
import { ROOT, buildIsStale, buildStorefront, run } from './lib/processes.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { ensureRedis } from './lib/redis.mjs';
import { runProviderContractOnPostgres } from './scale/provider-on-postgres.mjs';
import { checkStaticSkew } from './scale/static-skew.mjs';

let passed = 0;
let failed = 0;

console.log('\n▶ Scale: two storefront instances on one Redis (Playwright)');
try {
  ensureRedis();
  ensureNginx();
  // A port another process holds would end Playwright's run before any test, saying little;
  // known in a moment, before a build of minutes.
  const busy = await checkPorts(scalePorts(), 'SCALE_PORT_OFFSET');
  if (busy) throw new Error(busy);
  if (buildIsStale()) {
    console.log('Building the storefront…');
    const code = await buildStorefront();
    if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  }
  const report = path.join(ROOT, 'test-results', 'scale.json');
  rmSync(report, { force: true });
  const code = await run('playwright', ['test', '-c', 'playwright.scale.config.ts', ...process.argv.slice(2)]);
  const stats = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).stats : null;
  if (stats) {
    passed += stats.expected + (stats.flaky ?? 0);
    failed += stats.unexpected;
  }
  if (!stats || (code !== 0 && !stats.unexpected)) failed += 1;
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

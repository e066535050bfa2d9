// npm test: type check, lint, unit tests (jest; those of the Redis page store on a real
// redis-server from Debian's packages) and end-to-end tests (Playwright in Debian's chromium), the
// last against the full reference provider and then against one with only the specified calls. Runs
// every step even when one fails, and ends with one line "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run, runNode } from './lib/processes.mjs';
import { checkPorts, specProviderE2ePorts } from './lib/ports.mjs';
import { ensureRedis } from './lib/redis.mjs';

const results = path.join(ROOT, 'test-results');
mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Each jest file's wall time, from its report. */
function jestFileTimes(report) {
  return (report?.testResults ?? []).map((file) => ({
    file: path.relative(ROOT, file.name),
    ms: (file.endTime ?? 0) - (file.startTime ?? 0),
  }));
}

/** Each Playwright file's time, the sum of its tests' runs (workers run files side by side). */
function playwrightFileTimes(report, run) {
  const times = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) times.set(here, (times.get(here) ?? 0) + (result.duration ?? 0));
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return [...times].map(([file, ms]) => ({ file: `tests/e2e/${file} (${run})`, ms }));
}

/** The ten slowest test files, so the next slow one is seen when it comes. */
function printSlowest(times) {
  const slowest = times.filter((entry) => entry.ms > 0).sort((a, b) => b.ms - a.ms).slice(0, 10);
  if (slowest.length === 0) return;
  console.log('\nThe ten slowest test files:');
  for (const { file, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}

async function check(title, command, args) {
  console.log(`\n▶ ${title}`);
  const code = await run(command, args);
  if (code === 0) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${title} failed (exit ${code})`);
  }
}

await check('Type check (storefront)', 'tsc', ['--noEmit']);
await check('Type check (reference provider)', 'tsc', ['--noEmit', '-p', 'reference-provider']);
await check('Type check (end-to-end tests)', 'tsc', ['--noEmit', '-p', 'tests/e2e']);
await check('Lint', 'eslint', ['.']);

console.log('\n▶ Unit tests (jest)');
try {
  // tests/unit/lib/server/redis-lifetimes.test.ts starts redis-servers of its own.
  ensureRedis();
} catch (error) {
  console.log(`✗ ${error instanceof Error ? error.message : error} The Redis unit tests will fail.`);
}
const jestFile = path.join(results, 'jest.json');
rmSync(jestFile, { force: true });
const jestCode = await run('jest', ['--json', `--outputFile=${jestFile}`]);
const jest = readJson(jestFile);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}
if (!jest || (jestCode !== 0 && jest.numFailedTests === 0 && !jest.numRuntimeErrorTestSuites)) failed += 1;

console.log('\n▶ End-to-end tests (Playwright, chromium)');
const e2eFile = path.join(results, 'e2e.json');
rmSync(e2eFile, { force: true });
const e2eCode = await runNode('scripts/e2e.mjs');
const e2e = existsSync(e2eFile) ? readJson(e2eFile) : null;
if (e2e?.stats) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
}
if (!e2e?.stats || (e2eCode !== 0 && !e2e.stats.unexpected)) failed += 1;

// The same build against a provider with only the specified calls (PROVIDER_API=spec), the
// storefront probing what it offers: docs/product/provider-calls.md "Beyond the specified calls".
console.log('\n▶ End-to-end tests against the specified calls only (Playwright, chromium)');
const specFile = path.join(results, 'e2e-spec-provider.json');
rmSync(specFile, { force: true });
const specBusy = await checkPorts(specProviderE2ePorts(), 'E2E_PORT_OFFSET');
if (specBusy) console.log(`✗ ${specBusy}`);
const specCode = specBusy ? 1 : await run('playwright', ['test', '-c', 'playwright.spec-provider.config.ts']);
const spec = existsSync(specFile) ? readJson(specFile) : null;
if (spec?.stats) {
  passed += spec.stats.expected + (spec.stats.flaky ?? 0);
  failed += spec.stats.unexpected;
}
if (!spec?.stats || (specCode !== 0 && !spec.stats.unexpected)) failed += 1;

printSlowest([...jestFileTimes(jest), ...playwrightFileTimes(e2e, 'end-to-end'), ...playwrightFileTimes(spec, 'specified calls')]);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

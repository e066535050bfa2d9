// The reference provider's contract tests on a PostgreSQL server instead of PGlite: starts a throwaway
// Debian PostgreSQL on a free loopback port, runs jest on the provider's tests and the storefront's
// tests against the provider with PROVIDER_TEST_DATABASE_URL set (each provider start gets its own
// database there), stops the server and counts the results from jest's JSON.
// Run directly (`node scripts/scale/provider-on-postgres.mjs`) or call runProviderContractOnPostgres().
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, run } from '../lib/processes.mjs';
import { ensurePostgres, startPostgres } from '../lib/postgres.mjs';
import { freePort } from '../lib/ports.mjs';

/** The suites that talk to a provider: its own tests and the storefront's tests against it. */
const TEST_PATHS = ['tests/unit/reference-provider/', 'tests/unit/.*against-provider.*\\.test\\.ts$'];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Runs the contract tests on PostgreSQL. Resolves { passed, failed, skipped, seconds }; a suite that
 * failed to run counts as a failure, and so does a jest run that failed without a failing test.
 */
export async function runProviderContractOnPostgres({ outputFile = path.join(ROOT, 'test-results', 'jest-postgres.json') } = {}) {
  const started = Date.now();
  mkdirSync(path.dirname(outputFile), { recursive: true });
  rmSync(outputFile, { force: true });
  const bin = ensurePostgres();
  const server = await startPostgres({ port: await freePort(), bin });
  console.log(`PostgreSQL (${bin}) on ${server.url}`);
  let code;
  try {
    code = await run('jest', ['--maxWorkers=2', '--json', `--outputFile=${outputFile}`, ...TEST_PATHS], {
      PROVIDER_TEST_DATABASE_URL: server.url,
    });
  } finally {
    await server.stop();
  }
  const jest = readJson(outputFile);
  const passed = jest?.numPassedTests ?? 0;
  const skipped = (jest?.numPendingTests ?? 0) + (jest?.numTodoTests ?? 0);
  let failed = jest ? jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) : 0;
  if (!jest || (code !== 0 && failed === 0)) failed += 1;
  return { passed, failed, skipped, seconds: Math.round((Date.now() - started) / 1000) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { passed, failed, skipped, seconds } = await runProviderContractOnPostgres();
  console.log(`\nProvider contract on PostgreSQL: ${passed} passed, ${failed} failed, ${skipped} skipped (${seconds} s)`);
  process.exit(failed === 0 ? 0 : 1);
}

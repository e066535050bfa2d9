// @ts-check
// The reference provider of playwright.postgres.config.ts (its webServer command): on a PostgreSQL
// server, with the demo catalogue brought in the way the operator runbook does it (docs/operations.md
// "Catalogue and backups"):
// 1. a throwaway PostgreSQL on a free loopback port (scripts/lib/postgres.mjs), autovacuum off: the
//    imported rows stay out of the statistics for the whole run (those are of the empty tables the
//    provider's first start analysed), as in the first minute after an operator's import;
// 2. the demo catalogue as an import file: `catalogue export --codes` run on a throwaway PGlite
//    folder that PROVIDER_SEED=demo seeds (done beside step 1);
// 3. the provider (`tsx reference-provider/src/main.ts`) with DATABASE_URL and PROVIDER_SEED=none, on
//    PROVIDER_PORT, with the rest of this process's environment (the configuration's);
// 4. `catalogue promo` for the promo codes the end-to-end tests use, then `catalogue import` of the
//    file. The import is one transaction: its commit makes the file's first product, id 1, answer at
//    READY_PATH, the URL Playwright waits for, so no test starts before the catalogue is in.
// Then it runs until SIGTERM or SIGINT, when it stops the provider and PostgreSQL and removes its
// folders. A step that fails is named on stderr, everything is stopped, and it exits 1.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/ports.mjs';
import { ensurePostgres, startPostgres } from '../lib/postgres.mjs';
import { ROOT, waitFor } from '../lib/processes.mjs';

/** What Playwright waits for (playwright.postgres.config.ts): the import file's first product, there once the import committed. */
const READY_PATH = '/api/products/1';

const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const CATALOGUE = 'reference-provider/src/cli/catalogue.ts';
const DAY_MS = 86_400_000;

/**
 * A UTC day `days` from today, as the catalogue command takes it.
 * @param {number} days
 */
const day = (days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The promo codes the end-to-end tests use, as the demo seed has them (SEED_PROMO_CODES in
 * reference-provider/src/basket/promo-codes.ts): WELCOME10 once per account (shop-rules.spec.ts,
 * basket.spec.ts), GAMER15 (order-amounts.spec.ts), EXPIRED30 ended 30 days ago (shop-rules.spec.ts).
 */
const PROMO_CODES = [
  ['WELCOME10', '10', '--per-account', '1'],
  ['GAMER15', '15'],
  ['EXPIRED30', '30', '--from', day(-60), '--until', day(-31)],
];

/** @param {string} line */
const say = (line) => console.log(`[imported catalogue] ${line}`);

/**
 * Forwards a child's output line by line with a prefix.
 * @param {import('node:stream').Readable} stream
 * @param {NodeJS.WriteStream} target
 * @param {string} prefix
 */
function forward(stream, target, prefix) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) target.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (buffered) target.write(`${prefix}${buffered}\n`);
  });
}

/**
 * `npm run catalogue -- <args>` with this environment and `env`; resolves once it exited 0, else
 * rejects with its exit code (its output is printed as it comes).
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
function catalogue(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [CATALOGUE, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    forward(child.stdout, process.stdout, '[catalogue] ');
    forward(child.stderr, process.stderr, '[catalogue] ');
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(undefined);
      else reject(new Error(`catalogue ${args[0]} exited with ${signal ?? code}`));
    });
  });
}

/** @type {{ url: string, stop: () => Promise<void> } | null} */
let postgres = null;
/** @type {import('node:child_process').ChildProcess | null} */
let provider = null;
/** @type {string | null} */
let work = null;
/** @type {Promise<void> | null} */
let stopping = null;

/** Stops the provider, then PostgreSQL, and removes the folders: once, whatever was started. */
function stopAll() {
  stopping ??= (async () => {
    const child = provider;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    }
    await postgres?.stop().catch((error) => console.error(`[imported catalogue] PostgreSQL did not stop cleanly: ${error}`));
    if (work) rmSync(work, { recursive: true, force: true });
  })();
  return stopping;
}

/** @type {number | null} */
let endCode = null;

/**
 * Stops everything and ends the process with `code`: the first caller's (a step failing while a
 * signal stops everything ends as the signal asked).
 * @param {number} code
 */
async function end(code) {
  endCode ??= code;
  await stopAll();
  process.exit(endCode);
}

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    say(`${signal}: stopping the provider and PostgreSQL`);
    void end(0);
  });
}

/**
 * Runs one step; a failure is said with the step's name and ends everything with exit 1.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function step(name, fn) {
  const started = Date.now();
  try {
    const result = await fn();
    say(`${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return result;
  } catch (error) {
    console.error(`[imported catalogue] ${name} failed: ${error instanceof Error ? error.message : error}`);
    await end(1);
    throw error; // not reached: end() exits
  }
}

const port = Number(process.env.PROVIDER_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('[imported catalogue] PROVIDER_PORT must be the port the provider listens on');
  process.exit(2);
}
const providerUrl = `http://127.0.0.1:${port}`;
const folder = mkdtempSync(path.join(os.tmpdir(), 'provider-imported-catalogue-'));
work = folder;
const file = path.join(folder, 'catalogue.json');

// The file is made on PGlite while PostgreSQL starts: two processes, two cores.
const server = await step('PostgreSQL, and the demo catalogue as an import file', async () => {
  const bin = ensurePostgres();
  const exported = catalogue(['export', file, '--codes'], { DATABASE_URL: '', PROVIDER_DATA_DIR: path.join(folder, 'pglite'), PROVIDER_SEED: 'demo' });
  const started = startPostgres({ port: await freePort(), bin, settings: { autovacuum: 'off' }, signals: false });
  // Kept as soon as it runs, so that a failed export stops it too.
  void started.then((running) => (postgres = running), () => undefined);
  const [made, running] = await Promise.allSettled([exported, started]);
  for (const result of [made, running]) if (result.status === 'rejected') throw result.reason;
  const { url } = await started;
  say(`PostgreSQL (${bin}) on ${url}`);
  return { url };
});
const onPostgres = { DATABASE_URL: server.url, PROVIDER_SEED: 'none', STOREFRONT_REVALIDATE_URLS: '', REVALIDATE_SECRET: '' };

const child = await step(`the provider with PROVIDER_SEED=none on ${providerUrl}`, async () => {
  const started = spawn(TSX, ['reference-provider/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...onPostgres, PROVIDER_HOST: '127.0.0.1', PROVIDER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  provider = started;
  forward(started.stdout, process.stdout, '[provider] ');
  forward(started.stderr, process.stderr, '[provider] ');
  await waitFor(`${providerUrl}/api/health`, { child: started, status: 200, timeoutMs: 120_000 });
  const listing = await (await fetch(`${providerUrl}/api/popular-products`)).json();
  if (listing?.result?.total !== 0) throw new Error(`a new database has no products, yet the provider lists ${listing?.result?.total}`);
  return started;
});

// Until the end of the run: a provider that stops is the end of these tests.
child.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`[imported catalogue] the provider exited (${signal ?? code}) while the tests ran`);
  void end(1);
});

await step(`catalogue promo ${PROMO_CODES.map(([code]) => code).join(', ')}`, async () => {
  for (const args of PROMO_CODES) await catalogue(['promo', ...args], onPostgres);
});

const rows = /** @type {{ products: Array<{ article: string }> }} */ (JSON.parse(readFileSync(file, 'utf8'))).products;
await step(`catalogue import of ${rows.length} products`, async () => {
  await catalogue(['import', file], onPostgres);
  const ready = await fetch(`${providerUrl}${READY_PATH}?lang=en`);
  if (ready.status !== 200) throw new Error(`${READY_PATH} answers ${ready.status} after the import: the first product should be there`);
  const listing = await (await fetch(`${providerUrl}/api/popular-products`)).json();
  if (listing?.result?.total !== rows.length) throw new Error(`the provider lists ${listing?.result?.total} products after importing ${rows.length}`);
});
// The file holds the codes: no copy outlives the import.
rmSync(file, { force: true });
say(`ready: ${rows.length} products imported into PostgreSQL, no ANALYZE run; ${providerUrl}${READY_PATH} answers`);

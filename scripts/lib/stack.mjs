// The bench build of the storefront (.next-bench: the shop plus the framework's floor page and the
// benchmark's static file, processes.mjs BUILDS) and the reference provider (fresh in-memory
// database) on ports of their own, for the benchmark, the first-load weight and the Lighthouse
// audit: build when stale, start, wait, warm, stop on Ctrl-C. Uses processes.mjs as the demo and the end-to-end tests do.
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { ROOT, buildIsStale, buildStorefront, start, startStorefront, stop, waitFor } from './processes.mjs';
import { ensureRedis } from './redis.mjs';

const SESSION_SECRET = 'bench-only-session-secret-0123456789abcdef';
const CLIENT_IP_SECRET = 'bench-only-client-ip-secret-0123456789abcdef';

/** Waits until something accepts connections on the loopback port (20 s at most). */
async function waitForPort(port, child) {
  const deadline = Date.now() + 20_000;
  while (!(await portInUse(port))) {
    if (child.exitCode !== null) throw new Error(`${port}: the process exited before it listened`);
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port} after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** True when something already listens on the port (a leftover server would be measured instead). */
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port: Number(port), host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Builds if needed and starts the provider and the storefront. Returns `{ origin, stopAll, crashed }`
 * (`crashed()`: a server exited before `stopAll`).
 * Ctrl-C (or SIGTERM) stops both servers and exits with 130.
 */
export async function startStack({ port, providerPort, siteUrl, redisPort, quiet = false }) {
  for (const p of [port, providerPort, ...(redisPort ? [redisPort] : [])]) {
    if (await portInUse(p)) throw new Error(`Port ${p} is already in use: stop what listens there or choose other ports.`);
  }

  if (buildIsStale('bench')) {
    console.log('Building the storefront for measuring, into .next-bench (sources changed since its last build)…');
    const t0 = Date.now();
    const code = await buildStorefront({}, { kind: 'bench' });
    if (code !== 0) throw new Error(`the build failed (exit ${code})`);
    console.log(`Built in ${((Date.now() - t0) / 1000).toFixed(0)} s.`);
  }

  const children = [];
  let stopped = false;
  let crashed = false;
  const stopAll = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(children.map((child) => stop(child)));
  };
  const onSignal = async () => {
    console.log('\nStopping the servers…');
    await stopAll();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const providerUrl = `http://127.0.0.1:${providerPort}`;
  const origin = `http://127.0.0.1:${port}`;
  const redisUrl = redisPort ? `redis://127.0.0.1:${redisPort}` : null;
  try {
    if (redisPort) {
      // A throwaway Redis from Debian's packages, for the page cache and counters (REDIS_URL).
      const redis = start('redis', ensureRedis(), ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { quiet: true });
      children.push(redis);
      await waitForPort(Number(redisPort), redis);
    }
    const provider = start('provider', 'tsx', ['reference-provider/src/main.ts'], {
      // The measured pages show the demo catalogue, whatever NODE_ENV the shell exports.
      env: { PROVIDER_PORT: String(providerPort), PROVIDER_DATA_DIR: 'memory://', PROVIDER_SEED: 'demo', PROVIDER_QUIET: '1', CLIENT_IP_SECRET },
      quiet,
    });
    children.push(provider);
    await waitFor(`${providerUrl}/api/health`, { child: provider, status: 200 });

    const storefront = startStorefront('storefront', {
      port,
      kind: 'bench',
      // One JSON line per request would flood the console during a load run: warnings and errors only.
      env: {
        PROVIDER_API_URL: providerUrl,
        SESSION_SECRET,
        CLIENT_IP_SECRET,
        LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
        // Required in production; the origin the scripts reach it at unless told otherwise.
        SITE_URL: siteUrl ?? origin,
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      },
      quiet,
    });
    children.push(storefront);
    await waitFor(`${origin}/api/popular-products`, { child: storefront, status: 200 });
    for (const child of children) {
      child.on('exit', () => {
        if (stopped) return;
        crashed = true;
        console.error('A server exited during the run: the figures after this point are worthless.');
      });
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { origin, providerUrl, redisUrl, stopAll, crashed: () => crashed };
}

/** The id of the first popular product (the product page both scripts measure), else 1. */
export async function firstPopularProductId(origin) {
  try {
    const response = await fetch(`${origin}/api/popular-products`);
    const body = await response.json();
    const id = body?.products?.[0]?.id;
    if (Number.isInteger(id)) return id;
  } catch {
    // fall through
  }
  return 1;
}

/**
 * Requests a URL until it is served from the cache (ISR pages render on their first visit) or a
 * few times at most; returns the last status and body size (identity encoding).
 */
export async function warm(url, { headers = {}, times = 4 } = {}) {
  let status = 0;
  let bytes = 0;
  for (let i = 0; i < times; i++) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers }, redirect: 'manual' });
    bytes = (await response.arrayBuffer()).byteLength;
    status = response.status;
    if (status >= 300) break;
    // How the page cache served it (the storefront's Cache-Status): rendered anew is fwd=miss.
    if (i >= 1 && response.headers.get('cache-status') !== 'storefront; fwd=miss') break;
  }
  return { status, bytes };
}

/**
 * The machine's load, to judge the figures: other processes (a test run, a build) on the same
 * cores lower every number, and the ratios less so. Prints a warning when the machine is busy.
 */
export function machineLoad(label = 'Load', { warn = true } = {}) {
  const cores = os.cpus().length;
  const [one, five] = os.loadavg();
  const busy = one > cores * 0.75;
  // After a run the load average counts the run itself: only the figure before it tells of others.
  console.log(
    `${label}: load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) on ${cores} cores` +
      (busy && warn ? ' — the machine is busy: other processes compete with the servers, figures will be low and noisy.' : ''),
  );
  return { cores, loadAverage1m: Number(one.toFixed(2)), loadAverage5m: Number(five.toFixed(2)), busy };
}

/** The commit measured, and whether the storefront's sources differ from it (others' work in progress). */
export function gitCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'app', 'components', 'lib', 'i18n', 'messages', 'proxy.ts', 'next.config.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    return dirty ? `${sha} (+ uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

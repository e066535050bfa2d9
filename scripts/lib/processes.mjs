// Starting and stopping the provider and the storefront as child processes, for the demo, the
// end-to-end tests and the benchmark.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { historyOptions, keepPreviousStatic } from './static-history.mjs';

export const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const BIN = path.join(ROOT, 'node_modules', '.bin');

export function start(name, command, args, { env = {}, quiet = false } = {}) {
  const child = spawn(path.isAbsolute(command) ? command : path.join(BIN, command), args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  const prefix = `[${name}] `;
  const forward = (stream, target) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      if (!quiet) for (const line of lines) target.write(prefix + line + '\n');
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!child.stopping && !quiet) console.error(`${prefix}exited (${signal ?? code})`);
  });
  return child;
}

/** Stops a child and everything it started; resolves once it has exited. */
export function stop(child, timeoutMs = 8000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.stopping = true;
  return new Promise((resolve) => {
    const kill = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        try {
          child.kill(signal);
        } catch {
          // already gone
        }
      }
    };
    const timer = setTimeout(() => kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    kill('SIGTERM');
  });
}

/** Polls a URL until it answers (any status below 500, or exactly `status`). */
export async function waitFor(url, { timeoutMs = 120000, child, status } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (status ? response.status === status : response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The newest modification time under the storefront's sources, to know when to rebuild. */
function newestSource(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestSource(path.join(entry, child)));
  return newest;
}

const SOURCES = ['app', 'components', 'lib', 'i18n', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'package.json', 'tsconfig.json'];

const SOURCES_EXTRA = ['cache-handler.mjs', 'instrumentation.ts', 'instrumentation-client.ts', 'content'];

/**
 * The two builds: `production` (`npm run build`, .next) and `bench` (.next-bench, BENCH_BUILD=1), which
 * the benchmark, the first-load weight and the Lighthouse audit run: the same storefront plus the
 * framework's floor page (app/bench-floor, files named *.bench.tsx that only next.config.ts's bench
 * pageExtensions make routes) and the benchmark's static file. A production build has neither. Each
 * keeps its own folder and build cache, so switching between tests and benchmarks does not rebuild.
 */
export const BUILDS = Object.freeze({
  production: Object.freeze({ distDir: '.next', env: Object.freeze({}) }),
  bench: Object.freeze({ distDir: '.next-bench', env: Object.freeze({ BENCH_BUILD: '1' }) }),
});

/** The standalone server of a build (output: 'standalone'). */
export function standaloneServer(kind = 'production') {
  return path.join(ROOT, BUILDS[kind].distDir, 'standalone', 'server.js');
}

/** The production server `npm run build` makes. */
export const STANDALONE_SERVER = standaloneServer('production');

/**
 * The benchmark's static file, written into the bench build's public/ (never the repository's):
 * `next start` serves it beside the pages, and the benchmark asks for its first N bytes with a
 * Range header, N being the size of the page it is compared with.
 */
export const BENCH_STATIC_PATH = '/bench/static.html';
export const BENCH_STATIC_BYTES = 256 * 1024;

/** The bench build's static file: an HTML document of shop words, the same bytes every time. */
export function benchStaticFile(bytes = BENCH_STATIC_BYTES) {
  const words = ['steam', 'crédito', 'código', 'recarga', 'gift', 'card', 'xbox', 'nintendo', 'playstation', 'região', 'entrega', 'imediata', 'desconto', 'loja', 'digital', 'preço'];
  const head = '<!doctype html>\n<html lang="pt-BR"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Benchmark static file</title></head>\n<body>\n';
  const tail = '\n</body></html>\n';
  let seed = 16;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const parts = [head];
  let size = Buffer.byteLength(head) + Buffer.byteLength(tail);
  for (;;) {
    const sentence = Array.from({ length: 24 }, () => (next() % 5 === 0 ? String(next() % 100000) : words[next() % words.length])).join(' ');
    const paragraph = `<p>${sentence}</p>\n`;
    const length = Buffer.byteLength(paragraph);
    if (size + length > bytes) break;
    parts.push(paragraph);
    size += length;
  }
  parts.push(' '.repeat(bytes - size), tail);
  return parts.join('');
}

export function buildIsStale(kind = 'production') {
  const buildId = path.join(ROOT, BUILDS[kind].distDir, 'BUILD_ID');
  if (!existsSync(buildId) || !existsSync(standaloneServer(kind))) return true;
  const built = statSync(buildId).mtimeMs;
  return [...SOURCES, ...SOURCES_EXTRA].some((entry) => newestSource(entry) > built);
}

export function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(path.join(BIN, command), args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs one of the project's own Node scripts in the foreground. */
export function runNode(script, args = []) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, script), ...args], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * The first line of the built server.js: Next's documented switch that leaves SIGTERM and SIGINT
 * to the application (lib/server/shutdown.ts drains keep-alive connections, then exits 0). Set
 * before Next reads it; an operator's own value wins.
 */
export const MANUAL_SIGNALS_LINE = "process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true'; // SIGTERM/SIGINT: lib/server/shutdown.ts\n";

/**
 * The second line of the built server.js: stdout carries JSON lines only, Next's banner and every
 * `console` message included (lib/server/json-stdout.cjs, copied beside server.js). Before Next
 * loads, so its first line is JSON already.
 */
export const JSON_STDOUT_FILE = 'json-stdout.cjs';
export const JSON_STDOUT_LINE = `require('./${JSON_STDOUT_FILE}').installJsonStdout(); // JSON lines only on stdout\n`;

/**
 * The environment of `next build`: Next's anonymous telemetry off (NEXT_TELEMETRY_DISABLED, its
 * documented switch), so a build sends nothing to Vercel and prints no notice about it.
 */
export const BUILD_ENV = Object.freeze({ NEXT_TELEMETRY_DISABLED: '1' });

/**
 * `npm run build`: `next build` (output: 'standalone', telemetry off: BUILD_ENV), then the static files and public/ copied
 * beside the standalone server, which Next leaves to the deployer, and MANUAL_SIGNALS_LINE and
 * JSON_STDOUT_LINE put first in its server.js: `.next/standalone` is then the whole production server
 * (`node .next/standalone/server.js`). The static files are this build's and those of the previous
 * builds that retention keeps (static-history.mjs), so a tab opened before the deploy still finds
 * the chunks it loads. `env` is added to the build's environment. Resolves to the exit code.
 */
export async function buildStorefront(env = {}, { kind = 'production' } = {}) {
  const { distDir, env: kindEnv } = BUILDS[kind];
  let retention;
  try {
    retention = historyOptions({ ...process.env, ...env }, ROOT);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  // BENCH_BUILD is the bench build's switch only: one left in the shell must not turn `npm run build`
  // into a bench build.
  const code = await run('next', ['build'], { ...BUILD_ENV, BENCH_BUILD: '', ...env, ...kindEnv });
  if (code !== 0) return code;
  const standalone = path.join(ROOT, distDir, 'standalone');
  // A runtime cache an older server left inside the build folder (before the cache moved out of
  // it: cache-handler.mjs) must not travel with the new one.
  rmSync(path.join(standalone, '.next', 'cache'), { recursive: true, force: true });
  if (!existsSync(path.join(standalone, 'server.js'))) {
    console.error('next build made no .next/standalone/server.js: is output: \'standalone\' set in next.config.ts?');
    return 1;
  }
  if (kind === 'production') {
    const kept = keepPreviousStatic({
      staticDir: path.join(ROOT, distDir, 'static'),
      target: path.join(standalone, distDir, 'static'),
      ...retention,
    });
    console.log(`Static files served: this build's and those of ${kept.length - 1} previous build(s), kept in ${retention.historyDir}.`);
  } else {
    // Measured servers are never deployed over: this build's static files are all they need.
    rmSync(path.join(standalone, distDir, 'static'), { recursive: true, force: true });
    cpSync(path.join(ROOT, distDir, 'static'), path.join(standalone, distDir, 'static'), { recursive: true });
  }
  const publicDir = path.join(standalone, 'public');
  rmSync(publicDir, { recursive: true, force: true });
  if (existsSync(path.join(ROOT, 'public'))) cpSync(path.join(ROOT, 'public'), publicDir, { recursive: true });
  if (kind === 'bench') {
    mkdirSync(path.join(publicDir, 'bench'), { recursive: true });
    writeFileSync(path.join(publicDir, BENCH_STATIC_PATH), benchStaticFile());
  }
  cpSync(path.join(ROOT, 'lib', 'server', JSON_STDOUT_FILE), path.join(standalone, JSON_STDOUT_FILE));
  const server = path.join(standalone, 'server.js');
  const source = readFileSync(server, 'utf8');
  if (!source.startsWith(MANUAL_SIGNALS_LINE)) writeFileSync(server, MANUAL_SIGNALS_LINE + JSON_STDOUT_LINE + source);
  return 0;
}

/**
 * Starts the built production server (`node .next/standalone/server.js`) on a port, on loopback
 * unless `hostname` says otherwise, with NODE_ENV=production and the given environment. Loopback
 * is `localhost`, never `127.0.0.1`: Next resolves its rewrites against the host it listens on,
 * spelled `localhost` for loopback, and an IP there turns every rewritten page into a redirect.
 */
export function startStorefront(name, { port, hostname = 'localhost', env = {}, quiet = false, kind = 'production' }) {
  return start(name, process.execPath, [standaloneServer(kind)], {
    env: { NODE_ENV: 'production', PORT: String(port), HOSTNAME: hostname, ...env },
    quiet,
  });
}

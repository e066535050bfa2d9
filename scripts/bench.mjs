// npm run bench: throughput and latency of the built storefront's pages and of the search-hints
// endpoint, each beside a static file of the same size served by the same `next start` in the
// same run. The ratio page/static is the comparable figure: absolute numbers depend on the machine.
//
// The static file is /bench/static.html (256 KiB), which only the bench build serves (written into its
// public/ by scripts/lib/processes.mjs, never into the repository's). Each
// comparison asks for its first N bytes with a Range header, N being the size of the page measured,
// so both bodies have exactly the same size. Both sides are asked for without compression.
// Each page is also measured beside the framework floor: /bench-floor/{bytes}.html, a
// static page of about as many bytes rendered by the same Next server without our proxy, layout or
// client components (app/bench-floor), so what our own code costs per request shows as the ratio
// page ÷ floor (the floor's own size is printed beside it).
// The hints endpoint is measured twice: with one query (`q=ste`, answered from the storefront's
// short hints cache after the first request) and with a rotating list of real prefixes that miss
// that cache, so every request reaches the reference provider's search. Then the recall@5 of the
// hints over the shoppers' query set (scripts/lib/search-recall.mjs) is printed beside them.
//
// Before the throughput, the first-load weight of each route beside the framework's floor page
// (scripts/lib/weight.mjs, app/bench-floor).
//
// Settings (environment): BENCH_DURATION (s per measurement, 8), BENCH_CONNECTIONS (10),
// BENCH_WARMUP (s of unrecorded load before each page measurement, 1; the server also gets that much
// per target before the first measurement, as a fresh Node process is slower while it compiles), BENCH_PORT (3300),
// BENCH_PROVIDER_PORT (4300), BENCH_REDIS=1 (the storefront's cache and counters in a throwaway
// Redis from Debian's packages on BENCH_REDIS_PORT, 6300, as several instances would run),
// BENCH_PORT_OFFSET (0: added to the three default ports).
// Exits 0 whatever the figures: it measures, it does not test;
// 1 only when the servers cannot be built or started.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_STATIC_BYTES, BENCH_STATIC_PATH, ROOT } from './lib/processes.mjs';
import { uncachedHintPaths } from './lib/hint-paths.mjs';
import { HINTS_P99_AIM_MS, positiveSetting as positive, runLoad } from './lib/load.mjs';
import { QUERY_SET_FILE, searchRecall } from './lib/search-recall.mjs';
import { firstPopularProductId, gitCommit, machineLoad, startStack, warm } from './lib/stack.mjs';
import { measureWeight, printWeight, weightReport } from './lib/weight.mjs';

const DURATION = positive('BENCH_DURATION', 8);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
// Added to every default port, so several checkouts on one machine can measure at the same time.
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0 || PORT_OFFSET > 999) throw new Error('BENCH_PORT_OFFSET must be an integer from 0 to 999');
const PORT = process.env.BENCH_PORT || String(3300 + PORT_OFFSET);
const PROVIDER_PORT = process.env.BENCH_PROVIDER_PORT || String(4300 + PORT_OFFSET);
const REDIS_PORT = process.env.BENCH_REDIS === '1' ? process.env.BENCH_REDIS_PORT || String(6300 + PORT_OFFSET) : null;
const STATIC_PATH = BENCH_STATIC_PATH;

// Aims (docs/performance.md): catalogue pages at 0.8 or more of the framework floor's throughput,
// hints p99 < 50 ms.
const PAGE_RATIO_AIM = 0.8;
const FLOOR_PATH = (bytes) => `/bench-floor/${bytes}.html`;

/** One autocannon measurement. With `paths`, each request takes the next path of the list in turn. */
async function measure(url, headers, seconds, paths = null) {
  const result = await runLoad({ url, connections: CONNECTIONS, seconds, headers, rotation: paths ? { paths, next: 0 } : null });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    bytesPerSecond: result.throughput.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function measureWithWarmup(url, headers, paths = null) {
  // The uncached hints skip the warm-up: it would fill the cache with the queries measured next.
  if (WARMUP > 0 && !paths) await measure(url, headers, WARMUP);
  return measure(url, headers, DURATION, paths);
}

/** Status and mean body size of a sample of the paths (requested once: they are then cached). */
async function averageSize(origin, paths) {
  let total = 0;
  let status = 200;
  const sample = paths.slice(-20);
  for (const path of sample) {
    const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
    total += (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) status = response.status;
  }
  return { status, bytes: Math.round(total / sample.length) };
}

const fmt = (value, digits = 0) => (value === null || value === undefined ? '–' : Number(value).toFixed(digits));

function printTable(rows) {
  const header = ['target', 'path', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'static req/s', 'static p99', '÷ static', 'floor bytes', 'floor req/s', 'floor p99', '÷ floor', 'aim'];
  const lines = rows.map((r) => [
    r.name,
    r.path,
    String(r.bytes),
    fmt(r.page?.requestsPerSecond),
    fmt(r.page?.latencyP50Ms),
    fmt(r.page?.latencyP99Ms),
    fmt(r.static?.requestsPerSecond),
    fmt(r.static?.latencyP99Ms),
    fmt(r.ratio, 2),
    r.floorBytes ? String(r.floorBytes) : '–',
    fmt(r.floor?.requestsPerSecond),
    fmt(r.floor?.latencyP99Ms),
    fmt(r.floorRatio, 2),
    r.aim,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log('\n' + line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(line(l));
}

const started = Date.now();
// Before the build and the servers: the load average then tells of other processes only.
const loadBefore = machineLoad('Before');
const staticSize = BENCH_STATIC_BYTES;
let stack;
try {
  stack = await startStack({ port: PORT, providerPort: PROVIDER_PORT, redisPort: REDIS_PORT });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// First-load JavaScript and HTML of each route beside the framework's floor (scripts/lib/weight.mjs).
let weight = null;
try {
  weight = await measureWeight(stack.origin, await firstPopularProductId(stack.origin));
  printWeight(weight);
} catch (error) {
  console.error(`First-load weight not measured: ${error instanceof Error ? error.message : error}`);
}

const rows = [];
let exitCode = 0;
try {
  const { origin } = stack;
  const productId = await firstPopularProductId(origin);
  const targets = [
    { name: 'home', path: '/', kind: 'page' },
    { name: 'category', path: '/category/steam', kind: 'page' },
    { name: 'product', path: `/product/${productId}`, kind: 'page' },
    { name: 'hints', path: '/api/search/hints?q=ste', kind: 'hints' },
    { name: 'hints-uncached', path: '/api/search/hints?q=<varied>', kind: 'hints-uncached' },
  ];

  const staticCheck = await warm(`${origin}${STATIC_PATH}`, { headers: { range: 'bytes=0-99' }, times: 1 });
  if (staticCheck.status !== 206 || staticCheck.bytes !== 100) {
    throw new Error(`${STATIC_PATH} does not answer ranges (status ${staticCheck.status}); is this the bench build (.next-bench)?`);
  }

  // A fresh server is slower until V8 has optimised its hot paths: whichever target came first
  // would be measured at a disadvantage. Load every page and the static file once beforehand.
  if (WARMUP > 0) {
    process.stdout.write('Warming up the server… ');
    for (const target of targets.filter((t) => t.kind !== 'hints-uncached')) {
      const { status } = await warm(`${origin}${target.path}`);
      if (status === 200) await measure(`${origin}${target.path}`, {}, WARMUP);
    }
    await measure(`${origin}${STATIC_PATH}`, { range: 'bytes=0-65535' }, 2 * WARMUP);
    console.log('done.');
  }

  console.log(
    `\nMeasuring ${origin}: ${DURATION} s per measurement after ${WARMUP} s of warm-up, ${CONNECTIONS} connections, ` +
      'no compression; each target, then the static file cut to the same size.',
  );
  for (const target of targets) {
    let paths = null;
    if (target.kind === 'hints-uncached') {
      if (rows.find((r) => r.kind === 'hints')?.status !== 200) continue;
      paths = await uncachedHintPaths(origin);
      if (paths.length < 1200) console.log(`hints-uncached: only ${paths.length} distinct queries, some answers may come from the cache`);
    }
    const url = paths ? `${origin}${paths[0]}` : `${origin}${target.path}`;
    const { status, bytes } = paths ? await averageSize(origin, paths) : await warm(url);
    const row = { name: target.name, path: target.path, kind: target.kind, status, bytes, page: null, static: null, ratio: null, floor: null, floorBytes: null, floorRatio: null, aim: '' };
    rows.push(row);
    if (target.kind === 'hints' && status === 404) {
      console.log('hints: endpoint not available yet');
      row.aim = 'n/a (404)';
      continue;
    }
    if (status !== 200) {
      console.log(`${target.name}: ${target.path} answered ${status}, not measured`);
      row.aim = `n/a (${status})`;
      continue;
    }
    if (bytes > staticSize) console.log(`${target.name}: ${bytes} bytes, more than the static file's ${staticSize}; comparing with all of it.`);
    const staticBytes = Math.min(bytes, staticSize);
    const staticHeaders = { range: `bytes=0-${staticBytes - 1}` };

    process.stdout.write(`${target.name}: ${target.path} (${bytes} bytes)… `);
    if (paths) row.queries = paths.length;
    row.page = await measureWithWarmup(url, {}, paths);
    process.stdout.write(`${fmt(row.page.requestsPerSecond)} req/s; static ${STATIC_PATH} (${staticBytes} bytes)… `);
    // The static file's code path is warm already (above): no warm-up of its own.
    row.static = await measure(`${origin}${STATIC_PATH}`, staticHeaders, DURATION);
    row.staticBytes = staticBytes;
    console.log(`${fmt(row.static.requestsPerSecond)} req/s`);
    row.ratio = row.static.requestsPerSecond > 0 ? row.page.requestsPerSecond / row.static.requestsPerSecond : null;
    if (target.kind === 'page') {
      // The framework floor at the page's size: warmed like the page (a first request renders it).
      const floorUrl = `${origin}${FLOOR_PATH(bytes)}`;
      const floorCheck = await warm(floorUrl);
      if (floorCheck.status === 200) {
        row.floorBytes = floorCheck.bytes;
        process.stdout.write(`  floor ${FLOOR_PATH(bytes)} (${floorCheck.bytes} bytes)… `);
        row.floor = await measureWithWarmup(floorUrl, {});
        row.floorRatio = row.floor.requestsPerSecond > 0 ? row.page.requestsPerSecond / row.floor.requestsPerSecond : null;
        console.log(`${fmt(row.floor.requestsPerSecond)} req/s`);
      } else {
        console.log(`  floor ${FLOOR_PATH(bytes)} answered ${floorCheck.status}: not in this build, not measured`);
      }
    }
    for (const [side, m] of [['page', row.page], ['static', row.static], ['floor', row.floor]]) {
      if (m && (m.non2xx || m.errors || m.timeouts)) {
        console.log(`  warning: ${target.name} ${side}: ${m.non2xx} non-2xx answers, ${m.errors} errors, ${m.timeouts} timeouts`);
      }
    }
    if (target.kind === 'page') {
      if (row.floorRatio === null) {
        row.aimMet = null;
        row.aim = `÷ floor ≥ ${PAGE_RATIO_AIM}: n/a (no floor)`;
      } else {
        row.aimMet = row.floorRatio >= PAGE_RATIO_AIM;
        row.aim = `÷ floor ≥ ${PAGE_RATIO_AIM}: ${row.aimMet ? 'met' : 'NOT met'}`;
      }
    } else {
      row.aimMet = row.page.latencyP99Ms < HINTS_P99_AIM_MS;
      row.aim = `p99 < ${HINTS_P99_AIM_MS} ms: ${row.aimMet ? 'met' : 'NOT met'}`;
    }
  }

  // After the measurements: these requests fill the hints cache.
  const recall = await searchRecall(origin, `http://127.0.0.1:${PROVIDER_PORT}`);
  const loadAfter = machineLoad('After (includes this run)', { warn: false });
  printTable(rows);
  console.log(
    `\nSearch hints recall@5 over ${path.relative(ROOT, QUERY_SET_FILE)}: ${recall.found}/${recall.total} ` +
      `(${((100 * recall.found) / recall.total).toFixed(1)} %)${recall.misses.length ? `; missed: ${recall.misses.join(', ')}` : ''}`,
  );
  console.log(
    '\n÷ static = page req/s ÷ static file req/s (same server, same run, same body size); ÷ floor = page req/s ÷' +
      ' framework floor req/s (a page of about the same size from the same Next server, without our proxy and layout):' +
      ' the cost of our own code per request. Both are the comparable figures.' +
      '\nAbsolute req/s and latencies depend on the machine; load generator and servers share its cores.',
  );

  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    load: { before: loadBefore, after: loadAfter },
    machine: { cpus: cpus.length, cpuModel: cpus[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), platform: `${os.platform()} ${os.release()}` },
    node: process.version,
    next: JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8')).version,
    settings: { durationS: DURATION, warmupS: WARMUP, connections: CONNECTIONS, compression: 'none', static: STATIC_PATH, cache: REDIS_PORT ? 'redis' : 'memory' },
    aims: { pageToFloorRatio: PAGE_RATIO_AIM, hintsP99Ms: HINTS_P99_AIM_MS },
    results: rows,
    searchRecallAt5: recall,
    firstLoad: weight ? weightReport(weight) : null,
  };
  const dir = path.join(ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  writeFileSync(path.join(dir, 'bench-latest.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(`\nSaved ${path.relative(ROOT, file)} (and bench-results/bench-latest.json). Took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await stack.stopAll();
}
if (stack.crashed()) exitCode = 1;
process.exit(exitCode);

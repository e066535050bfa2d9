// node scripts/bench-hints.mjs: the search hints alone (aim: p99 < 50 ms), with what each
// request costs the servers. Starts the built storefront and the reference provider as `npm run
// bench` does (scripts/lib/stack.mjs), then measures two loads, 10 connections each:
//   - `q=ste`, answered from the storefront's hints cache after the first request;
//   - the rotation of cache-missing queries of the bench (scripts/lib/hint-paths.mjs), so every
//     request reaches the provider's search.
//   - the same rotation sent straight to the provider, as the storefront asks it (its cost alone).
// For each: req/s, p50 and p99, and the CPU milliseconds per request of the storefront, of the
// provider (each with the processes it started, from /proc/<pid>/stat utime + stime before and
// after the measurement) and of the load generator (this process), with the load average beside
// them: on a machine whose cores are shared, CPU per request is the figure that other processes
// disturb least. Then the recall@5 over the shoppers' query set, which a faster search must keep.
//
// Settings (environment): BENCH_DURATION (s per measurement, 10), BENCH_CONNECTIONS (10),
// BENCH_WARMUP (s of unrecorded load before each measurement, 2), BENCH_PORT_OFFSET (0: added to
// the default ports 3300 and 4300), BENCH_HINTS_PROFILE=<dir> (V8's CPU profile of each server
// process during each measurement, written there: scripts/lib/cpu-profile.mjs).
// Saves bench-results/bench-hints-latest.json. Exits 1 only when the servers cannot be built or started.
import { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { uncachedHintPaths } from './lib/hint-paths.mjs';
import { ROOT } from './lib/processes.mjs';
import { HINTS_P99_AIM_MS, positiveSetting as positive, runLoad } from './lib/load.mjs';
import { QUERY_SET_FILE, searchRecall } from './lib/search-recall.mjs';
import { gitCommit, machineLoad, startStack, warm } from './lib/stack.mjs';

/** The search bar's limit (lib/search/input-rules.ts SEARCH_MAX_LENGTH): the storefront cuts longer texts to it. */
const SEARCH_MAX_LENGTH = 68;

const DURATION = positive('BENCH_DURATION', 10);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
if (!Number.isFinite(WARMUP) || WARMUP < 0) throw new Error('BENCH_WARMUP must be a number of seconds, 0 or more');
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0 || PORT_OFFSET > 999) throw new Error('BENCH_PORT_OFFSET must be an integer from 0 to 999');
const PORT = String(3300 + PORT_OFFSET);
const PROVIDER_PORT = String(4300 + PORT_OFFSET);
/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on Linux). */
const CLOCK_TICKS = 100;

const profileDir = process.env.BENCH_HINTS_PROFILE ? path.resolve(process.env.BENCH_HINTS_PROFILE) : null;
if (profileDir) {
  mkdirSync(profileDir, { recursive: true });
  // Inherited by the servers (and by what they start), not by this process: it is already running.
  // The preload profiles between two SIGUSR2 (scripts/lib/cpu-profile.mjs).
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'cpu-profile.mjs')).href}`.trim();
  process.env.CPU_PROFILE_DIR = profileDir;
}

/** Every process as pid → { ppid, ticks, command }, read from /proc (Linux only). */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid … utime stime …": comm may hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      table.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), command });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** The pids of a process and of everything under it. */
function tree(table, root) {
  const pids = [root];
  for (let i = 0; i < pids.length; i++) {
    for (const [pid, info] of table) if (info.ppid === pids[i]) pids.push(pid);
  }
  return pids;
}

/**
 * This process's children: the storefront (the standalone server.js, which Next renames
 * `next-server (v…)` in /proc) and the provider (tsx …/main.ts).
 */
function serverRoots() {
  const table = processTable();
  const children = [...table].filter(([, info]) => info.ppid === process.pid);
  const find = (pattern, name) => {
    const found = children.find(([, info]) => pattern.test(info.command));
    if (!found) throw new Error(`the ${name} process was not found among this script's children`);
    return found[0];
  };
  return { storefront: find(/standalone[/\\]server\.js|^next-server/, 'storefront'), provider: find(/reference-provider[/\\]src[/\\]main\.ts/, 'provider') };
}

/** Starts or stops the CPU profiler of the Node processes of both servers (not of esbuild's, say). */
function toggleProfiles(roots) {
  const table = processTable();
  for (const pid of [...tree(table, roots.storefront), ...tree(table, roots.provider)]) {
    try {
      if (realpathSync(`/proc/${pid}/exe`) === realpathSync(process.execPath)) process.kill(pid, 'SIGUSR2');
    } catch {
      // gone meanwhile
    }
  }
}

/** CPU ticks used so far by each server's process tree. */
function serverTicks(roots) {
  const table = processTable();
  const sum = (root) => tree(table, root).reduce((total, pid) => total + (table.get(pid)?.ticks ?? 0), 0);
  return { storefront: sum(roots.storefront), provider: sum(roots.provider) };
}

/** One autocannon run: `q=ste`, or the rotation from where it stopped. */
function load(origin, seconds, rotation) {
  const url = `${origin}${rotation ? rotation.paths[0].path : '/api/search/hints?q=ste'}`;
  return runLoad({ url, connections: CONNECTIONS, seconds, rotation });
}

/**
 * The rotation's queries as the storefront asks the provider for them (lib/provider/catalogue.ts
 * getSearchHints: the text in the path, cut like the storefront cuts it, the language as
 * Accept-Language), to measure the provider alone.
 */
function providerPaths(storefrontPaths) {
  return storefrontPaths.map(({ path: storefrontPath }) => {
    const query = new URL(storefrontPath, 'http://storefront.invalid').searchParams;
    const text = [...(query.get('q') ?? '').trim()].slice(0, SEARCH_MAX_LENGTH).join('');
    return { path: `/api/search/hints/${encodeURIComponent(text)}`, headers: { 'accept-language': query.get('locale') ?? 'en' } };
  });
}

/** A measurement: warm-up (unrecorded), then the load with the CPU of each side read around it. */
async function measure(name, origin, roots, rotation = null) {
  if (WARMUP > 0) await load(origin, WARMUP, rotation);
  const load1m = machineLoad(`${name}: before the measurement`, { warn: true });
  if (profileDir) toggleProfiles(roots);
  const before = serverTicks(roots);
  const ownBefore = process.cpuUsage();
  const result = await load(origin, DURATION, rotation);
  const own = process.cpuUsage(ownBefore);
  const after = serverTicks(roots);
  if (profileDir) toggleProfiles(roots);
  const requests = result.requests.total;
  const perRequest = (ms) => (requests > 0 ? ms / requests : null);
  const row = {
    name,
    requests,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    cpuMsPerRequest: {
      storefront: perRequest(((after.storefront - before.storefront) * 1000) / CLOCK_TICKS),
      provider: perRequest(((after.provider - before.provider) * 1000) / CLOCK_TICKS),
      loadGenerator: perRequest((own.user + own.system) / 1000),
    },
    cpuBusyShare: {
      // Of the measurement's wall time, the share of one core each side kept busy.
      storefront: (after.storefront - before.storefront) / CLOCK_TICKS / DURATION,
      provider: (after.provider - before.provider) / CLOCK_TICKS / DURATION,
      loadGenerator: (own.user + own.system) / 1e6 / DURATION,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    load: load1m,
    aimMet: result.latency.p99 < HINTS_P99_AIM_MS,
  };
  if (row.non2xx || row.errors || row.timeouts) console.log(`  warning: ${row.non2xx} non-2xx answers, ${row.errors} errors, ${row.timeouts} timeouts`);
  return row;
}

const fmt = (value, digits = 0) => (value === null || value === undefined ? '–' : Number(value).toFixed(digits));

function printTable(rows) {
  const header = ['hints', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'storefront CPU ms/req', 'provider CPU ms/req', 'load gen. CPU ms/req', 'load avg 1m', 'aim p99 < 50 ms'];
  const lines = rows.map((r) => [
    r.name,
    String(r.requests),
    fmt(r.requestsPerSecond),
    fmt(r.latencyP50Ms),
    fmt(r.latencyP99Ms),
    fmt(r.cpuMsPerRequest.storefront, 2),
    fmt(r.cpuMsPerRequest.provider, 2),
    fmt(r.cpuMsPerRequest.loadGenerator, 2),
    fmt(r.load.loadAverage1m, 2),
    r.aimMet ? 'met' : 'NOT met',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log('\n' + line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(line(l));
}

if (!existsSync('/proc/self/stat')) {
  console.error('bench-hints reads the servers\' CPU time from /proc: Linux only.');
  process.exit(1);
}
const started = Date.now();
const loadBefore = machineLoad('Before');
let stack;
try {
  stack = await startStack({ port: PORT, providerPort: PROVIDER_PORT });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let exitCode = 0;
try {
  const { origin, providerUrl } = stack;
  const roots = serverRoots();
  const cached = await warm(`${origin}/api/search/hints?q=ste`, { times: 2 });
  if (cached.status !== 200) throw new Error(`/api/search/hints?q=ste answered ${cached.status}`);
  const rotation = { paths: (await uncachedHintPaths(origin)).map((path) => ({ path, headers: {} })), next: 0 };
  // Longer than the hints cache (1000 entries) and taken in turn: every request misses it, the
  // warm-up's included, as the measurement continues the rotation where the warm-up left it.
  if (rotation.paths.length <= 1000) console.log(`Only ${rotation.paths.length} distinct queries: some answers may come from the cache.`);
  console.log(
    `\nMeasuring ${origin}: ${DURATION} s per measurement after ${WARMUP} s of warm-up, ${CONNECTIONS} connections, ` +
      `no compression; ${rotation.paths.length} cache-missing queries in rotation.`,
  );
  const rows = [
    await measure('q=ste (cached)', origin, roots),
    await measure('cache missed (rotation)', origin, roots, rotation),
    // The same queries straight to the provider: its cost without the storefront beside it.
    await measure('provider alone (rotation)', providerUrl, roots, { paths: providerPaths(rotation.paths), next: 0 }),
  ];
  const recall = await searchRecall(origin, providerUrl);
  const loadAfter = machineLoad('After (includes this run)', { warn: false });
  printTable(rows);
  console.log(
    `\nSearch hints recall@5 over ${path.relative(ROOT, QUERY_SET_FILE)}: ${recall.found}/${recall.total}` +
      (recall.misses.length ? `; missed: ${recall.misses.join(', ')}` : ''),
  );
  console.log(
    '\nCPU ms/req: CPU time (user + system) of each side\'s processes during the measurement ÷ the requests answered;' +
      ' the load generator runs in this process. The three share the machine\'s cores: when their sum per second' +
      ' nears the number of cores, requests queue and p99 grows.',
  );
  for (const row of rows) {
    const busy = row.cpuBusyShare;
    console.log(`  ${row.name}: cores kept busy: storefront ${fmt(busy.storefront, 2)}, provider ${fmt(busy.provider, 2)}, load generator ${fmt(busy.loadGenerator, 2)}`);
  }
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    load: { before: loadBefore, after: loadAfter },
    node: process.version,
    settings: { durationS: DURATION, warmupS: WARMUP, connections: CONNECTIONS, queries: rotation.paths.length, profile: profileDir },
    aims: { hintsP99Ms: HINTS_P99_AIM_MS },
    results: rows,
    searchRecallAt5: recall,
  };
  const dir = path.join(ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-hints-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  writeFileSync(path.join(dir, 'bench-hints-latest.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(`\nSaved ${path.relative(ROOT, file)} (and bench-results/bench-hints-latest.json). Took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await stack.stopAll();
}
if (profileDir) console.log(`CPU profiles (<pid>-1: q=ste, <pid>-2: cache missed, <pid>-3: provider alone; the provider's launcher, tsx, writes nearly empty ones): ${profileDir}`);
if (stack.crashed()) exitCode = 1;
process.exit(exitCode);

// First-load weight of the storefront's pages, for `npm run bench`: for each route, the
// JavaScript a browser loads before the page is interactive, and the HTML's size, beside the
// framework's floor measured the same way in the same build (app/bench-floor: Next's runtime and
// React, no client component of ours).
//
// First-load JS: the module scripts the HTML names (<script src>, and <link rel="preload" as="script">
// or rel="modulepreload", which the browser fetches at once too; on a cached page, the scripts its
// loader adds after the first frame: lib/server/scripts-after-first-paint.mjs) and the chunks its RSC payload
// names for the client components it hydrates, each counted once, gzip sizes
// (zlib level 6, what a server sends). The `nomodule` polyfill is left out: module browsers skip it.
// Scripts a page loads later (next/dynamic, import() on first use) are not in its HTML, so not here.
// HTML: raw and gzip, and the part that is inline script (mostly the RSC payload).
//
// Run alone (it builds when stale and starts its own servers): BENCH_PORT_OFFSET=n node scripts/lib/weight.mjs
import { gzipSync } from 'node:zlib';
import { scriptsLoadedAfterFirstPaint } from '../../lib/server/scripts-after-first-paint.mjs';

/** Size of the floor page asked for: any size does, the JavaScript is the same. */
export const FLOOR_PATH = '/bench-floor/16384.html';

// Budgets over the floor (KiB, gzip), the aims of docs/performance.md.
const CATALOGUE_BUDGET_KIB = 25;
const INFORMATION_BUDGET_KIB = 10;

/** The routes measured; `productId` is the product page's id (the bench's first popular product). */
export function weightRoutes(productId) {
  return [
    { name: 'floor', path: FLOOR_PATH, budgetKiB: null },
    { name: 'home', path: '/', budgetKiB: CATALOGUE_BUDGET_KIB },
    { name: 'category', path: '/category/steam', budgetKiB: CATALOGUE_BUDGET_KIB },
    { name: 'product', path: `/product/${productId}`, budgetKiB: CATALOGUE_BUDGET_KIB },
    { name: 'search', path: '/search/steam', budgetKiB: CATALOGUE_BUDGET_KIB },
    { name: 'faq', path: '/en/faq', budgetKiB: INFORMATION_BUDGET_KIB },
    { name: '404', path: '/no-such-page', budgetKiB: INFORMATION_BUDGET_KIB },
    // Private: a guest is sent to log in (307), so it is reported as not reachable.
    { name: 'checkout', path: '/checkout', budgetKiB: CATALOGUE_BUDGET_KIB },
  ];
}

const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
const attributeValue = (tag, name) => {
  const match = attribute(tag, name);
  return match ? (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, '&') : null;
};
const hasAttribute = (tag, name) => new RegExp(`\\s${name}(?:[\\s=>/]|$)`, 'i').test(tag);

/**
 * What a page's HTML makes the browser load at once: the URLs of its module scripts (nomodule left
 * out), script preloads and scripts added after the first frame, in order, each once; and the bytes
 * of its inline scripts.
 */
export function firstLoadScripts(html) {
  const urls = [];
  const payloadUrls = [];
  let inlineBytes = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = ` ${match[1]}`;
    const src = attributeValue(tag, 'src');
    if (src === null) {
      inlineBytes += Buffer.byteLength(match[2]);
      // The RSC payload names the chunks of the client components it hydrates; the runtime loads
      // any the tags above did not (a not-found page's, for one) at once, so they count too.
      for (const chunk of match[2].matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)) payloadUrls.push(chunk[0]);
      continue;
    }
    if (hasAttribute(tag, 'nomodule')) continue;
    urls.push(src);
  }
  urls.push(...scriptsLoadedAfterFirstPaint(html));
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const tag = ` ${match[1]}`;
    const rel = (attributeValue(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributeValue(tag, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload') || (rel.includes('preload') && attributeValue(tag, 'as') === 'script')) urls.push(href);
  }
  return { urls: [...new Set([...urls, ...payloadUrls])], inlineBytes };
}

const KiB = 1024;
const gzipBytes = (buffer) => gzipSync(buffer, { level: 6 }).byteLength;

/** Weight of one page: status, HTML raw/gzip/inline script, first-load JS files and their gzip total. */
async function pageWeight(origin, route, scriptCache) {
  const response = await fetch(`${origin}${route.path}`, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  const result = { ...route, status: response.status, htmlBytes: null, htmlGzipBytes: null, inlineScriptBytes: null, scripts: 0, jsGzipBytes: null, jsRawBytes: null };
  if (response.status >= 300 && response.status < 400) {
    result.note = `${response.status} to ${response.headers.get('location')}: not reachable as a guest`;
    return result;
  }
  const html = body.toString('utf8');
  const { urls, inlineBytes } = firstLoadScripts(html);
  result.htmlBytes = body.byteLength;
  result.htmlGzipBytes = gzipBytes(body);
  result.inlineScriptBytes = inlineBytes;
  result.scripts = urls.length;
  result.jsGzipBytes = 0;
  result.jsRawBytes = 0;
  result.files = [];
  for (const url of urls) {
    const absolute = new URL(url, origin).href;
    if (!scriptCache.has(absolute)) {
      const script = await fetch(absolute, { headers: { 'accept-encoding': 'identity' } });
      if (!script.ok) throw new Error(`${route.path}: ${url} answered ${script.status}`);
      const bytes = Buffer.from(await script.arrayBuffer());
      scriptCache.set(absolute, { raw: bytes.byteLength, gzip: gzipBytes(bytes) });
    }
    const { raw, gzip } = scriptCache.get(absolute);
    result.jsRawBytes += raw;
    result.jsGzipBytes += gzip;
    result.files.push({ url, gzip });
  }
  return result;
}

/**
 * Measures every route of weightRoutes(productId) on the running server at `origin` (each page
 * asked twice first: ISR pages render on their first visit). Returns the rows, the floor's first.
 */
export async function measureWeight(origin, productId) {
  const scriptCache = new Map();
  const rows = [];
  for (const route of weightRoutes(productId)) {
    for (let i = 0; i < 2; i++) await (await fetch(`${origin}${route.path}`, { redirect: 'manual' })).arrayBuffer();
    rows.push(await pageWeight(origin, route, scriptCache));
  }
  const floor = rows[0];
  if (floor.status !== 200) throw new Error(`the floor page ${floor.path} answered ${floor.status}: is this the bench build (.next-bench, with app/bench-floor)?`);
  for (const row of rows) {
    if (row.jsGzipBytes === null) continue;
    row.overFloorBytes = row.jsGzipBytes - floor.jsGzipBytes;
    if (row.budgetKiB !== null) {
      row.aimMet = row.overFloorBytes <= row.budgetKiB * KiB;
      row.aim = `≤ floor + ${row.budgetKiB} KiB: ${row.aimMet ? 'met' : 'NOT met'}`;
    }
  }
  return rows;
}

/** The rows without their per-file lists, for the bench's JSON report. */
export function weightReport(rows) {
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'files')));
}

const kib = (bytes) => (bytes === null || bytes === undefined ? '–' : (bytes / KiB).toFixed(1));

/** The table `npm run bench` prints. */
export function printWeight(rows) {
  const header = ['route', 'path', 'status', 'scripts', 'JS gzip KiB', 'over floor', 'HTML KiB', 'HTML gzip', 'inline script', 'aim'];
  const lines = rows.map((r) => [
    r.name,
    r.path,
    String(r.status),
    String(r.scripts),
    kib(r.jsGzipBytes),
    r.name === 'floor' || r.overFloorBytes === undefined ? '' : `${r.overFloorBytes >= 0 ? '+' : ''}${kib(r.overFloorBytes)}`,
    kib(r.htmlBytes),
    kib(r.htmlGzipBytes),
    kib(r.inlineScriptBytes),
    r.note ?? r.aim ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log('\nFirst load (module scripts, nomodule polyfill excluded; gzip level 6; KiB = 1024 bytes)');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(line(l).trimEnd());
}

// Alone: its own servers on BENCH_PORT_OFFSET's ports, the table, and the JSON on stdout's last line with --json.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { firstPopularProductId, machineLoad, startStack } = await import('./stack.mjs');
  const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 999) throw new Error('BENCH_PORT_OFFSET must be an integer from 0 to 999');
  machineLoad('Before');
  const stack = await startStack({ port: String(3300 + offset), providerPort: String(4300 + offset), quiet: true });
  let code = 0;
  try {
    const rows = await measureWeight(stack.origin, await firstPopularProductId(stack.origin));
    printWeight(rows);
    if (process.argv.includes('--json')) console.log(JSON.stringify(weightReport(rows)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  } finally {
    await stack.stopAll();
  }
  process.exit(code);
}

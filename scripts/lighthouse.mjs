// npm run lighthouse: Lighthouse 13 in its default mobile emulation (simulated slow 4G, 4x CPU
// slowdown), in Debian's chromium, on the home page, a category page and a product page of the built
// storefront against the reference provider, in every language (the browser started in the page's
// language, so no language offer covers the page), each beside the framework floor measured in the
// same run: /bench-floor/{bytes}.html (app/bench-floor), a static text page of the home page's size
// from the same Next server with only Next's runtime and React. The floor is measured first and again
// last; its median largest contentful paint is the reference the pages' LCP is divided by (absolute
// scores move with the machine's load, the ratio much less). Prints per page the four category
// scores, the paint metrics and LCP ÷ floor, then for every target missed the audits that lose
// points; saves the reports (JSON and HTML) to bench-results/lighthouse/.
//
// Targets: performance 97 or more and LCP at most 1.3x the floor's; accessibility, best practices
// and SEO 100.
// Settings (environment): CHROME_PATH (else CHROMIUM_PATH, else /usr/bin/chromium),
// LIGHTHOUSE_RUNS (runs per page, the median is kept; 3), LIGHTHOUSE_LOCALES (comma-separated, all
// four by default), LIGHTHOUSE_PAGES (comma-separated of home, category, product; all by default),
// LIGHTHOUSE_PORT (3400), LIGHTHOUSE_PROVIDER_PORT (4400), LIGHTHOUSE_PORT_OFFSET (0: added to both
// default ports, so several checkouts can measure at once). Exits 0 whatever the scores (1 only when
// it cannot run); LIGHTHOUSE_STRICT=1 makes a missed target exit 2.
//
// Lighthouse 13 asks for Node 22; on Node 20 it runs with two polyfills: URL.parse (Node 22.1),
// which its canonical-link audit (SEO) calls, and the iterator helpers (Node 22: `map.values().find`),
// which its duplicated-JavaScript, legacy-JavaScript and third-parties insights call.
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, systemFontFamilies } from './lib/chromium.mjs';
import { ROOT } from './lib/processes.mjs';
import { firstPopularProductId, gitCommit, machineLoad, startStack, warm } from './lib/stack.mjs';

if (typeof URL.parse !== 'function') {
  URL.parse = (url, base) => {
    try {
      return new URL(url, base);
    } catch {
      return null;
    }
  };
}
// The iterator helpers, on the prototype every built-in iterator (Map, Set, Array, generators) shares.
const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
const iteratorHelpers = {
  *map(fn) {
    let i = 0;
    for (const value of this) yield fn(value, i++);
  },
  *filter(fn) {
    let i = 0;
    for (const value of this) if (fn(value, i++)) yield value;
  },
  *flatMap(fn) {
    let i = 0;
    for (const value of this) yield* fn(value, i++);
  },
  *take(limit) {
    if (limit <= 0) return;
    let n = 0;
    for (const value of this) {
      yield value;
      if (++n >= limit) return;
    }
  },
  *drop(count) {
    let n = 0;
    for (const value of this) if (n++ >= count) yield value;
  },
  reduce(fn, ...initial) {
    let i = 0;
    let started = initial.length > 0;
    let accumulator = initial[0];
    for (const value of this) {
      if (started) accumulator = fn(accumulator, value, i);
      else [accumulator, started] = [value, true];
      i++;
    }
    if (!started) throw new TypeError('Reduce of empty iterator with no initial value');
    return accumulator;
  },
  find(fn) {
    let i = 0;
    for (const value of this) if (fn(value, i++)) return value;
    return undefined;
  },
  some(fn) {
    let i = 0;
    for (const value of this) if (fn(value, i++)) return true;
    return false;
  },
  every(fn) {
    let i = 0;
    for (const value of this) if (!fn(value, i++)) return false;
    return true;
  },
  forEach(fn) {
    let i = 0;
    for (const value of this) fn(value, i++);
  },
  toArray() {
    return [...this];
  },
};
for (const [name, fn] of Object.entries(iteratorHelpers)) {
  if (!(name in IteratorPrototype)) Object.defineProperty(IteratorPrototype, name, { value: fn, writable: true, configurable: true });
}
// Imported after the polyfills are in place.
const { default: lighthouse } = await import('lighthouse');

const PORT_OFFSET = Number(process.env.LIGHTHOUSE_PORT_OFFSET ?? 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0 || PORT_OFFSET > 999) throw new Error('LIGHTHOUSE_PORT_OFFSET must be an integer from 0 to 999');
const PORT = process.env.LIGHTHOUSE_PORT || String(3400 + PORT_OFFSET);
const PROVIDER_PORT = process.env.LIGHTHOUSE_PROVIDER_PORT || String(4400 + PORT_OFFSET);
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 };
/** A page's largest contentful paint may be at most this many times the floor page's. */
const LCP_RATIO_AIM = 1.3;
const ALL_LOCALES = ['pt-BR', 'en', 'ru', 'hi'];
const DEFAULT_LOCALE = 'pt-BR';
const ALL_PAGES = ['home', 'category', 'product'];
const listSetting = (name, all) => {
  const asked = (process.env[name] ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  const unknown = asked.filter((v) => !all.includes(v));
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(', ')} (choose from ${all.join(', ')})`);
  return asked.length > 0 ? all.filter((v) => asked.includes(v)) : all;
};
const LOCALES = listSetting('LIGHTHOUSE_LOCALES', ALL_LOCALES);
const PAGE_NAMES = listSetting('LIGHTHOUSE_PAGES', ALL_PAGES);
const chromeFlags = (locale) => [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The page's own language: a browser in another one is offered the matching language in a
  // floating card, which would then be what Lighthouse measures.
  `--lang=${locale}`,
];
const OUT_DIR = path.join(ROOT, 'bench-results', 'lighthouse');
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

const score = (category) => (category?.score === null || category?.score === undefined ? null : Math.round(category.score * 100));
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const lcpMs = (lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? null;

/** The audits of a category that lose points, worst first. */
function losingAudits(lhr, categoryId) {
  const rows = [];
  for (const ref of lhr.categories[categoryId].auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit) continue;
    if (audit.scoreDisplayMode === 'error') {
      rows.push({ id: ref.id, title: audit.title, score: 'error', weight: ref.weight, detail: audit.errorMessage ?? '' });
      continue;
    }
    if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
    if (audit.score === null || audit.score >= 1) continue;
    rows.push({
      id: ref.id,
      title: audit.title,
      score: Math.round(audit.score * 100),
      weight: ref.weight,
      detail: audit.displayValue ?? '',
      items: (audit.details?.items ?? []).slice(0, 5).map(describeItem).filter(Boolean),
    });
  }
  return rows.sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0) || (a.score === 'error' ? -1 : a.score) - (b.score === 'error' ? -1 : b.score));
}

/** A one-line description of an audit's detail item (the element, resource or URL at fault). */
function describeItem(item) {
  const node = item.node ?? item.element;
  if (node?.snippet) return `${node.selector ?? ''} ${node.snippet}`.trim().slice(0, 200);
  if (item.url) return `${item.url}${item.wastedBytes ? ` (${Math.round(item.wastedBytes / 1024)} KiB to save)` : ''}${item.wastedMs ? ` (${Math.round(item.wastedMs)} ms)` : ''}`;
  if (item.source?.url) return `${item.source.url}:${item.source.line ?? ''}`;
  if (item.description) return String(item.description).slice(0, 200);
  return null;
}

/** The element Lighthouse found to be the largest paint, as a short snippet. */
function lcpElement(lhr) {
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    for (const item of lhr.audits[id]?.details?.items ?? []) {
      const node = item?.type === 'node' ? item : item?.items?.[0]?.node;
      if (node?.snippet) return node.snippet.slice(0, 160);
    }
  }
  return null;
}

// Every run is a first visit. Lighthouse empties the browser's HTTP cache before each run but by
// default keeps the origin's localStorage (and cookies), so a run after the first would carry what the
// pages stored in the runs before with none of the files a returning visit has in its cache: the
// pages' "fonts already loaded here" key would then switch the font faces on before the first frame
// while the fonts still had to come over the network (lib/server/inline-style-sheets.mjs).
const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'cookies'];

/** RUNS audits of one URL; keeps the run with the median performance score, and every run's figures. */
async function audit(url, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      clearStorageTypes: CLEAR_STORAGE_TYPES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    runs.push(result);
  }
  const performanceRuns = runs.map((r) => score(r.lhr.categories.performance));
  const lcpRuns = runs.map((r) => lcpMs(r.lhr));
  runs.sort((a, b) => (score(a.lhr.categories.performance) ?? 0) - (score(b.lhr.categories.performance) ?? 0));
  return { chosen: runs[Math.floor((runs.length - 1) / 2)], performanceRuns, lcpRuns };
}

let chromePath;
try {
  chromePath = process.env.CHROME_PATH || ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Before the build and the servers: the load average then tells of other processes only.
const loadBefore = machineLoad('Before');
// The browser's own font for Devanagari draws a Hindi page's first frame (the page's fonts are
// requested after it); without one the letters are boxes, wider than the letters, and the page
// shifts when its font arrives. A phone has one; the figures say which the run had.
const devanagariSystemFonts = systemFontFamilies('hi');
const devanagariFontsLine = `System fonts for Devanagari: ${
  devanagariSystemFonts.join(', ') || 'none (Hindi pages are first drawn in boxes, unlike on a phone; install fonts-noto-core)'
}`;
console.log(devanagariFontsLine);
let stack;
try {
  // localhost (not 127.0.0.1) so the page is a secure context for Chrome and Lighthouse, and the
  // canonical and hreflang links the storefront prints point at the origin under audit.
  stack = await startStack({ port: PORT, providerPort: PROVIDER_PORT, siteUrl: `http://localhost:${PORT}` });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const chromes = new Map();
/** One browser per language, started on first use. */
async function chromeFor(locale) {
  if (!chromes.has(locale)) chromes.set(locale, await chromeLauncher.launch({ chromePath, chromeFlags: chromeFlags(locale), logLevel: 'silent' }));
  return chromes.get(locale);
}

let exitCode = 0;
try {
  const origin = `http://localhost:${PORT}`;
  const productId = await firstPopularProductId(stack.origin);
  const pagePath = { home: '/', category: '/category/steam', product: `/product/${productId}` };
  const pages = [];
  for (const locale of LOCALES) {
    const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
    for (const name of PAGE_NAMES) pages.push({ name, locale, path: `${prefix}${pagePath[name]}`.replace(/(.)\/$/, '$1') });
  }
  let floorBytes = 0;
  for (const page of pages) {
    const { status, bytes } = await warm(`${stack.origin}${page.path}`);
    if (status !== 200) throw new Error(`${page.path} answered ${status}`);
    if (page.name === 'home' && !floorBytes) floorBytes = bytes;
  }
  if (!floorBytes) floorBytes = (await warm(`${stack.origin}/`)).bytes;
  // The floor page of the home page's size (HTML, identity encoding).
  const floorPath = `/bench-floor/${floorBytes}.html`;
  const floorWarm = await warm(`${stack.origin}${floorPath}`);
  if (floorWarm.status !== 200) throw new Error(`the floor page ${floorPath} answered ${floorWarm.status}: is app/bench-floor in the build?`);
  // The covers and flags the pages show are fetched from the provider on first request: warm them too.
  for (const page of pages) {
    const html = await (await fetch(`${stack.origin}${page.path}`)).text();
    const media = [...new Set([...html.matchAll(/\/media\/[^"'\s)&?]+/g)].map((m) => m[0]))];
    await Promise.all(media.map((m) => fetch(`${stack.origin}${m}`).then((r) => r.arrayBuffer()).catch(() => null)));
  }

  mkdirSync(OUT_DIR, { recursive: true });
  const measure = async (page) => {
    const url = `${origin}${page.path}`;
    process.stdout.write(`Lighthouse ${url}${RUNS > 1 ? ` (${RUNS} runs)` : ''}… `);
    const t0 = Date.now();
    const chrome = await chromeFor(page.locale);
    const { chosen, performanceRuns, lcpRuns } = await audit(url, chrome.port);
    console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const { lhr, report } = chosen;
    const [json, html] = Array.isArray(report) ? report : [report];
    const file = `${page.name}${page.locale ? `.${page.locale}` : ''}`;
    writeFileSync(path.join(OUT_DIR, `${file}.report.json`), json);
    if (html) writeFileSync(path.join(OUT_DIR, `${file}.report.html`), html);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr.categories[c])]));
    const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? null]));
    return { ...page, url, scores, performanceRuns, lcpRuns, lcpMedianMs: median(lcpRuns), metrics, lcpElement: lcpElement(lhr), lhr };
  };

  const floorRuns = [await measure({ name: 'floor', locale: DEFAULT_LOCALE, path: floorPath })];
  const results = [];
  for (const page of pages) results.push(await measure(page));
  floorRuns.push(await measure({ name: 'floor', locale: DEFAULT_LOCALE, path: floorPath }));
  const floorLcpMs = median(floorRuns.flatMap((r) => r.lcpRuns));
  for (const r of results) {
    r.lcpRatio = r.lcpMedianMs !== null && floorLcpMs ? r.lcpMedianMs / floorLcpMs : null;
    r.missed = CATEGORIES.filter((c) => r.scores[c] === null || r.scores[c] < TARGETS[c]);
    r.lcpMissed = r.lcpRatio === null || r.lcpRatio > LCP_RATIO_AIM;
    r.failing = Object.fromEntries(r.missed.map((c) => [c, losingAudits(r.lhr, c)]));
    if (r.lcpMissed && !r.missed.includes('performance')) r.failing.performance = losingAudits(r.lhr, 'performance');
  }

  const loadAfter = machineLoad('After (includes this run)', { warn: false });

  // The table: the floor's runs, then every page beside it.
  const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
  const header = ['page', 'lang', 'path', ...CATEGORIES, 'perf. runs', 'LCP (median)', 'LCP ÷ floor', 'FCP', 'TBT', 'CLS'];
  const mark = (ok) => (ok ? '' : ' ✗');
  const lines = [
    ...floorRuns.map((r, i) => [`floor (${i === 0 ? 'first' : 'last'})`, '', r.path, ...CATEGORIES.map((c) => `${r.scores[c] ?? '–'}`), r.performanceRuns.join(' '), seconds(r.lcpMedianMs), '', r.metrics['first-contentful-paint'] ?? '–', r.metrics['total-blocking-time'] ?? '–', r.metrics['cumulative-layout-shift'] ?? '–']),
    ...results.map((r) => [
      r.name,
      r.locale,
      r.path,
      ...CATEGORIES.map((c) => `${r.scores[c] ?? '–'}${mark(r.scores[c] !== null && r.scores[c] >= TARGETS[c])}`),
      r.performanceRuns.join(' '),
      seconds(r.lcpMedianMs),
      r.lcpRatio === null ? '–' : `${r.lcpRatio.toFixed(2)}${mark(!r.lcpMissed)}`,
      r.metrics['first-contentful-paint'] ?? '–',
      r.metrics['total-blocking-time'] ?? '–',
      r.metrics['cumulative-layout-shift'] ?? '–',
    ]),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\nLighthouse ${results[0]?.lhr.lighthouseVersion ?? ''}, mobile emulation (default config), ${chromePath}; ${RUNS} run(s) per page, the median kept`);
  console.log(devanagariFontsLine);
  console.log(`Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${LCP_RATIO_AIM} × the floor's (${seconds(floorLcpMs)}, median of its ${floorRuns.flatMap((r) => r.lcpRuns).length} runs), accessibility, best practices and SEO = 100 (✗: missed)\n`);
  console.log(row(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(row(l));
  console.log('');
  for (const r of results) if (r.lcpElement) console.log(`${r.name} ${r.locale}: largest paint ${r.lcpElement}`);

  // What loses points.
  const missedAny = results.some((r) => r.missed.length > 0 || r.lcpMissed);
  for (const r of results) {
    for (const [category, audits] of Object.entries(r.failing)) {
      console.log(`\n${r.name} ${r.locale} ${r.path} — ${category} ${r.scores[category] ?? '–'} (target ${TARGETS[category]}${category === 'performance' ? `, LCP ≤ ${LCP_RATIO_AIM} × floor` : ''}):`);
      if (audits.length === 0) console.log('  (no single audit below 100)');
      const scored = audits.filter((a) => a.weight);
      const diagnostics = audits.filter((a) => !a.weight);
      for (const [heading, list] of [['counted in the score', scored], ['diagnostics (weight 0: hints at what to fix)', diagnostics]]) {
        if (list.length === 0) continue;
        console.log(`  ${heading}:`);
        for (const a of list) {
          console.log(`    ${a.id} — ${a.title} — score ${a.score}${a.weight ? `, weight ${a.weight}` : ''}${a.detail ? ` — ${a.detail}` : ''}`);
          for (const item of a.items ?? []) console.log(`        ${item}`);
        }
      }
    }
  }
  if (!missedAny) console.log('\nAll targets met.');

  const summary = (r) => {
    const { lhr: _lhr, ...rest } = r;
    return rest;
  };
  writeFileSync(
    path.join(OUT_DIR, 'summary.json'),
    JSON.stringify(
      { date: new Date().toISOString(), commit: gitCommit(), load: { before: loadBefore, after: loadAfter }, devanagariSystemFonts, runsPerPage: RUNS, targets: { ...TARGETS, lcpRatio: LCP_RATIO_AIM }, floor: { path: floorPath, lcpMedianMs: floorLcpMs, runs: floorRuns.map(summary) }, results: results.map(summary) },
      null,
      2,
    ) + '\n',
  );
  console.log(`\nReports: ${path.relative(ROOT, OUT_DIR)}/<page>.<lang>.report.{json,html}, summary.json`);
  if (missedAny && process.env.LIGHTHOUSE_STRICT === '1') exitCode = 2;
} catch (error) {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  exitCode = 1;
} finally {
  for (const chrome of chromes.values()) await chrome.kill();
  await stack.stopAll();
}
if (stack.crashed()) exitCode = 1;
process.exit(exitCode);

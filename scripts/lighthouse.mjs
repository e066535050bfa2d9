// npm run lighthouse: Lighthouse 13 in its default mobile emulation, in Debian's chromium (started
// with --lang=pt-BR, the shop's default language, so no language offer covers the page), on the home page, a category page and a product page of the
// built storefront against the reference provider. Prints the four category scores per page and,
// for every category under its target, the audits that lose points; saves the reports (JSON and
// HTML) to bench-results/lighthouse/.
//
// Targets (issue 16): performance 98 or more on a quiet machine; accessibility, best practices and SEO 100.
// Settings (environment): CHROME_PATH (else CHROMIUM_PATH, else /usr/bin/chromium),
// LIGHTHOUSE_RUNS (runs per page, the run with the median performance score is kept; 3), LIGHTHOUSE_PORT (3400),
// LIGHTHOUSE_PROVIDER_PORT (4400), LIGHTHOUSE_PORT_OFFSET (0: added to both default ports, so several
// checkouts can measure at once). Exits 0 whatever the scores (1 only when it cannot run);
// LIGHTHOUSE_STRICT=1 makes a missed target exit 2.
//
// Lighthouse 13 asks for Node 22; on Node 20 it runs with two polyfills: URL.parse (Node 22.1),
// which its canonical-link audit (SEO) calls, and the iterator helpers (Node 22: `map.values().find`),
// which its duplicated-JavaScript, legacy-JavaScript and third-parties insights call.
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
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
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The shop's default language: a browser in another one is offered the matching language in a
  // floating card, which would then be what Lighthouse measures.
  '--lang=pt-BR',
];
const OUT_DIR = path.join(ROOT, 'bench-results', 'lighthouse');

const score = (category) => (category?.score === null || category?.score === undefined ? null : Math.round(category.score * 100));

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

async function audit(url, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, { port, output: ['json', 'html'], logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    runs.push(result);
  }
  runs.sort((a, b) => (score(a.lhr.categories.performance) ?? 0) - (score(b.lhr.categories.performance) ?? 0));
  return { chosen: runs[Math.floor((runs.length - 1) / 2)], performanceRuns: runs.map((r) => score(r.lhr.categories.performance)) };
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
let stack;
try {
  // localhost (not 127.0.0.1) so the page is a secure context for Chrome and Lighthouse, and the
  // canonical and hreflang links the storefront prints point at the origin under audit.
  stack = await startStack({ port: PORT, providerPort: PROVIDER_PORT, siteUrl: `http://localhost:${PORT}` });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let chrome;
let exitCode = 0;
try {
  const origin = `http://localhost:${PORT}`;
  const productId = await firstPopularProductId(stack.origin);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'category', path: '/category/steam' },
    { name: 'product', path: `/product/${productId}` },
  ];
  for (const page of pages) {
    const { status } = await warm(`${stack.origin}${page.path}`);
    if (status !== 200) throw new Error(`${page.path} answered ${status}`);
  }
  // The covers and flags the pages show are fetched from the provider on first request: warm them too.
  for (const page of pages) {
    const html = await (await fetch(`${stack.origin}${page.path}`)).text();
    const media = [...new Set([...html.matchAll(/\/media\/[^"'\s)&?]+/g)].map((m) => m[0]))];
    await Promise.all(media.map((m) => fetch(`${stack.origin}${m}`).then((r) => r.arrayBuffer()).catch(() => null)));
  }

  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  mkdirSync(OUT_DIR, { recursive: true });
  const results = [];
  for (const page of pages) {
    const url = `${origin}${page.path}`;
    process.stdout.write(`Lighthouse ${url}${RUNS > 1 ? ` (${RUNS} runs)` : ''}… `);
    const t0 = Date.now();
    const { chosen, performanceRuns } = await audit(url, chrome.port);
    console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const { lhr, report } = chosen;
    const [json, html] = Array.isArray(report) ? report : [report];
    writeFileSync(path.join(OUT_DIR, `${page.name}.report.json`), json);
    if (html) writeFileSync(path.join(OUT_DIR, `${page.name}.report.html`), html);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr.categories[c])]));
    const failing = Object.fromEntries(
      CATEGORIES.filter((c) => scores[c] === null || scores[c] < TARGETS[c]).map((c) => [c, losingAudits(lhr, c)]),
    );
    const metrics = Object.fromEntries(
      ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [
        id,
        lhr.audits[id]?.displayValue ?? null,
      ]),
    );
    results.push({ ...page, url, scores, performanceRuns, metrics, failing, lighthouseVersion: lhr.lighthouseVersion, userAgent: lhr.environment?.hostUserAgent });
  }

  const loadAfter = machineLoad('After (includes this run)', { warn: false });

  // The table of scores.
  const header = ['page', 'path', ...CATEGORIES];
  const lines = results.map((r) => [r.name, r.path, ...CATEGORIES.map((c) => `${r.scores[c] ?? '–'}${r.scores[c] !== null && r.scores[c] >= TARGETS[c] ? '' : ' ✗'}`)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\nLighthouse ${results[0]?.lighthouseVersion}, mobile emulation (default config), ${chromePath}`);
  console.log(`Targets: performance ≥ ${TARGETS.performance}, accessibility, best-practices and SEO = 100 (✗: missed)\n`);
  console.log(row(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(row(l));
  console.log('');
  for (const r of results) {
    console.log(`${r.name}: ${Object.entries(r.metrics).map(([k, v]) => `${k} ${v}`).join(', ')}${r.performanceRuns.length > 1 ? `; performance runs ${r.performanceRuns.join(', ')}` : ''}`);
  }

  // What loses points.
  let missed = false;
  for (const r of results) {
    for (const [category, audits] of Object.entries(r.failing)) {
      missed = true;
      console.log(`\n${r.name} ${r.path} — ${category} ${r.scores[category] ?? '–'} (target ${TARGETS[category]}):`);
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
  if (!missed) console.log('\nAll targets met.');

  writeFileSync(path.join(OUT_DIR, 'summary.json'), JSON.stringify({ date: new Date().toISOString(), commit: gitCommit(), load: { before: loadBefore, after: loadAfter }, runsPerPage: RUNS, targets: TARGETS, results }, null, 2) + '\n');
  console.log(`\nReports: ${path.relative(ROOT, OUT_DIR)}/<page>.report.{json,html}, summary.json`);
  if (missed && process.env.LIGHTHOUSE_STRICT === '1') exitCode = 2;
} catch (error) {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  exitCode = 1;
} finally {
  if (chrome) await chrome.kill();
  await stack.stopAll();
}
if (stack.crashed()) exitCode = 1;
process.exit(exitCode);

// What the catalogue pages import statically, from their layout and pages down: the islands that
// wait until after the first paint (components/layout/later-islands.tsx) or until a press
// (components/ui/on-demand.tsx) must be reached only through import(), or their code joins every
// page's first load (the bundler follows static imports, server components' included, into the
// client chunks of the client components they render). Type-only imports bring no code.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const ENTRIES = [
  'app/[locale]/layout.tsx',
  'app/[locale]/(catalogue)/layout.tsx',
  'app/[locale]/(catalogue)/page.tsx',
  'app/[locale]/(catalogue)/category/[id]/page.tsx',
  'app/[locale]/(catalogue)/product/[id]/page.tsx',
  'app/[locale]/(catalogue)/search/[text]/page.tsx',
];

/** Loaded on idle, on first use or on first opening: never by a static import from these pages. */
const LATER = [
  'components/layout/deferred-islands.tsx',
  'components/layout/site-notices.tsx',
  'components/auth/account-modal-host.tsx',
  'components/auth/account-link-params.tsx',
  'components/payment/payment-modal-host.tsx',
  'components/payment/payment-link-params.tsx',
  'components/basket/basket-panel-host.tsx',
  'components/basket/basket-panel.tsx',
  'components/i18n/lazy-island.tsx',
  'components/catalogue/filters/multi-select-panel.tsx',
  'components/catalogue/filters/price-panel.tsx',
  'components/ui/modal.tsx',
  'components/product/signed-in-review-form.tsx',
  // The product page's "buy now" and the reviews' "show more" load their code on their first press.
  'lib/basket/buy-now.ts',
  'lib/client/reviews.ts',
  // The search's hints (their reading and options) load at the first focus of or typing in the search.
  'components/search/search-hints-list.tsx',
  'components/search/use-search-hints.ts',
  'lib/client/search-hints.ts',
  'lib/search/hint-list.ts',
  // Islands hydrated after the first paint (components/ui/later-island.tsx): their HTML is the
  // server's, their code loads on idle or at the first interaction.
  'components/catalogue/show-more.tsx',
  'components/catalogue/use-listing-memory.ts',
  'components/product/reviews.tsx',
  'components/product/share-button.tsx',
  'components/product/product-info-button.tsx',
  'components/product/product-buy.tsx',
  'components/layout/category-menu-links.tsx',
  'components/catalogue/filters/filter-bar.tsx',
  'components/catalogue/product-cards.tsx',
  'components/catalogue/product-card.tsx',
  // The basket's send and login merge load once someone signs in (lib/basket/basket-store.ts).
  'lib/basket/basket-sync.ts',
  'lib/basket/send-scheduler.ts',
  'lib/basket/web-lock.ts',
];
// SWR serves the account pages and the panels that load on first use; who is signed in and the
// search hints read the BFF with hooks of the shop's own (components/auth/use-user.ts,
// components/search/use-search-hints.ts).
const LATER_PACKAGES = ['next/dynamic', 'swr'];

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every file reached by static, non-type imports from the entries, and the packages they name. */
function staticGraph(entries = ENTRIES) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((entry) => path.join(ROOT, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
      if (match[2]) continue;
      const specifier = match[4]!;
      const target = resolve(file, specifier);
      if (target) queue.push(target);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier);
    }
    for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) {
      const target = resolve(file, match[1]!);
      if (target) queue.push(target);
    }
  }
  return { files: [...files].map((file) => path.relative(ROOT, file)), packages };
}

it('reaches the islands that wait only through import()', () => {
  const { files, packages } = staticGraph();
  expect(files).toContain('components/layout/later-islands.tsx');
  expect(files).toContain('components/catalogue/filters/later-filter-bar.tsx');
  expect(files.filter((file) => LATER.includes(file))).toEqual([]);
  expect(LATER_PACKAGES.filter((name) => packages.has(name))).toEqual([]);
});

it('keeps the listings’ and filters’ readers out of the navbar’s search', () => {
  const { files } = staticGraph();
  const fromSearch = new Set<string>();
  // The search bar alone, as every page (the information pages and the 404 too) carries it.
  const queue = [path.join(ROOT, 'components/search/search-bar.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const relative = path.relative(ROOT, file);
    if (fromSearch.has(relative)) continue;
    fromSearch.add(relative);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/^\s*import\s+(type\s+)?[^;]*?from\s*['"]([^'"]+)['"]/gm)) {
      if (match[1]) continue;
      const target = resolve(file, match[2]!);
      if (target && /\.(ts|tsx)$/.test(target)) queue.push(target);
    }
  }
  expect(files).toContain('components/search/search-bar.tsx');
  expect(fromSearch.has('lib/client/catalogue.ts')).toBe(false);
});

it('keeps the listings’ Show more and its listing memory out of the product page (its similar products are all shown)', () => {
  const { files } = staticGraph(['app/[locale]/(catalogue)/product/[id]/page.tsx']);
  expect(files).toContain('components/catalogue/later-product-cards.tsx');
  expect(files.filter((file) => ['components/catalogue/show-more.tsx', 'components/catalogue/use-listing-memory.ts', 'lib/client/catalogue.ts'].includes(file))).toEqual([]);
});

// Recall@5 of the search hints over the shoppers' query set (tests/fixtures/search-queries.json), as
// tests/unit/reference-provider/search/recall.test.ts checks it: a query is found when its product, or a
// product of its category, is among its first five hints (names first, then articles). Asked
// through the storefront, as the search bar asks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.mjs';

export const QUERY_SET_FILE = path.join(ROOT, 'tests', 'fixtures', 'search-queries.json');

/** The query set's queries: {locale, q, category} or {locale, q, product, article}. */
export function searchQueries() {
  return JSON.parse(readFileSync(QUERY_SET_FILE, 'utf8')).queries;
}

/** The hints path of a query on the storefront. */
export const hintsPath = (query) => `/api/search/hints?${new URLSearchParams({ q: query.q, locale: query.locale })}`;

/**
 * `{ found, total, misses }` over the query set. A product's category comes from the provider's
 * product answer (asked once per product).
 */
export async function searchRecall(origin, providerUrl) {
  const categories = new Map();
  async function categoryOf(id) {
    if (!categories.has(id)) {
      const body = await (await fetch(`${providerUrl}/api/products/${id}`)).json();
      categories.set(id, body.product?.category?.formatted_name ?? null);
    }
    return categories.get(id);
  }
  const queries = searchQueries();
  const misses = [];
  for (const query of queries) {
    const response = await fetch(`${origin}${hintsPath(query)}`);
    const hints = response.ok ? await response.json() : { byName: [], byArticle: [] };
    const firstFive = [...hints.byName, ...hints.byArticle].slice(0, 5).map((hint) => hint.id);
    let found = false;
    if (query.category) {
      for (const id of firstFive) if ((await categoryOf(id)) === query.category) found = true;
    } else {
      found = firstFive.includes(query.product);
    }
    if (!found) misses.push(`${query.locale} "${query.q}" (${query.category ?? query.article}${response.ok ? '' : `, status ${response.status}`})`);
  }
  return { found: queries.length - misses.length, total: queries.length, misses };
}

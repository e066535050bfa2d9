// Recall of the search hints over the shoppers' query set (tests/fixtures/search-queries.json):
// every query finds what it names among its first five hints, names first, then articles.
// npm run bench prints the same recall@5 over the same file, through the storefront.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { buildCatalogue } from '../../../../reference-provider/src/seed/catalogue';
import { PROVIDER_LOCALES } from '../../../../reference-provider/src/seed/types';
import { apiClient, HintsAnswer } from '../support/api-schemas';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';

const QuerySet = z.strictObject({
  about: z.string(),
  queries: z.array(
    z.union([
      z.strictObject({ locale: z.enum(PROVIDER_LOCALES), q: z.string().min(1).max(68), category: z.string() }),
      z.strictObject({ locale: z.enum(PROVIDER_LOCALES), q: z.string().min(1).max(68), product: z.number().int(), article: z.string() }),
    ]),
  ),
});
const querySet = QuerySet.parse(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../fixtures/search-queries.json'), 'utf8')),
);
const catalogue = buildCatalogue();
const categoryOf = new Map(catalogue.products.map((p) => [p.id, p.category]));

jest.setTimeout(120_000);

let provider: ProviderProcess;
beforeAll(async () => {
  provider = await startProviderProcess();
}, 120_000);
afterAll(async () => {
  await provider?.stop();
});
const { getJson } = apiClient(() => provider.url);

test('the query set: 60 queries or more, in all four languages, naming products and categories of the seed', () => {
  expect(querySet.queries.length).toBeGreaterThanOrEqual(60);
  for (const locale of PROVIDER_LOCALES) {
    const count = querySet.queries.filter((q) => q.locale === locale).length;
    expect({ locale, atLeast15: count >= 15 }).toEqual({ locale, atLeast15: true });
  }
  const categories = new Set(catalogue.categories.map((c) => c.formatted_name));
  for (const query of querySet.queries) {
    if ('category' in query) expect({ q: query.q, known: categories.has(query.category) }).toEqual({ q: query.q, known: true });
    else expect({ q: query.q, article: catalogue.products.find((p) => p.id === query.product)?.article }).toEqual({ q: query.q, article: query.article });
  }
  expect(new Set(querySet.queries.map((q) => `${q.locale} ${q.q}`)).size).toBe(querySet.queries.length);
});

test('recall@5 is 100 %: every query finds its product or category among its first five hints', async () => {
  const missed: string[] = [];
  for (const query of querySet.queries) {
    const hints = await getJson(`/api/search/hints/${encodeURIComponent(query.q)}`, HintsAnswer, { 'Accept-Language': query.locale });
    const firstFive = [...hints.hintsByName, ...hints.hintsByArt].slice(0, 5).map((hint) => hint.id);
    const found = 'category' in query ? firstFive.some((id) => categoryOf.get(id) === query.category) : firstFive.includes(query.product);
    if (!found) missed.push(`${query.locale} "${query.q}": ${'category' in query ? query.category : query.article} not in ${firstFive.join(', ')}`);
  }
  expect(missed).toEqual([]);
});

// Contract tests of reference-provider/API.md "Filters, search, similar products and reviews" against a
// live provider on the seeded catalogue. Expectations come from the seed data itself (buildCatalogue):
// the provider must list exactly the products, in exactly the order, that the seed and the contract imply.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { z } from 'zod';
import { normalizeSearchText, searchWords } from '../../../../reference-provider/src/search/normalize';
import { unitLexeme, valueLexeme } from '../../../../reference-provider/src/search/shopper-words';
import { queryWords, searchTerms, type QueryWord } from '../../../../reference-provider/src/search/terms';
import { toLatin } from '../../../../reference-provider/src/search/transliterate';
import { buildCatalogue } from '../../../../reference-provider/src/seed/catalogue';
import type { ProviderLocale, SeedProduct } from '../../../../reference-provider/src/seed/types';
import {
  apiClient,
  CategoryAnswer,
  DetailAnswer,
  ErrorAnswer,
  FeedbackAnswer,
  HintsAnswer,
  ListAnswer,
  SimilarAnswer,
  type ProductCard,
  type ProductPage,
} from '../support/api-schemas';
import { appliedFrom } from '../support/migrations';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';
import { storedTestDatabase, type TestDatabase } from '../support/test-database';

type Card = z.infer<typeof ProductCard>;
type Page = z.infer<typeof ProductPage>;
type Feedbacks = z.infer<typeof FeedbackAnswer>['result'];

const ROOT = path.resolve(__dirname, '../../../..');
const SORTS = ['popular', 'counts', 'novelties', 'sale', 'purchased', 'decreasing', 'increase'] as const;
type Sort = (typeof SORTS)[number];

const catalogue = buildCatalogue();
const SEED = new Map(catalogue.products.map((p) => [p.id, p]));
const seedOf = (id: number): SeedProduct => {
  const product = SEED.get(id);
  if (!product) throw new Error(`product ${id} is not in the seed`);
  return product;
};
const ALL = catalogue.products;

// Some tests walk every page of several listings: more than Jest's default 5 s on a busy machine.
jest.setTimeout(120_000);

let provider: ProviderProcess;
beforeAll(async () => {
  provider = await startProviderProcess();
}, 120_000);
afterAll(async () => {
  await provider?.stop();
});

const { get, getJson, expect422 } = apiClient(() => provider.url);

// ---------------------------------------------------------------------------------------------
// Helpers

/** The ProductPage of a listing path (category pages wrap it with their category). */
async function page(pathAndQuery: string, headers: Record<string, string> = {}): Promise<Page> {
  if (pathAndQuery.startsWith('/api/categories/')) return (await getJson(pathAndQuery, CategoryAnswer, headers)).result;
  return (await getJson(pathAndQuery, ListAnswer, headers)).result;
}

const withQuery = (base: string, query: string) => (query ? `${base}${base.includes('?') ? '&' : '?'}${query}` : base);

/** Every page of a listing, checking that the pages agree with each other and with the total. */
async function walk(pathAndQuery: string, headers: Record<string, string> = {}): Promise<{ cards: Card[]; first: Page }> {
  const first = await page(pathAndQuery, headers);
  const cards = [...first.products];
  for (let offset = 20; offset < first.total; offset += 20) {
    const next = await page(withQuery(pathAndQuery, `offset=${offset}`), headers);
    expect({ offset: next.offset, total: next.total, range: next.price_range }).toEqual({
      offset,
      total: first.total,
      range: first.price_range,
    });
    cards.push(...next.products);
  }
  expect({ path: pathAndQuery, listed: cards.length }).toEqual({ path: pathAndQuery, listed: first.total });
  expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  // Past the end: no products, the same total.
  const beyond = await page(withQuery(pathAndQuery, `offset=${Math.ceil(first.total / 20) * 20 + 20}`), headers);
  expect({ products: beyond.products, total: beyond.total }).toEqual({ products: [], total: first.total });
  return { cards, first };
}

const ids = (items: ReadonlyArray<{ id: number }>) => items.map((item) => item.id);
const sortedIds = (items: ReadonlyArray<{ id: number }>) => ids(items).sort((a, b) => a - b);

/** What each sort orders by (larger first unless `ascending`); ties go to the smaller id. */
const SORT_KEY: Record<Sort, { key: (card: Card, seed: SeedProduct) => number; ascending?: boolean }> = {
  popular: { key: (_, p) => p.popularity },
  counts: { key: (c) => c.in_stock },
  novelties: { key: (_, p) => Date.parse(p.created_at) },
  sale: { key: (c) => c.discount ?? -1 },
  purchased: { key: (_, p) => p.purchases },
  decreasing: { key: (c) => c.price },
  increase: { key: (c) => c.price, ascending: true },
};

function expectOrdered(cards: Card[], sort: Sort): void {
  const { key, ascending } = SORT_KEY[sort];
  const keyed = cards.map((card) => ({ id: card.id, k: key(card, seedOf(card.id)) }));
  const expected = [...keyed].sort((a, b) => (ascending ? a.k - b.k : b.k - a.k) || a.id - b.id);
  expect({ sort, order: ids(keyed) }).toEqual({ sort, order: ids(expected) });
}

/** The price bounds API.md promises for a list: whole euros, min down, max up. */
function priceRange(products: readonly SeedProduct[]): { min: number; max: number } {
  if (products.length === 0) return { min: 0, max: 0 };
  const prices = products.map((p) => p.price_cents);
  return { min: Math.floor(Math.min(...prices) / 100), max: Math.ceil(Math.max(...prices) / 100) };
}

const byPopularity = (a: SeedProduct, b: SeedProduct) => b.popularity - a.popularity || a.id - b.id;

/**
 * The search contract on seed data: rank 0 exact, 1 prefix, 2 words / article inside; null no match.
 * A query word (as terms.ts reads it) is satisfied by a word of the names, or its Latin form, that
 * starts with one of its forms, or by one of its meanings: name words, or the nominal (#50, ¤brl).
 */
function searchRank(product: SeedProduct, query: string): number | null {
  const text = normalizeSearchText(query);
  const names = Object.values(product.texts).map((t) => normalizeSearchText(t.name));
  const nameWords = names.flatMap((name) => searchWords(name));
  const lexemes = new Set([...nameWords, ...nameWords.map(toLatin), valueLexeme(product.nominal_value), unitLexeme(product.nominal_currency)]);
  const words = queryWords(text);
  const ranks: number[] = [];
  const satisfied = (word: QueryWord) =>
    word.prefixes.some((form) => [...lexemes].some((lexeme) => lexeme.startsWith(form))) ||
    word.means.some((set) => set.every((lexeme) => lexemes.has(lexeme)));
  if (words.length > 0 && words.every(satisfied)) {
    ranks.push(names.includes(text) ? 0 : names.some((name) => name.startsWith(text)) ? 1 : 2);
  }
  const key = searchWords(normalizeSearchText(product.article)).join('');
  const queryKey = searchTerms(text).key ?? ''; // the words run together, unit signs left out
  if (queryKey) {
    if (key === queryKey) ranks.push(0);
    else if (key.startsWith(queryKey)) ranks.push(1);
    else if ([...queryKey].length >= 3 && key.includes(queryKey)) ranks.push(2);
  }
  return ranks.length > 0 ? Math.min(...ranks) : null;
}

const searchPath = (text: string, query = '') => withQuery(`/api/search/products/${encodeURIComponent(text)}/filter`, query);
const hintsPath = (text: string) => `/api/search/hints/${encodeURIComponent(text)}`;

// ---------------------------------------------------------------------------------------------

describe('listing sort orders', () => {
  test.each(SORTS)('sort=%s orders the whole catalogue, ties by id', async (sort) => {
    const { cards, first } = await walk(`/api/popular-products?sort=${sort}`);
    expect(sortedIds(cards)).toEqual(sortedIds(ALL));
    expect(first.price_range).toEqual(priceRange(ALL));
    expectOrdered(cards, sort);
  });

  test('each list keeps its own order without sort, and sort overrides it', async () => {
    const defaults: Array<[string, Sort]> = [
      ['/api/popular-products', 'popular'],
      ['/api/novelties', 'novelties'],
      ['/api/discounts', 'sale'],
      ['/api/holiday', 'popular'],
      ['/api/categories/playstation', 'popular'],
    ];
    for (const [list, sort] of defaults) {
      const plain = await walk(list);
      const explicit = await walk(withQuery(list, `sort=${sort}`));
      expect({ list, order: ids(plain.cards) }).toEqual({ list, order: ids(explicit.cards) });
      expectOrdered(plain.cards, sort);
      const cheapest = await walk(withQuery(list, 'sort=increase'));
      expect(sortedIds(cheapest.cards)).toEqual(sortedIds(plain.cards));
      expectOrdered(cheapest.cards, 'increase');
    }
  });

  test('sort=counts puts sold-out products last', async () => {
    const { cards } = await walk('/api/categories/steam?sort=counts');
    const firstSoldOut = cards.findIndex((c) => c.in_stock === 0);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(cards.slice(firstSoldOut).every((c) => c.in_stock === 0)).toBe(true);
  });
});

describe('lists', () => {
  test('each list holds exactly its products, with the price range of the whole list', async () => {
    const lists: Array<[string, SeedProduct[]]> = [
      ['/api/popular-products', ALL],
      ['/api/novelties', ALL.filter((p) => p.is_new)],
      ['/api/discounts', ALL.filter((p) => p.old_price_cents !== null)],
      ['/api/holiday', ALL.filter((p) => p.is_gift_card && p.codes.length > 0)],
      ['/api/categories/netflix', ALL.filter((p) => p.category === 'netflix')],
    ];
    for (const [list, expected] of lists) {
      const { cards, first } = await walk(list);
      expect({ list, ids: sortedIds(cards) }).toEqual({ list, ids: sortedIds(expected) });
      expect({ list, range: first.price_range }).toEqual({ list, range: priceRange(expected) });
    }
  });

  test('holiday: gift cards in stock, most popular first; ?page= and ?offset= agree', async () => {
    const expected = ALL.filter((p) => p.is_gift_card && p.codes.length > 0).sort(byPopularity);
    const { cards } = await walk('/api/holiday');
    expect(ids(cards)).toEqual(ids(expected));
    expect(cards.every((c) => c.in_stock > 0)).toBe(true);
    expect(await page('/api/holiday?page=3')).toEqual(await page('/api/holiday?offset=40'));
  });
});

describe('listing filters', () => {
  test('minPrice and maxPrice bound the price in whole euros; the price range stays the whole list', async () => {
    const cases: Array<[string, (p: SeedProduct) => boolean]> = [
      ['minPrice=10&maxPrice=20', (p) => p.price_cents >= 1000 && p.price_cents <= 2000],
      ['minPrice=50', (p) => p.price_cents >= 5000],
      ['maxPrice=3', (p) => p.price_cents <= 300],
      ['minPrice=0&maxPrice=999999', () => true],
      ['minPrice=7&maxPrice=7', (p) => p.price_cents >= 700 && p.price_cents <= 700],
      ['minPrice=007&maxPrice=%2012', (p) => p.price_cents >= 700 && p.price_cents <= 1200],
    ];
    for (const [query, keep] of cases) {
      const { cards, first } = await walk(`/api/popular-products?${query}`);
      expect({ query, ids: ids(cards) }).toEqual({ query, ids: ids(ALL.filter(keep).sort(byPopularity)) });
      expect(first.price_range).toEqual(priceRange(ALL));
    }
  });

  test('currency, country and category lists keep the products that have one of them', async () => {
    const cases: Array<[string, string, (p: SeedProduct) => boolean]> = [
      ['/api/popular-products', 'currency=BRL', (p) => p.nominal_currency === 'BRL'],
      ['/api/popular-products', 'currency=brl,TRY,BRL', (p) => ['BRL', 'TRY'].includes(p.nominal_currency)],
      ['/api/popular-products', 'currency=CHF', () => false], // a known currency no product uses
      ['/api/popular-products', 'country=BR,TR', (p) => ['BR', 'TR'].includes(p.country_code ?? '')],
      ['/api/popular-products', 'country=eu,UN', (p) => ['EU', 'UN'].includes(p.country_code ?? '')],
      ['/api/popular-products', 'category=steam,netflix', (p) => ['steam', 'netflix'].includes(p.category)],
      ['/api/novelties', 'category=xbox', (p) => p.is_new && p.category === 'xbox'],
      ['/api/discounts', 'currency=USD', (p) => p.old_price_cents !== null && p.nominal_currency === 'USD'],
      ['/api/holiday', 'country=US', (p) => p.is_gift_card && p.codes.length > 0 && p.country_code === 'US'],
      // A category page ignores the category filter, even an unknown one.
      ['/api/categories/steam', 'category=netflix', (p) => p.category === 'steam'],
      ['/api/categories/steam', 'category=nope', (p) => p.category === 'steam'],
      ['/api/categories/steam', 'category=netflix&currency=BRL', (p) => p.category === 'steam' && p.nominal_currency === 'BRL'],
    ];
    for (const [list, query, keep] of cases) {
      const { cards } = await walk(`${list}?${query}`);
      expect({ list, query, ids: sortedIds(cards) }).toEqual({ list, query, ids: sortedIds(ALL.filter(keep)) });
    }
  });

  test('filters combine, with any sort, and the totals match the pages', async () => {
    const keep = (p: SeedProduct) =>
      p.category === 'steam' &&
      ['USD', 'EUR'].includes(p.nominal_currency) &&
      ['US', 'EU', 'UN'].includes(p.country_code ?? '') &&
      p.price_cents >= 500 &&
      p.price_cents <= 6000;
    const expected = ALL.filter(keep);
    expect(expected.length).toBeGreaterThan(5);
    for (const sort of SORTS) {
      const list = `/api/categories/steam?currency=USD,EUR&country=US,EU,UN&minPrice=5&maxPrice=60&sort=${sort}`;
      const { cards, first } = await walk(list);
      expect(sortedIds(cards)).toEqual(sortedIds(expected));
      expect(first.price_range).toEqual(priceRange(ALL.filter((p) => p.category === 'steam')));
      expectOrdered(cards, sort);
    }
    // Across categories on a list page, by page number.
    const mixed = '/api/popular-products?category=google-play,app-store&country=US,BR&maxPrice=30';
    const { cards } = await walk(mixed);
    const expectedMixed = ALL.filter(
      (p) => ['google-play', 'app-store'].includes(p.category) && ['US', 'BR'].includes(p.country_code ?? '') && p.price_cents <= 3000,
    );
    expect(ids(cards)).toEqual(ids(expectedMixed.sort(byPopularity)));
    expect(await page(`${mixed}&page=2`)).toEqual(await page(`${mixed}&offset=20`));
  });

  test('empty values mean no filter', async () => {
    const plain = await page('/api/popular-products');
    for (const query of [
      'sort=&minPrice=&maxPrice=&currency=&country=&category=',
      'currency=%20&country=,&category=,,',
      'minPrice=%20&sort=%20',
    ]) {
      expect({ query, page: await page(`/api/popular-products?${query}`) }).toEqual({ query, page: plain });
    }
  });

  test('every bad value answers 422 naming its field', async () => {
    const currencies = catalogue.currencies.slice(0, 51).map((c) => c.codeName).join(',');
    const countries = Array.from({ length: 51 }, (_, i) => `C${i}`).join(',');
    const categories = Array.from({ length: 21 }, (_, i) => `cat-${i}`).join(',');
    const cases: Array<[string, string[]]> = [
      ['sort=cheap', ['sort']],
      ['sort=POPULAR', ['sort']],
      ['sort=relevance', ['sort']],
      ['minPrice=-1', ['minPrice']],
      ['minPrice=1.5', ['minPrice']],
      ['minPrice=abc', ['minPrice']],
      ['minPrice=1e3', ['minPrice']],
      ['minPrice=0x10', ['minPrice']],
      ['minPrice=1000000', ['minPrice']],
      ['maxPrice=-5', ['maxPrice']],
      ['maxPrice=2.50', ['maxPrice']],
      ['maxPrice=ten', ['maxPrice']],
      ['maxPrice=99999999999999999999', ['maxPrice']],
      ['minPrice=20&maxPrice=10', ['minPrice']],
      ['currency=XXX', ['currency']],
      ['currency=USD,NOPE', ['currency']],
      ['currency=MONTHS', ['currency']],
      [`currency=${currencies}`, ['currency']],
      ['country=ZZ', ['country']],
      ['country=BR,XX', ['country']],
      [`country=${countries}`, ['country']],
      ['category=nope', ['category']],
      ['category=steam,STEAM%20X', ['category']],
      [`category=${categories}`, ['category']],
      ['sort=x&minPrice=-1&maxPrice=y&currency=XXX&country=ZZ&category=nope', ['sort', 'minPrice', 'maxPrice', 'currency', 'country', 'category']],
      ['offset=-1&sort=x', ['offset', 'sort']],
      ['page=0&currency=XXX', ['page', 'currency']],
    ];
    const lists = ['/api/popular-products', '/api/novelties', '/api/discounts', '/api/holiday', searchPath('cartao')];
    for (const list of lists) {
      for (const [query, fields] of cases) await expect422(withQuery(list, query), fields);
    }
    // On a category page the category filter is not checked; the others are.
    for (const [query, fields] of cases) {
      const expected = fields.filter((f) => f !== 'category');
      if (expected.length === 0) continue;
      await expect422(`/api/categories/steam?${query}`, expected);
    }
    // Each unknown code is named.
    const body = await expect422('/api/popular-products?currency=USD,AAA,BBB', ['currency']);
    expect(body.errors.currency).toHaveLength(2);
    expect(body.errors.currency!.join(' ')).toMatch(/AAA.*BBB/);
    expect(body.message).toBe(body.errors.currency![0]);
  });
});

describe('search', () => {
  test('the text is trimmed, 1 to 68 characters, else 422', async () => {
    for (const text of [' ', '   ', '\t', 'x'.repeat(69), 'к'.repeat(69), ` ${'y'.repeat(69)} `]) {
      await expect422(hintsPath(text), ['text']);
      await expect422(searchPath(text), ['text']);
    }
    await expect422('/api/search/hints', ['text']);
    for (const text of ['x'.repeat(68), 'к'.repeat(68), ` ${'z'.repeat(68)} `, 'गि'.repeat(34)]) {
      expect((await get(hintsPath(text))).status).toBe(200);
      expect((await get(searchPath(text))).status).toBe(200);
    }
  });

  test('finds names in every language and articles, ignoring case and accents (pt-BR "cartao")', async () => {
    const expected = sortedIds(ALL.filter((p) => searchRank(p, 'cartao') !== null));
    expect(expected.length).toBeGreaterThan(100);
    for (const text of ['cartao', 'CARTÃO', 'Cartão', 'cartão', 'CaRtAo', '  cartao  ']) {
      const { cards } = await walk(searchPath(text), { 'Accept-Language': 'pt-BR' });
      expect({ text, ids: sortedIds(cards) }).toEqual({ text, ids: expected });
    }
    // Percent-encoded as a browser sends it.
    expect((await page('/api/search/products/cart%C3%A3o/filter')).total).toBe(expected.length);
    const { cards } = await walk(searchPath('cartao'), { 'Accept-Language': 'pt-BR' });
    expect(cards.every((c) => normalizeSearchText(c.name).includes('cartao'))).toBe(true);
  });

  test('Russian: "подарочная" in any case, names answered in Russian', async () => {
    const expected = sortedIds(ALL.filter((p) => searchRank(p, 'подарочная') !== null));
    expect(expected.length).toBeGreaterThan(100);
    for (const text of ['подарочная', 'ПОДАРОЧНАЯ', 'Подарочная', 'подароч']) {
      const { cards } = await walk(searchPath(text), { 'Accept-Language': 'ru' });
      expect({ text, ids: sortedIds(cards) }).toEqual({ text, ids: expected });
      expect(cards.every((c) => c.name.toLowerCase().includes('подарочная'))).toBe(true);
    }
    const hints = await getJson(hintsPath('подарочная карта steam'), HintsAnswer, { 'Accept-Language': 'ru' });
    expect(hints.hintsByName.length).toBe(6);
    expect(hints.hintsByName.every((h) => h.name.startsWith('Подарочная карта Steam'))).toBe(true);
  });

  test('Hindi: Devanagari words with their vowel signs, and without the nukta', async () => {
    const expected = sortedIds(ALL.filter((p) => searchRank(p, 'गिफ्ट कार्ड') !== null));
    expect(expected.length).toBeGreaterThan(100);
    const { cards } = await walk(searchPath('गिफ्ट कार्ड'), { 'Accept-Language': 'hi' });
    expect(sortedIds(cards)).toEqual(expected);
    expect(cards.every((c) => c.name.includes('गिफ्ट कार्ड'))).toBe(true);
    // "फ़िलिपींस" (Philippines) is written with a nukta; shoppers often type it without.
    const philippines = sortedIds(ALL.filter((p) => p.country_code === 'PH'));
    for (const text of ['फ़िलिपींस', 'फिलिपींस']) {
      expect({ text, ids: sortedIds((await walk(searchPath(text))).cards) }).toEqual({ text, ids: philippines });
    }
    const hints = await getJson(hintsPath('सदस्यता'), HintsAnswer, { 'Accept-Language': 'hi' });
    expect(hints.hintsByName.length).toBeGreaterThan(0);
    expect(hints.hintsByName.every((h) => h.name.includes('सदस्यता'))).toBe(true);
  });

  test('articles: prefix, whole, without separators, in any case', async () => {
    const stmBr = sortedIds(ALL.filter((p) => p.article.startsWith('STM-BR-')));
    for (const text of ['STM-br', 'stm-BR', 'stm br', 'stmbr']) {
      const { cards } = await walk(searchPath(text));
      expect({ text, ids: sortedIds(cards) }).toEqual({ text, ids: stmBr });
      const hints = await getJson(hintsPath(text), HintsAnswer);
      expect(hints.hintsByArt).toHaveLength(6);
      for (const hint of hints.hintsByArt) {
        expect(hint.article).toBe(seedOf(hint.id).article);
        expect(hint.article.startsWith('STM-BR-')).toBe(true);
      }
    }
    const target = ALL.find((p) => p.article === 'STM-BR-050')!;
    for (const text of ['STM-BR-050', 'stm-br-050', 'stmbr050', 'STM-BR-05']) {
      const result = await page(searchPath(text));
      expect({ text, first: result.products[0]?.id }).toEqual({ text, first: target.id });
      const hints = await getJson(hintsPath(text), HintsAnswer);
      expect(hints.hintsByArt[0]).toEqual({
        id: target.id,
        name: target.texts.en.name,
        article: 'STM-BR-050',
        cover_path: `/media/covers/en/${target.id}.svg`,
        price: target.price_cents,
      });
    }
    // Inside an article, from three characters.
    const inside = await walk(searchPath('br-050'));
    expect(ids(inside.cards)).toContain(target.id);
  });

  test('relevance: exact names, then names starting with the text, then words', async () => {
    const queries = ['play', 'карта', 'PSN', 'steam wallet gift card 5 usd', 'netflix', 'psn 20', '50 reais', 'R$ 100', 'валорант', '1.000 rub', 'ps plus 12', 'cartao de presente'];
    for (const query of queries) {
      const { cards } = await walk(searchPath(query));
      const expected = ALL.filter((p) => searchRank(p, query) !== null);
      expect({ query, ids: sortedIds(cards) }).toEqual({ query, ids: sortedIds(expected) });
      const ranks = cards.map((c) => searchRank(seedOf(c.id), query)!);
      expect({ query, ranks }).toEqual({ query, ranks: [...ranks].sort((a, b) => a - b) });
    }
    // Mixed ranks really occur: prefixes before words.
    const play = (await walk(searchPath('play'))).cards.map((c) => searchRank(seedOf(c.id), 'play'));
    expect(new Set(play)).toEqual(new Set([1, 2]));
    // An exact name comes first, in any language.
    for (const [id, locale] of [
      [26, 'en'],
      [151, 'ru'],
      [376, 'hi'],
      [101, 'pt-BR'],
    ] as Array<[number, ProviderLocale]>) {
      const name = seedOf(id).texts[locale].name;
      const result = await page(searchPath(name));
      expect({ name, first: result.products[0]?.id }).toEqual({ name, first: id });
      const hints = await getJson(hintsPath(name), HintsAnswer, { 'Accept-Language': locale });
      expect(hints.hintsByName[0]?.name).toBe(name);
    }
  });

  test('sort and filters apply to search results; the price range spans every match', async () => {
    const matches = ALL.filter((p) => searchRank(p, 'карта') !== null);
    const { cards, first } = await walk(searchPath('карта', 'sort=increase&minPrice=5&currency=USD,EUR,BRL'));
    const expected = matches.filter((p) => p.price_cents >= 500 && ['USD', 'EUR', 'BRL'].includes(p.nominal_currency));
    expect(sortedIds(cards)).toEqual(sortedIds(expected));
    expectOrdered(cards, 'increase');
    expect(first.price_range).toEqual(priceRange(matches));
    const none = await page(searchPath('zzqqxxwwvv'));
    expect(none).toEqual({ products: [], total: 0, offset: 0, limit: 20, price_range: { min: 0, max: 0 } });
  });

  test('hints: at most six distinct names in the request language and six articles', async () => {
    const cases: Array<[string, ProviderLocale, RegExp]> = [
      ['steam', 'ru', /[\u0400-\u04ff]/],
      ['steam', 'hi', /[\u0900-\u097f]/],
      ['steam', 'pt-BR', /Cartão-presente/],
      ['card', 'en', /Card/],
      ['a', 'en', /./],
    ];
    for (const [text, locale, script] of cases) {
      const hints = await getJson(hintsPath(text), HintsAnswer, { 'Accept-Language': locale });
      expect(hints.hintsByName).toHaveLength(6);
      const names = hints.hintsByName.map((h) => h.name);
      expect(new Set(names).size).toBe(names.length);
      expect({ text, locale, inLanguage: names.every((n) => script.test(n)) }).toEqual({ text, locale, inLanguage: true });
      const localNames = new Set(ALL.map((p) => p.texts[locale].name));
      expect(names.every((n) => localNames.has(n))).toBe(true);
      for (const hint of hints.hintsByArt) expect(hint.name).toBe(seedOf(hint.id).texts[locale].name);
    }
    // Prefixes first: "app" completes "App Store & iTunes..." before names that only contain the word.
    const app = await getJson(hintsPath('app'), HintsAnswer, { 'Accept-Language': 'en' });
    expect(app.hintsByName.every((h) => h.name.startsWith('App Store'))).toBe(true);
    // Nothing similar: both lists empty.
    expect(await getJson(hintsPath('qqqqzzzz'), HintsAnswer)).toEqual({ hintsByName: [], hintsByArt: [] });
  });

  test('brand names typed in Cyrillic or Devanagari, or misspelt in any word, find the brand', async () => {
    // The products whose English name has the brand's words.
    const named = (brand: string) =>
      sortedIds(ALL.filter((p) => brand.split(' ').every((word) => searchWords(normalizeSearchText(p.texts.en.name)).includes(word))));
    const cases: Array<[string, string]> = [
      ['стим', 'steam'],
      ['स्टीम', 'steam'],
      ['плейстейшн', 'playstation'],
      ['प्लेस्टेशन', 'playstation'],
      ['нетфликс', 'netflix'],
      ['नेटफ्लिक्स', 'netflix'],
      ['гугл плей', 'google play'],
      ['google pley', 'google play'],
      ['गूगल प्ले', 'google play'],
      ['спотифай', 'spotify'],
      ['иксбокс', 'xbox'],
    ];
    for (const [text, brand] of cases) {
      expect({ text, ids: sortedIds((await walk(searchPath(text))).cards) }).toEqual({ text, ids: named(brand) });
    }
    // Nominals: the value and the currency, however they are written.
    const nominal = (value: number, currency: string) => sortedIds(ALL.filter((p) => p.nominal_value === value && p.nominal_currency === currency));
    for (const [text, value, currency] of [
      ['50 reais', 50, 'BRL'],
      ['R$ 50', 50, 'BRL'],
      ['500 рублей', 500, 'RUB'],
      ['1 000 ₽', 1000, 'RUB'],
      ['₹500', 500, 'INR'],
      ['500 रुपये', 500, 'INR'],
      ['20$', 20, 'USD'],
      ['10 евро', 10, 'EUR'],
    ] as Array<[string, number, string]>) {
      const { cards } = await walk(searchPath(text));
      const exact = nominal(value, currency);
      expect({ text, ids: sortedIds(cards).filter((id) => exact.includes(id)) }).toEqual({ text, ids: exact });
      // "50" also starts "500": exact values first.
      const first = cards.slice(0, exact.length).map((c) => c.id);
      expect({ text, first: [...first].sort((a, b) => a - b) }).toEqual({ text, first: exact });
    }
  });

  test('a text that matches nothing is retried with typo corrections', async () => {
    const netflix = sortedIds(ALL.filter((p) => p.category === 'netflix'));
    for (const text of ['netflx', 'NETFLX', 'netfix']) {
      expect({ text, ids: sortedIds((await walk(searchPath(text))).cards) }).toEqual({ text, ids: netflix });
      const hints = await getJson(hintsPath(text), HintsAnswer, { 'Accept-Language': 'en' });
      expect(hints.hintsByName.length).toBeGreaterThan(0);
      expect(hints.hintsByName.every((h) => h.name.startsWith('Netflix'))).toBe(true);
    }
    // One wrong word among right ones.
    const { cards } = await walk(searchPath('steam brazl'));
    expect(sortedIds(cards)).toEqual(sortedIds(ALL.filter((p) => p.category === 'steam' && p.region_code === 'BR')));
  });

  test('special characters never break the query; wildcards match nothing', async () => {
    const texts = [
      '%', '%%', '_', '__', '\\', '\\\\', "'", "''", '"', '&', '|', '!', ':', '*', '(', ')', '()', ':*', "':*",
      'a & b', 'steam | xbox', '!steam', 'steam:*', "'steam'", '(steam', 'steam)', 'st\\eam', "st'eam", 'a <-> b',
      '<->', '&&&', '!!!', 'steam & !xbox | (psn)', "'; DROP TABLE products; --", '%steam%', 'st_am', '50%',
      '\u0000', 'a\u0000b', '\u200b', '\u200d', '\u0301', '🎮', '🎮 steam', 'مرحبا', '\uFEFFsteam', '$1', '$$', '?', '#',
      '../../..', 'ps4/ps5', '/', 'steam\nxbox', 'x'.repeat(68),
    ];
    for (const text of texts) {
      for (const target of [hintsPath(text), searchPath(text), searchPath(text, 'sort=increase&currency=USD')]) {
        const res = await get(target);
        expect({ text, target, status: res.status }).toEqual({ text, target, status: 200 });
      }
    }
    // LIKE wildcards are escaped: "%" and "_" alone match nothing.
    for (const text of ['%', '%%', '_', '__', '\\', '*', ':*']) {
      expect({ text, total: (await page(searchPath(text))).total }).toEqual({ text, total: 0 });
      expect(await getJson(hintsPath(text), HintsAnswer)).toEqual({ hintsByName: [], hintsByArt: [] });
    }
    // tsquery operators are plain text: "!steam" still finds Steam.
    expect((await page(searchPath('!steam'))).total).toBe((await page(searchPath('steam'))).total);
    // Malformed percent-encoding is a 404 (the path cannot be decoded), never a 500.
    for (const raw of ['%', '%E0%A4%A', '%ED%A0%80', '%C0%AE', '%FF']) {
      for (const target of [`/api/search/hints/${raw}`, `/api/search/products/${raw}/filter`]) {
        const res = await get(target);
        expect({ target, status: res.status }).toEqual({ target, status: 404 });
      }
    }
    expect((await get('/api/search/products//filter')).status).toBe(404);
    expect((await page('/api/popular-products')).total).toBe(ALL.length);
  });
});

describe('similar products', () => {
  function expectedSimilar(id: number): number[] {
    const product = seedOf(id);
    return ALL.filter((p) => p.category === product.category && p.id !== id)
      .map((p) => ({ id: p.id, inStock: p.codes.length > 0 ? 0 : 1, distance: Math.abs(p.price_cents - product.price_cents) }))
      .sort((a, b) => a.inStock - b.inStock || a.distance - b.distance || a.id - b.id)
      .slice(0, 8)
      .map((p) => p.id);
  }

  test('up to eight of the same category, in stock first, nearest in price, never the product itself', async () => {
    const soldOut = ALL.filter((p) => p.codes.length === 0).map((p) => p.id);
    for (const id of [1, 26, 100, 151, 200, 330, 376, 401, 418, ...soldOut.slice(0, 3)]) {
      const { products } = await getJson(`/api/products/${id}/similar-products`, SimilarAnswer, { 'Accept-Language': 'ru' });
      expect({ id, similar: ids(products) }).toEqual({ id, similar: expectedSimilar(id) });
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((p) => p.category.formatted_name === seedOf(id).category && p.id !== id)).toBe(true);
      expect(products.every((p) => p.name === seedOf(p.id).texts.ru.name)).toBe(true);
    }
  });

  test('unknown or malformed product is 404', async () => {
    for (const id of ['999999', '0', 'abc', '1.5', '-1', '9'.repeat(20)]) {
      const res = await get(`/api/products/${id}/similar-products`);
      expect({ id, status: res.status }).toEqual({ id, status: 404 });
      ErrorAnswer.parse(res.json);
    }
  });
});

describe('reviews', () => {
  async function allFeedbacks(id: number): Promise<{ first: Feedbacks; items: Feedbacks['feedbacks'] }> {
    const first = (await getJson(`/api/products/feedbacks/${id}`, FeedbackAnswer)).result;
    const items = [...first.feedbacks];
    for (let offset = 10; offset < first.total; offset += 10) {
      const next = (await getJson(`/api/products/feedbacks/${id}?offset=${offset}`, FeedbackAnswer)).result;
      expect({ offset: next.offset, total: next.total, average: next.average_rating }).toEqual({
        offset,
        total: first.total,
        average: first.average_rating,
      });
      items.push(...next.feedbacks);
    }
    expect(items).toHaveLength(first.total);
    return { first, items };
  }

  test('about 60 % of the products have 1 to 12 reviews, newest first, with their average', async () => {
    let reviewed = 0;
    const texts: Array<{ rating: number; text: string }> = [];
    for (const product of ALL) {
      const { first, items } = await allFeedbacks(product.id);
      expect(first.total).toBeLessThanOrEqual(12);
      if (first.total === 0) {
        expect(first.average_rating).toBeNull();
        continue;
      }
      reviewed += 1;
      const mean = items.reduce((sum, f) => sum + f.rating, 0) / items.length;
      expect(first.average_rating).toBeCloseTo(Math.round(mean * 10) / 10, 5);
      const order = items.map((f) => [Date.parse(f.created_at), f.id] as const);
      const newestFirst = [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
      expect(order).toEqual(newestFirst);
      for (const f of items) expect(Date.parse(f.created_at)).toBeGreaterThan(Date.parse(product.created_at));
      texts.push(...items);
    }
    expect(reviewed / ALL.length).toBeGreaterThan(0.5);
    expect(reviewed / ALL.length).toBeLessThan(0.7);
    // Written in the four languages, mostly positive, some critical ones about a wrong region.
    const all = texts.map((t) => t.text).join('\n');
    expect(all).toMatch(/[\u0400-\u04ff]/);
    expect(all).toMatch(/[\u0900-\u097f]/);
    expect(all).toMatch(/ção|ão|é /);
    expect(all).toMatch(/\b(the|code|and)\b/);
    const ratings = texts.map((t) => t.rating);
    expect(ratings.filter((r) => r >= 4).length / ratings.length).toBeGreaterThan(0.6);
    const critical = texts.filter((t) => t.rating <= 2);
    expect(critical.length).toBeGreaterThan(10);
    expect(critical.some((t) => /regi[aã]o|region|регион|क्षेत्र/i.test(t.text))).toBe(true);
    expect(new Set(texts.map((t) => t.text)).size).toBeGreaterThan(100);
  }, 120_000);

  test('the product detail carries the rating: the average to one decimal and the count, or null', async () => {
    for (const product of ALL.filter((p) => p.id % 9 === 0)) {
      const { product: detail } = await getJson(`/api/products/${product.id}`, DetailAnswer);
      const feedbacks = (await getJson(`/api/products/feedbacks/${product.id}`, FeedbackAnswer)).result;
      const expected = feedbacks.total === 0 ? null : { average: feedbacks.average_rating, count: feedbacks.total };
      expect({ id: product.id, rating: detail.rating }).toEqual({ id: product.id, rating: expected });
    }
  });

  test('paging by offset; bad offsets are 422, unknown products 404', async () => {
    // A product with more than ten reviews.
    let id = 0;
    for (const p of ALL) {
      const result = (await getJson(`/api/products/feedbacks/${p.id}`, FeedbackAnswer)).result;
      if (result.total > 10) {
        id = p.id;
        break;
      }
    }
    const first = (await getJson(`/api/products/feedbacks/${id}`, FeedbackAnswer)).result;
    expect(first.total).toBeGreaterThan(10);
    expect(first.feedbacks).toHaveLength(10);
    const second = (await getJson(`/api/products/feedbacks/${id}?offset=10`, FeedbackAnswer)).result;
    expect(second.feedbacks).toHaveLength(first.total - 10);
    expect(second.feedbacks.some((f) => ids(first.feedbacks).includes(f.id))).toBe(false);
    const shifted = (await getJson(`/api/products/feedbacks/${id}?offset=3`, FeedbackAnswer)).result;
    expect(shifted.feedbacks[0]).toEqual(first.feedbacks[3]);
    const beyond = (await getJson(`/api/products/feedbacks/${id}?offset=500`, FeedbackAnswer)).result;
    expect(beyond).toEqual({ ...first, feedbacks: [], offset: 500 });
    for (const offset of ['-1', 'abc', '1.5', '100001', '']) {
      await expect422(`/api/products/feedbacks/${id}?offset=${offset}`, ['offset']);
    }
    for (const bad of ['999999', '0', 'abc', '-3', '1e2']) {
      const res = await get(`/api/products/feedbacks/${bad}`);
      expect({ bad, status: res.status }).toEqual({ bad, status: 404 });
      ErrorAnswer.parse(res.json);
    }
  });
});

describe('a database seeded before search and reviews', () => {
  const WHOLE_EURO_PRICES: Array<[id: number, euros: number]> = [
    [1, 10],
    [2, 20],
  ];
  let database: TestDatabase;
  let upgraded: ProviderProcess;
  const old = apiClient(() => upgraded.url);

  beforeAll(async () => {
    database = await storedTestDatabase('provider-upgrade');
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/unit/reference-provider/support/prepare-old-database.ts', database.location], {
      cwd: ROOT,
      stdio: 'pipe',
    });
    upgraded = await startProviderProcess({ env: database.env });
  }, 180_000);

  afterAll(async () => {
    await upgraded?.stop();
    await database?.drop();
  });

  test('is migrated on start and searches like a fresh one', async () => {
    expect(upgraded.output()).toContain(appliedFrom('002'));
    for (const text of ['cartao', 'подарочная', 'STM-br', 'netflx']) {
      const fresh = await getJson(hintsPath(text), HintsAnswer);
      expect({ text, hints: await old.getJson(hintsPath(text), HintsAnswer) }).toEqual({ text, hints: fresh });
    }
  });

  test('gets the same demo reviews as a fresh seed', async () => {
    for (const id of [3, 26, 77, 151, 240, 376, 418]) {
      const fresh = await getJson(`/api/products/feedbacks/${id}`, FeedbackAnswer);
      expect({ id, reviews: await old.getJson(`/api/products/feedbacks/${id}`, FeedbackAnswer) }).toEqual({ id, reviews: fresh });
    }
  });

  test('price bounds are inclusive', async () => {
    for (const [id, euros] of WHOLE_EURO_PRICES) {
      const exact = (await old.getJson(`/api/popular-products?minPrice=${euros}&maxPrice=${euros}`, ListAnswer)).result;
      expect(exact.products.map((p) => [p.id, p.price])).toEqual([[id, euros * 100]]);
      const below = (await old.getJson(`/api/popular-products?maxPrice=${euros - 1}`, ListAnswer)).result;
      expect(ids(below.products)).not.toContain(id);
      const above = (await old.getJson(`/api/popular-products?minPrice=${euros + 1}&sort=increase`, ListAnswer)).result;
      expect(ids(above.products)).not.toContain(id);
    }
    const both = (await old.getJson('/api/popular-products?minPrice=10&maxPrice=20', ListAnswer)).result;
    expect(both.total).toBe(ALL.filter((p) => p.id > 2 && p.price_cents >= 1000 && p.price_cents <= 2000).length + 2);
  });

  test('is not migrated twice', async () => {
    await upgraded.stop();
    upgraded = await startProviderProcess({ env: database.env });
    expect(upgraded.output()).toMatch(/migrations up to date, catalogue already seeded/);
    expect((await old.getJson(hintsPath('cartao'), HintsAnswer)).hintsByName).toHaveLength(6);
  }, 120_000);
});

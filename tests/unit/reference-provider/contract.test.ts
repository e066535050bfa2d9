// Contract tests for the reference provider: every endpoint of reference-provider/API.md, against a live process.
import { z } from 'zod';
import {
  apiClient,
  Category,
  Country,
  Currency,
  ErrorAnswer,
  ExchangeRatesAnswer,
  FeedbackAnswer,
  ListAnswer,
  ProductDetail,
  ProductPage,
  SimilarAnswer,
  ValidationAnswer,
} from './support/api-schemas';
import { startProviderProcess, type ProviderProcess } from './support/start-provider';

let provider: ProviderProcess;

beforeAll(async () => {
  provider = await startProviderProcess();
}, 120_000);

afterAll(async () => {
  await provider?.stop();
});

const { get, getJson } = apiClient(() => provider.url);

const LISTS = ['/api/popular-products', '/api/novelties', '/api/discounts'] as const;

describe('reference provider contract', () => {
  test('health', async () => {
    expect(await getJson('/api/health', z.strictObject({ status: z.literal('ok') }))).toEqual({ status: 'ok' });
  });

  test('categories: nine, in menu order, each reachable by formatted_name', async () => {
    const { categories } = await getJson('/api/categories', z.strictObject({ categories: z.array(Category) }));
    expect(categories).toHaveLength(9);
    expect(new Set(categories.map((c) => c.formatted_name)).size).toBe(9);
    expect(categories.map((c) => c.formatted_name)).toContain('steam');
    const AnswerSchema = z.strictObject({ category: Category, result: ProductPage });
    let total = 0;
    for (const category of categories) {
      const answer = await getJson(`/api/categories/${category.formatted_name}`, AnswerSchema);
      expect(answer.category).toEqual(category);
      expect(answer.result.products.every((p) => p.category.id === category.id)).toBe(true);
      expect(answer.result.products.length).toBe(Math.min(20, answer.result.total));
      total += answer.result.total;
    }
    expect(total).toBeGreaterThanOrEqual(300);
  });

  test('category paging: offset and page agree, pages do not overlap', async () => {
    const Answer = z.strictObject({ category: Category, result: ProductPage });
    const first = await getJson('/api/categories/steam', Answer);
    const byPage = await getJson('/api/categories/steam?page=2', Answer);
    const byOffset = await getJson('/api/categories/steam?offset=20', Answer);
    expect(byPage.result).toEqual(byOffset.result);
    expect(byOffset.result.offset).toBe(20);
    const firstIds = new Set(first.result.products.map((p) => p.id));
    expect(byPage.result.products.some((p) => firstIds.has(p.id))).toBe(false);
    const beyond = await getJson('/api/categories/steam?offset=100000', Answer);
    expect(beyond.result.products).toEqual([]);
    expect(beyond.result.total).toBe(first.result.total);
  });

  test('unknown category is 404', async () => {
    for (const name of ['does-not-exist', 'STEAM', 'steam%20', '..', '%00']) {
      const res = await get(`/api/categories/${name}`);
      expect({ name, status: res.status }).toEqual({ name, status: 404 });
      ErrorAnswer.parse(res.json);
    }
  });

  test.each(LISTS)('%s: shape, total, paging by offset and page', async (path) => {
    const first = await getJson(path, ListAnswer);
    expect(first.result.offset).toBe(0);
    expect(first.result.products.length).toBe(Math.min(20, first.result.total));
    expect(first.result.total).toBeGreaterThan(0);
    const byPage = await getJson(`${path}?page=2`, ListAnswer);
    const byOffset = await getJson(`${path}?offset=20`, ListAnswer);
    expect(byPage).toEqual(byOffset);
    const seen = new Set(first.result.products.map((p) => p.id));
    expect(byPage.result.products.some((p) => seen.has(p.id))).toBe(false);
    const odd = await getJson(`${path}?offset=3`, ListAnswer);
    expect(odd.result.products[0]?.id).toBe(first.result.products[3]?.id);
  });

  test('popular-products covers the whole catalogue', async () => {
    const { result } = await getJson('/api/popular-products', ListAnswer);
    expect(result.total).toBeGreaterThanOrEqual(300);
  });

  test('novelties are new and newest first', async () => {
    const { result } = await getJson('/api/novelties', ListAnswer);
    expect(result.products.every((p) => p.is_new)).toBe(true);
    const dates: number[] = [];
    for (const card of result.products.slice(0, 5)) {
      const { product } = await getJson(`/api/products/${card.id}`, z.object({ product: ProductDetail }));
      dates.push(Date.parse(product.created_at));
    }
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  test('discounts are discounted, biggest first, with the documented percentage', async () => {
    const { result } = await getJson('/api/discounts', ListAnswer);
    for (const p of result.products) {
      expect(p.old_price).not.toBeNull();
      expect(p.old_price!).toBeGreaterThan(p.price);
      expect(p.discount).toBe(Math.round(100 - (p.price * 100) / p.old_price!));
    }
    const discounts = result.products.map((p) => p.discount!);
    expect([...discounts].sort((a, b) => b - a)).toEqual(discounts);
  });

  test('product detail matches its card', async () => {
    const { result } = await getJson('/api/popular-products', ListAnswer);
    const card = result.products[0]!;
    const { product } = await getJson(`/api/products/${card.id}`, z.strictObject({ product: ProductDetail }));
    const { article, product_code, description, platform, is_gift_card, nominal, region, purchases, created_at, support_email, ...asCard } =
      product;
    void [article, product_code, description, platform, is_gift_card, nominal, region, purchases, created_at, support_email];
    expect(asCard).toEqual(card);
  });

  test('cards carry their rating: the average and count of the product page and its reviews, null without reviews', async () => {
    const { result } = await getJson('/api/popular-products', ListAnswer);
    const rated = result.products.filter((card) => card.rating !== null);
    expect(rated.length).toBeGreaterThan(0);
    for (const card of result.products.slice(0, 6)) {
      const { product } = await getJson(`/api/products/${card.id}`, z.strictObject({ product: ProductDetail }));
      const { result: reviews } = await getJson(`/api/products/feedbacks/${card.id}`, FeedbackAnswer);
      expect({ id: card.id, rating: card.rating }).toEqual({ id: card.id, rating: product.rating });
      expect({ id: card.id, rating: card.rating }).toEqual({
        id: card.id,
        rating: reviews.total === 0 ? null : { average: reviews.average_rating, count: reviews.total },
      });
    }
    // Some demo products have no review: their cards say null, not a zero rating.
    const pages = await Promise.all([0, 20, 40, 60].map((offset) => getJson(`/api/popular-products?offset=${offset}`, ListAnswer)));
    const unrated = pages.flatMap((page) => page.result.products).find((card) => card.rating === null);
    expect(unrated).toBeDefined();
    const { result: none } = await getJson(`/api/products/feedbacks/${unrated!.id}`, FeedbackAnswer);
    expect(none.total).toBe(0);
    // Similar products and search results are cards too.
    const { products: similar } = await getJson(`/api/products/${rated[0]!.id}/similar-products`, SimilarAnswer);
    for (const card of similar) expect('rating' in card).toBe(true);
    const search = await getJson('/api/search/products/steam/filter', ListAnswer);
    expect(search.result.products.some((card) => card.rating !== null)).toBe(true);
  });

  test('exchange rates: the current BRL and INR rates of the Pix and UPI charges, as exact decimals', async () => {
    const { rates } = await getJson('/api/exchange-rates', ExchangeRatesAnswer);
    expect(rates.map((rate) => rate.currency).sort()).toEqual(['BRL', 'INR']);
    expect(rates.find((rate) => rate.currency === 'BRL')!.rate).toBe('6.2001');
    expect(rates.find((rate) => rate.currency === 'INR')!.rate).toBe('98.4537');
  });

  test('unknown or malformed product id is 404', async () => {
    for (const id of ['999999999', '0', '01', '-1', 'abc', '1.5', '99999999999', '2147483648', '9999999999', '1e3', '%20']) {
      const res = await get(`/api/products/${id}`);
      expect({ id, status: res.status }).toEqual({ id, status: 404 });
      ErrorAnswer.parse(res.json);
    }
  });

  test('bad paging is 422 with field errors', async () => {
    const cases: Array<[string, string]> = [
      ['offset=-1', 'offset'],
      ['offset=abc', 'offset'],
      ['offset=1.5', 'offset'],
      ['offset=', 'offset'],
      ['offset=100001', 'offset'],
      ['offset=99999999999999999999', 'offset'],
      ['page=0', 'page'],
      ['page=5001', 'page'],
      ['page=x', 'page'],
    ];
    for (const path of [...LISTS, '/api/categories/steam']) {
      for (const [query, field] of cases) {
        const res = await get(`${path}?${query}`);
        expect({ path, query, status: res.status }).toEqual({ path, query, status: 422 });
        const body = ValidationAnswer.parse(res.json);
        expect(Object.keys(body.errors)).toEqual([field]);
      }
    }
  });

  test('unknown path is 404 and a wrong method 405, both JSON', async () => {
    for (const path of ['/', '/api', '/api/nope', '/api/products', '/media/covers', '/api/health/x']) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      ErrorAnswer.parse(res.json);
    }
    const res = await fetch(`${provider.url}/api/categories`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    ErrorAnswer.parse(await res.json());
  });

  test('languages: Accept-Language and ?lang= choose the texts, falling back to en', async () => {
    const path = '/api/popular-products';
    const en = await getJson(path, ListAnswer, { 'Accept-Language': 'en' });
    const ru = await getJson(path, ListAnswer, { 'Accept-Language': 'ru' });
    const ptShort = await getJson(path, ListAnswer, { 'Accept-Language': 'pt' });
    const ptBr = await getJson(path, ListAnswer, { 'Accept-Language': 'pt-BR,pt;q=0.9' });
    const byParam = await getJson(`${path}?lang=ru`, ListAnswer, { 'Accept-Language': 'en' });
    const unknown = await getJson(path, ListAnswer, { 'Accept-Language': 'de-DE,fr;q=0.8' });
    const none = await getJson(path, ListAnswer);
    const names = (a: z.infer<typeof ListAnswer>) => a.result.products.map((p) => p.name);
    expect(names(ru)).not.toEqual(names(en));
    expect(names(byParam)).toEqual(names(ru));
    expect(names(ptShort)).toEqual(names(ptBr));
    expect(names(unknown)).toEqual(names(en));
    expect(names(none)).toEqual(names(en));
    expect(ru.result.products.map((p) => p.id)).toEqual(en.result.products.map((p) => p.id));

    const id = en.result.products[0]!.id;
    const Detail = z.strictObject({ product: ProductDetail });
    const enDetail = await getJson(`/api/products/${id}`, Detail, { 'Accept-Language': 'en' });
    const ruDetail = await getJson(`/api/products/${id}`, Detail, { 'Accept-Language': 'ru-RU' });
    expect(ruDetail.product.name).not.toBe(enDetail.product.name);
    expect(ruDetail.product.description).not.toBe(enDetail.product.description);
  });

  test('countries: every region named in the language, sorted as the language sorts', async () => {
    const Answer = z.strictObject({ countries: z.array(Country) });
    const byLocale = new Map<string, Array<z.infer<typeof Country>>>();
    for (const locale of ['pt-BR', 'en', 'ru', 'hi']) {
      const { countries } = await getJson('/api/countries', Answer, { 'Accept-Language': locale });
      byLocale.set(locale, countries);
      expect(countries.length).toBeGreaterThan(0);
      // No region is left to be shown by its code: the European Union and "worldwide" have names too.
      expect(countries.filter((c) => c.name === null)).toEqual([]);
      const names = countries.map((c) => c.name!);
      expect({ locale, names }).toEqual({ locale, names: [...names].sort(new Intl.Collator(locale).compare) });
    }
    const ru = new Map(byLocale.get('ru')!.map((c) => [c.code, c.name]));
    expect([ru.get('BR'), ru.get('US'), ru.get('EU'), ru.get('UN')]).toEqual(['Бразилия', 'США', 'Европейский союз', 'Весь мир']);
    const ruNames = byLocale.get('ru')!.map((c) => c.name);
    expect(ruNames.indexOf('Австралия')).toBeLessThan(ruNames.indexOf('Аргентина'));
    expect(ruNames.indexOf('Канада')).toBeLessThan(ruNames.indexOf('Китай'));
    expect(ruNames.indexOf('Китай')).toBeLessThan(ruNames.indexOf('Чили'));
    const hi = new Map(byLocale.get('hi')!.map((c) => [c.code, c.name]));
    expect(hi.get('UN')).toBe('वैश्विक');
    expect(hi.get('EU')).toBe('यूरोपीय संघ');
  });

  test('a region has one name in each language: in the countries list, the product name, its card and its page', async () => {
    const Answer = z.strictObject({ countries: z.array(Country) });
    const regions = new Set<'none' | 'named'>();
    for (const locale of ['pt-BR', 'en', 'ru', 'hi']) {
      const { countries } = await getJson('/api/countries', Answer, { 'Accept-Language': locale });
      const named = new Map(countries.map((c) => [c.code, c.name]));
      const { result } = await getJson(`/api/search/products/steam%205%20usd/filter?lang=${locale}`, ListAnswer);
      const cards = result.products.filter((card) => card.country !== null);
      expect(cards.map((card) => card.country!.code)).toEqual(expect.arrayContaining(['US', 'UN']));
      for (const card of cards) {
        const name = named.get(card.country!.code);
        expect({ locale, code: card.country!.code, card: card.country!.name }).toEqual({ locale, code: card.country!.code, card: name });
        // The product's name ends with its region in brackets, named the same way.
        expect({ locale, product: card.name }).toEqual({ locale, product: expect.stringContaining(`(${name})`) });
        const { product } = await getJson(`/api/products/${card.id}?lang=${locale}`, z.strictObject({ product: ProductDetail }));
        // A code without region lock has no region and the world flag; any other names its region the same way.
        if (product.region === null) expect({ locale, id: card.id, country: card.country!.code }).toEqual({ locale, id: card.id, country: 'UN' });
        else expect({ locale, region: product.region.name }).toEqual({ locale, region: name });
        regions.add(product.region === null ? 'none' : 'named');
      }
    }
    // Both kinds were checked.
    expect([...regions].sort()).toEqual(['named', 'none']);
  });

  test('currencies: about 200 with Russian labels', async () => {
    const { currencies } = await getJson('/api/currencies', z.strictObject({ currencies: z.array(Currency) }));
    expect(currencies.length).toBeGreaterThanOrEqual(150);
    expect(currencies.length).toBeLessThanOrEqual(260);
    expect(new Set(currencies.map((c) => c.codeName)).size).toBe(currencies.length);
    expect(currencies.every((c) => c.label.includes(c.codeName))).toBe(true);
    expect(currencies.some((c) => /[А-Яа-яЁё]/.test(c.label))).toBe(true);
  });

  test('media: covers and flags are SVG with caching and a strict CSP', async () => {
    const { result } = await getJson('/api/popular-products', ListAnswer);
    const card = result.products[0]!;
    const paths = [card.cover_path, card.country_icon, '/media/flags/eu.svg', '/media/flags/BR.svg'];
    for (const path of paths) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(res.text).toContain('<svg');
    }
    // Every flag a listed product points at exists.
    const icons = new Set<string>();
    for (const list of LISTS) (await getJson(list, ListAnswer)).result.products.forEach((p) => icons.add(p.country_icon));
    for (const icon of icons) expect({ icon, status: (await get(icon)).status }).toEqual({ icon, status: 200 });
  });

  test('media: a cover is drawn in the language its path names, whatever the request says', async () => {
    // A one-month subscription: its unit is a word, so the language shows on the cover.
    const { result } = await getJson('/api/categories/spotify?sort=increase', z.strictObject({ category: Category, result: ProductPage }));
    const PAGES = { 'pt-BR': 'mês', en: 'month', ru: 'месяц', hi: 'महीना' } as const;
    let monthly: number | null = null;
    for (const product of result.products) {
      const detail = await getJson(`/api/products/${product.id}`, z.object({ product: ProductDetail }));
      if (detail.product.nominal.currency === 'MONTHS' && detail.product.nominal.value === 1) monthly = product.id;
    }
    expect(monthly).not.toBeNull();
    for (const [lang, word] of Object.entries(PAGES)) {
      const { product } = await getJson(`/api/products/${monthly}?lang=${lang}`, z.object({ product: ProductDetail }));
      expect(product.cover_path).toBe(`/media/covers/${lang}/${monthly}.svg`);
      const res = await get(product.cover_path, { 'Accept-Language': 'en' });
      expect({ lang, status: res.status, vary: res.headers.get('vary') }).toEqual({ lang, status: 200, vary: null });
      // The unit is drawn as outlines, its path naming the word.
      expect({ lang, hasWord: res.text.includes(`aria-label="${word}"`) }).toEqual({ lang, hasWord: true });
      expect(res.text).toContain(`lang="${lang}"`);
    }
    // The older path without a language follows the request's.
    const byHeader = await get(`/media/covers/${monthly}.svg`, { 'Accept-Language': 'ru' });
    expect(byHeader.text).toContain('aria-label="месяц"');
    expect(byHeader.headers.get('vary')).toBe('Accept-Language');
  });

  test('media: unknown or malformed names are 404', async () => {
    for (const path of [
      '/media/covers/en/999999999.svg',
      '/media/covers/xx/1.svg',
      '/media/covers/PT-br/1.svg',
      '/media/covers/en/1.png',
      '/media/covers/999999999.svg',
      '/media/covers/0.svg',
      '/media/covers/1.png',
      '/media/covers/1',
      '/media/flags/zz.svg',
      '/media/flags/eng.svg',
      '/media/flags/e.svg',
      '/media/flags/br.png',
      '/media/flags/..%2F..%2Fpackage.json',
      '/media/flags/%2e%2e%2fbr.svg',
      '/media/flags/../../package.json',
      '/media/covers/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });

  test('garbage input never answers 500', async () => {
    const paths = [
      '/api/products/%',
      '/api/products/%E0%A4%A',
      '/api/products/%00',
      '/api/products/' + '9'.repeat(400),
      '/api/products/ру',
      '/api/products/१२',
      '/api/categories/%F0%9F%98%80',
      '/api/categories/' + 'a'.repeat(5000),
      '/api/categories/steam?offset=' + '9'.repeat(400),
      '/api/categories/steam?page=-0',
      '/api/categories/steam?offset=0x10',
      '/api/categories/steam?offset=%00',
      '/api/categories/steam?offset=1&offset=abc',
      '/api/popular-products?offset=١٢',
      '/api/popular-products?page=Infinity',
      '/api/popular-products?page=NaN',
      '/api/popular-products?lang=%FF',
      '/api/popular-products?lang=' + 'x'.repeat(3000),
      '/api/novelties?page=1e3',
      '/api/discounts?offset[]=1',
      '/media/covers/%',
      '/media/covers/' + '1'.repeat(300) + '.svg',
      '/media/flags/%C0%AE%C0%AE.svg',
      '/media/flags/%u002e.svg',
      '/api//categories',
      '/api/products/1/../../../etc/passwd',
    ];
    const headerSets: Array<Record<string, string>> = [
      {},
      { 'Accept-Language': 'xx;q=abc, ;q=, ,,,, ru;q=0.5' },
      { 'Accept-Language': '*' },
      { 'Accept-Language': 'a'.repeat(4000) },
    ];
    for (const path of paths) {
      for (const headers of headerSets) {
        const res = await get(path, headers);
        expect({ path, headers, status: res.status < 500 }).toEqual({ path, headers, status: true });
      }
    }
    // Still healthy afterwards.
    expect((await get('/api/health')).status).toBe(200);
  });
});

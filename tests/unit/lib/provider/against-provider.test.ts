// The storefront's provider client against the real reference provider: what the pages will read.
import { getCategories, getCategoryPage, getCountries, getCurrencies, getProduct, getProductList } from '@/lib/provider';
import { startProviderProcess, type ProviderProcess } from '../../reference-provider/support/start-provider';

let provider: ProviderProcess;

beforeAll(async () => {
  provider = await startProviderProcess();
  process.env.PROVIDER_API_URL = provider.url;
}, 60_000);

afterAll(() => provider?.stop());

function unwrap<T>(result: { ok: true; data: T } | { ok: false; error: Error }): T {
  if (!result.ok) throw result.error;
  return result.data;
}

it('reads the nine categories with their icons', async () => {
  const categories = unwrap(await getCategories('en'));
  expect(categories.map((category) => category.slug)).toEqual([
    'steam', 'playstation', 'xbox', 'app-store', 'google-play', 'league-of-legends', 'netflix', 'spotify', 'valorant',
  ]);
  for (const category of categories) expect(category.iconPath.length).toBeGreaterThan(10);
});

it('pages through the popular products without repeats', async () => {
  const first = unwrap(await getProductList('popular-products', 'pt-BR', 0));
  const second = unwrap(await getProductList('popular-products', 'pt-BR', first.limit));
  expect(first.total).toBeGreaterThanOrEqual(300);
  expect(first.products).toHaveLength(first.limit);
  const ids = [...first.products, ...second.products].map((product) => product.id);
  expect(new Set(ids).size).toBe(ids.length);
  // The cover drawn in the page language, served through the storefront's own /media.
  expect(first.products[0]!.coverUrl).toMatch(/^\/media\/covers\/pt-BR\/\d+\.svg$/);
});

it('reads the novelties and discounts lists', async () => {
  const novelties = unwrap(await getProductList('novelties', 'en'));
  expect(novelties.products.every((product) => product.isNew)).toBe(true);
  const discounts = unwrap(await getProductList('discounts', 'en'));
  expect(discounts.products.every((product) => product.oldPriceCents! > product.priceCents)).toBe(true);
});

it('reads a category page and a product in the shopper language', async () => {
  const { category, page } = unwrap(await getCategoryPage('netflix', 'ru'));
  expect(category.name).toBe('Netflix');
  const product = unwrap(await getProduct(page.products[0]!.id, 'ru'));
  expect(product.name).toMatch(/[\u0400-\u04ff]/);
  expect(product.description.length).toBeGreaterThan(40);
  expect(product.category.slug).toBe('netflix');
});

it('reads the countries and currencies for the filters', async () => {
  const countries = unwrap(await getCountries('en'));
  // Every region is named, the ones that are not countries too (EU, worldwide).
  expect(countries.filter((country) => !country.name)).toEqual([]);
  expect(countries.find((country) => country.code === 'EU')?.name).toBe('European Union');
  const currencies = unwrap(await getCurrencies('en'));
  expect(currencies.length).toBeGreaterThan(150);
  expect(currencies.find((currency) => currency.code === 'BRL')?.label).toBe('Бразилия (BRL)');
});

it('answers 404 for an unknown product or category as a typed error', async () => {
  const product = await getProduct(99_999_999, 'en');
  expect(product.ok ? 'ok' : product.error.isNotFound).toBe(true);
  const category = await getCategoryPage('no-such-category', 'en');
  expect(category.ok ? 'ok' : category.error.isNotFound).toBe(true);
});

// The search's order (API.md "Search") against a live provider on the seeded catalogue: what a
// shopper can buy comes before what is sold out, and a nominal or currency typed puts the products
// of that nominal first, among the names and among the articles.
import { buildCatalogue } from '../../../../reference-provider/src/seed/catalogue';
import { apiClient, DetailAnswer, HintsAnswer, ListAnswer } from '../support/api-schemas';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';

jest.setTimeout(120_000);

const catalogue = buildCatalogue();
const seedOf = (id: number) => catalogue.products.find((product) => product.id === id)!;

let provider: ProviderProcess;
beforeAll(async () => {
  provider = await startProviderProcess();
}, 120_000);
afterAll(async () => {
  await provider?.stop();
});
const { getJson } = apiClient(() => provider.url);

const hints = (text: string, locale = 'ru') => getJson(`/api/search/hints/${encodeURIComponent(text)}`, HintsAnswer, { 'Accept-Language': locale });

/** Every result of a search, page after page, in the provider's order. */
async function allResults(text: string) {
  const cards = [];
  for (let offset = 0; ; offset += 20) {
    const { result } = await getJson(`/api/search/products/${encodeURIComponent(text)}/filter?offset=${offset}`, ListAnswer);
    cards.push(...result.products);
    if (offset + 20 >= result.total) return cards;
  }
}

/** Whether every product on sale comes before every sold-out one. */
const inStockFirst = (stock: number[]) => stock.findIndex((n) => n === 0) === -1 || stock.slice(stock.findIndex((n) => n === 0)).every((n) => n === 0);

describe('what is on sale comes first', () => {
  test('"google play": the results list the cards on sale before the sold-out ones', async () => {
    const cards = await allResults('google play');
    const stock = cards.map((card) => card.in_stock);
    // The catalogue has sold-out Google Play cards: the order is tested, not an empty case.
    expect(stock.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(stock.filter((n) => n > 0).length).toBeGreaterThan(0);
    expect({ stock, inStockFirst: inStockFirst(stock) }).toEqual({ stock, inStockFirst: true });
  });

  test('"google play": every name hint shows a product on sale', async () => {
    for (const locale of ['pt-BR', 'en', 'ru', 'hi']) {
      const { hintsByName } = await hints('google play', locale);
      expect(hintsByName.length).toBeGreaterThan(0);
      for (const hint of hintsByName) {
        const { product } = await getJson(`/api/products/${hint.id}`, DetailAnswer);
        expect({ locale, id: hint.id, inStock: product.in_stock > 0 }).toEqual({ locale, id: hint.id, inStock: true });
      }
    }
  });

  test('a name or article typed whole still comes first, on sale or not', async () => {
    const soldOut = (await allResults('google play')).find((card) => card.in_stock === 0)!;
    const article = seedOf(soldOut.id).article;
    expect((await hints(article)).hintsByArt[0]?.id).toBe(soldOut.id);
    expect((await allResults(article))[0]?.id).toBe(soldOut.id);
  });
});

describe('a typed nominal or currency ranks the matching products first', () => {
  test('"1 000 ₽": the rouble card is the first article hint, before the other articles holding 1000', async () => {
    const { hintsByArt, hintsByName } = await hints('1 000 ₽');
    const rouble = catalogue.products.find((p) => p.nominal_currency === 'RUB' && Number(p.nominal_value) === 1000 && p.category === 'steam')!;
    expect(hintsByName[0]?.id).toBe(rouble.id);
    expect(hintsByArt.map((hint) => hint.article)[0]).toBe(rouble.article);
  });

  test.each([
    ['R$ 100', 'pt-BR', 'BRL', 100],
    ['₹500', 'hi', 'INR', 500],
    ['500 ₽', 'ru', 'RUB', 500],
  ])('%j: the articles of that nominal come before the others holding its digits', async (text, locale, currency, value) => {
    const { hintsByArt } = await hints(text, locale);
    const matching = hintsByArt.map((hint) => seedOf(hint.id)).map((p) => p.nominal_currency === currency && Number(p.nominal_value) === value);
    expect(matching.length).toBeGreaterThan(1);
    expect({ text, matching, first: matching[0] }).toEqual({ text, matching, first: true });
    const firstOther = matching.indexOf(false);
    expect({ text, matching, grouped: firstOther === -1 || matching.slice(firstOther).every((m) => !m) }).toEqual({ text, matching, grouped: true });
  });

});

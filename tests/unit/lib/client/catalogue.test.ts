// The catalogue's answers as the browser reads them (lib/client/catalogue.ts): a well-formed answer
// comes through as it is, a malformed one is a failure (502) a screen can show, never a crash; read
// with the zod-free shapes of lib/contracts, as these calls load with every catalogue page.
import { catalogueApi, readFilterOptions, readProductPage } from '@/lib/client/catalogue';
import { readSearchHints, searchHints } from '@/lib/client/search-hints';
import type { ProductSummary } from '@/lib/types/catalogue';
import { answerEveryFetch, forgetBffAnswer } from '../../support/bff-answer';

jest.mock('zod', () => {
  throw new Error('zod must stay out of the catalogue pages’ first load');
});

const product = (id: number): ProductSummary => ({
  id,
  name: `Steam Wallet ${id}`,
  priceCents: 1000 + id,
  oldPriceCents: 1500,
  discountPercent: 33,
  coverUrl: `/media/covers/en/${id}.svg`,
  coverText: '50 €',
  countryIconUrl: null,
  country: { id: 1, name: null, code: 'BR' },
  category: { id: 2, name: 'Steam', slug: 'steam' },
  isNew: true,
  inStock: 0,
  rating: id === 1 ? { average: 4.5, count: 12 } : null,
});
const page = { products: [product(1), product(2)], total: 95, offset: 20, limit: 20, priceRange: { min: 1, max: 250 } };
const hints = {
  byName: [{ id: 1, name: 'Steam', cover_path: '/media/covers/en/1.svg', price: 1000 }],
  byArticle: [{ id: 2, name: 'PSN', cover_path: '/media/covers/en/2.svg', price: 2000, article: 'PSN-BR-050' }],
};

afterEach(forgetBffAnswer);

describe('readProductPage', () => {
  it('reads a page of cards as the BFF answers it', () => {
    expect(readProductPage(page)).toEqual(page);
    expect(readProductPage({ ...page, priceRange: null })).toEqual({ ...page, priceRange: null });
  });

  it('reads an absent rating as none (a listing memory kept before cards had one)', () => {
    const { rating: _left, ...withoutRating } = product(1);
    expect(readProductPage({ ...page, products: [withoutRating] })).toEqual({ ...page, products: [{ ...product(1), rating: null }] });
  });

  it('reads an absent price range as none', () => {
    const { priceRange: _left, ...withoutRange } = page;
    expect(readProductPage(withoutRange)).toEqual({ ...page, priceRange: null });
  });

  it.each([
    ['not an object', 'oops'],
    ['no list', { ...page, products: null }],
    ['a card without a price', { ...page, products: [{ ...product(1), priceCents: undefined }] }],
    ['a card with a text id', { ...page, products: [{ ...product(1), id: '1' }] }],
    ['a card without its category', { ...page, products: [{ ...product(1), category: null }] }],
    ['a malformed country', { ...page, products: [{ ...product(1), country: { id: 1 } }] }],
    ['a cover that is not an image URL', { ...page, products: [{ ...product(1), coverUrl: 'javascript:alert(1)' }] }],
    ['a cover on another host without a scheme', { ...page, products: [{ ...product(1), coverUrl: '//evil.example/x.svg' }] }],
    ['a rating above 5', { ...page, products: [{ ...product(1), rating: { average: 6, count: 2 } }] }],
    ['a rating without reviews', { ...page, products: [{ ...product(1), rating: { average: 4, count: 0 } }] }],
    ['a rating of text', { ...page, products: [{ ...product(1), rating: '4.5' }] }],
    ['a negative total', { ...page, total: -1 }],
    ['a price range of text', { ...page, priceRange: { min: '1', max: '2' } }],
  ])('refuses %s', (_case, value) => {
    expect(readProductPage(value)).toBeNull();
  });
});

describe('readSearchHints and readFilterOptions', () => {
  it('read what the BFF answers', () => {
    expect(readSearchHints(hints)).toEqual(hints);
    expect(readSearchHints({ byName: [], byArticle: [] })).toEqual({ byName: [], byArticle: [] });
    const options = { countries: [{ value: 'BR', label: 'Brasil' }], currencies: [], categories: [{ value: 'steam', label: 'Steam' }] };
    expect(readFilterOptions(options)).toEqual(options);
  });

  it('refuse a hint without its article, a missing group or an option without a label', () => {
    expect(readSearchHints({ ...hints, byArticle: [{ ...hints.byArticle[0], article: undefined }] })).toBeNull();
    expect(readSearchHints({ byName: [] })).toBeNull();
    expect(readFilterOptions({ countries: [{ value: 'BR' }], currencies: [], categories: [] })).toBeNull();
  });
});

describe('catalogueApi', () => {
  it('asks for the next page with the filters, the offset and the locale, through the HTTP cache', async () => {
    const fetchMock = answerEveryFetch(200, page);
    const result = await catalogueApi.productPage('en', '/api/categories/steam', 'sort=sale&country=BR', 20);
    expect(result).toEqual({ ok: true, status: 200, data: page });
    expect(fetchMock).toHaveBeenCalledWith('/api/categories/steam?sort=sale&country=BR&offset=20&locale=en', expect.objectContaining({ method: 'GET', cache: 'default' }));
  });

  it('turns a malformed answer into a failure a screen shows', async () => {
    answerEveryFetch(200, { products: [{ id: 1 }], total: 1, offset: 0, limit: 20 });
    expect(await catalogueApi.productPage('en', '/api/novelties', '', 20)).toEqual({ ok: false, status: 502, message: null, errors: {} });
    answerEveryFetch(200, '<html>');
    expect(await searchHints('pt-BR', 'steam')).toEqual({ ok: false, status: 502, message: null, errors: {} });
  });

  it('asks for hints and filter options in the page’s language', async () => {
    const fetchMock = answerEveryFetch(200, hints);
    expect(await searchHints('pt-BR', 'cartão 50')).toEqual({ ok: true, status: 200, data: hints });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search/hints?q=cart%C3%A3o+50&locale=pt-BR');
    answerEveryFetch(503, { message: 'Indisponível.' });
    expect(await catalogueApi.filterOptions('pt-BR')).toEqual({ ok: false, status: 503, message: 'Indisponível.', errors: {} });
  });
});

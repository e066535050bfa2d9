// The filter-to-query mapping: lenient reading, stable shareable URLs, the provider's query (docs/product/provider-calls.md).
import {
  EMPTY_FILTERS,
  FILTER_LABEL_MAX,
  filtersToProviderQuery,
  filtersToQuery,
  hasActiveFilters,
  isPriceInput,
  parseFilters,
  parseFilterRecord,
  shortLabel,
} from '@/lib/catalogue/filters';
import { filteredListingPath, isInternalListingPath } from '@/lib/catalogue/filtered-route';
import { listingApiPath, listingPath, staticListingOf } from '@/lib/catalogue/listing-source';

const q = (query: string) => new URLSearchParams(query);

describe('parseFilters', () => {
  it('reads every filter', () => {
    expect(parseFilters(q('sort=increase&minPrice=10&maxPrice=500&currency=usd,EUR&country=br,US&category=steam,xbox'))).toEqual({
      sort: 'increase',
      minPrice: 10,
      maxPrice: 500,
      currencies: ['USD', 'EUR'],
      countries: ['BR', 'US'],
      categories: ['steam', 'xbox'],
    });
  });

  it('drops what it cannot read instead of failing', () => {
    expect(parseFilters(q('sort=cheapest&minPrice=-5&maxPrice=abc&currency=US,EURO,<x>&country=&category=../etc'))).toEqual(EMPTY_FILTERS);
  });

  it('swaps a minimum above the maximum and clamps huge prices', () => {
    const filters = parseFilters(q('minPrice=900&maxPrice=100'));
    expect([filters.minPrice, filters.maxPrice]).toEqual([100, 900]);
    expect(parseFilters(q('maxPrice=9999999')).maxPrice).toBe(999_999);
  });

  it('removes duplicates and bounds the lists', () => {
    const many = Array.from({ length: 80 }, (_, i) => `A${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`);
    expect(parseFilters(q(`currency=USD,usd,USD`)).currencies).toEqual(['USD']);
    expect(parseFilters(q(`currency=${many.join(',')}`)).currencies).toHaveLength(50);
  });

  it('reads a Next.js searchParams record, taking the first of repeated keys', () => {
    expect(parseFilterRecord({ sort: ['sale', 'increase'], minPrice: '5' })).toMatchObject({ sort: 'sale', minPrice: 5 });
  });
});

describe('filtersToQuery', () => {
  it('writes nothing for the defaults', () => {
    expect(filtersToQuery(EMPTY_FILTERS)).toBe('');
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
  });

  it('round-trips through the URL in a stable order, with readable commas', () => {
    const filters = { ...EMPTY_FILTERS, sort: 'decreasing' as const, minPrice: 0, currencies: ['USD', 'BRL'], countries: ['BR'] };
    const query = filtersToQuery(filters);
    expect(query).toBe('sort=decreasing&minPrice=0&currency=USD,BRL&country=BR');
    expect(parseFilters(q(query))).toEqual(filters);
  });
});

describe('filtersToProviderQuery', () => {
  it('sends currency as a comma-joined list and prices only when numeric, as the provider takes them', () => {
    expect(filtersToProviderQuery({ ...EMPTY_FILTERS, currencies: ['USD', 'EUR'], maxPrice: 50 })).toEqual({
      sort: undefined,
      minPrice: undefined,
      maxPrice: '50',
      currency: 'USD,EUR',
      country: undefined,
      category: undefined,
    });
  });

  it('leaves categories out on a category page', () => {
    expect(filtersToProviderQuery({ ...EMPTY_FILTERS, categories: ['xbox'] }, false).category).toBeUndefined();
  });
});

describe('price inputs and labels', () => {
  it('take digits only, at most six, or nothing', () => {
    expect(['', '0', '123456'].every(isPriceInput)).toBe(true);
    expect(['1234567', '-1', '1.5', '1e3', ' 1', 'abc'].some(isPriceInput)).toBe(false);
  });

  it('cut selected-filter labels at 15 characters', () => {
    expect(shortLabel('Brasil (BRL)')).toBe('Brasil (BRL)');
    expect(shortLabel('Estados Unidos da América (USD)')).toBe('Estados Unidos …');
    expect([...shortLabel('Объединённые Арабские Эмираты')].length).toBe(FILTER_LABEL_MAX + 1);
  });
});

describe('listing routing', () => {
  const locales = ['pt-BR', 'en', 'ru', 'hi'];

  it('names the static listings', () => {
    expect(staticListingOf('/')).toEqual({ kind: 'list', list: 'popular-products' });
    expect(staticListingOf('/noveltes')).toEqual({ kind: 'list', list: 'novelties' });
    expect(staticListingOf('/category/steam/')).toEqual({ kind: 'category', slug: 'steam' });
    expect(staticListingOf('/product/1')).toBeNull();
    expect(staticListingOf('/category/Bad Name')).toBeNull();
  });

  it('sends filtered listing URLs to the dynamic twin, and nothing else', () => {
    expect(filteredListingPath('/en/category/steam', q('sort=increase'), locales)).toBe('/en/_listing/category/steam');
    expect(filteredListingPath('/pt-BR', q('minPrice=5'), locales)).toBe('/pt-BR/_listing');
    expect(filteredListingPath('/pt-BR/holiday', q('country=BR'), locales)).toBe('/pt-BR/_listing/holiday');
    expect(filteredListingPath('/en/category/steam', q('utm_source=x'), locales)).toBeNull();
    expect(filteredListingPath('/en/product/4', q('sort=increase'), locales)).toBeNull();
    expect(filteredListingPath('/en/search/steam', q('sort=increase'), locales)).toBeNull();
    expect(filteredListingPath('/xx/category/steam', q('sort=increase'), locales)).toBeNull();
  });

  it('refuses direct visits to the twin', () => {
    expect(isInternalListingPath('/_listing/category/steam')).toBe(true);
    expect(isInternalListingPath('/en/_listing')).toBe(true);
    expect(isInternalListingPath('/en/category/_listings')).toBe(false);
  });

  it('knows each listing path and its BFF path', () => {
    expect(listingPath({ kind: 'search', text: 'gift card/50' })).toBe('/search/gift%20card%2F50');
    expect(listingApiPath({ kind: 'list', list: 'holiday' })).toBe('/api/holiday');
    expect(listingApiPath({ kind: 'category', slug: 'xbox' })).toBe('/api/categories/xbox');
  });
});

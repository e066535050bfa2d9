// The browser's calls to the BFF's public catalogue routes (the paths under /api,
// docs/product/provider-calls.md): the next page of a listing ("Show more") and the filters'
// choices; the search hints have their own module (search-hints.ts), which the navbar's search
// loads on first use. These load with the catalogue pages, so their answers are read with the
// zod-free shapes of lib/contracts/catalogue-answers.ts; a malformed answer is a failure the screen
// shows, never a crash. The answers are public and carry a max-age, so these calls may use the
// browser's HTTP cache, as a plain fetch did.
import { filterOptionsShape, productPageShape, productSummaryShape } from '@/lib/contracts/catalogue-answers';
import { list, reader } from '@/lib/contracts/shape';
import { bffRequest } from './request';

/** Cards, as a listing memory keeps them: one that is not a card makes the whole list none. */
export const readProductSummaries = reader(list(productSummaryShape));
export const readProductPage = reader(productPageShape);
export const readFilterOptions = reader(filterOptionsShape);

/** Public answers: the browser's HTTP cache may serve them while their max-age holds. */
const PUBLIC = { cache: 'default' } as const;

export const catalogueApi = {
  /**
   * The page of a listing at `offset`: `path` is the listing's BFF path (the provider's list path
   * under /api), `query` its filters as a query string.
   */
  productPage: (locale: string, path: string, query: string, offset: number) => {
    const params = new URLSearchParams(query);
    params.delete('locale');
    params.set('offset', String(offset));
    return bffRequest('GET', `${path}?${params}`, locale, { ...PUBLIC, read: readProductPage });
  },
  filterOptions: (locale: string) => bffRequest('GET', '/api/filter-options', locale, { ...PUBLIC, read: readFilterOptions }),
};

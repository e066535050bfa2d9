// The navbar's search hints from the BFF (GET /api/search/hints), read with their shape like the
// rest of the catalogue's answers (catalogue.ts): a module of its own because the search is on every
// page, and the listings' and filters' readers need not come with it.
import { searchHintsShape } from '@/lib/contracts/catalogue-answers';
import { reader } from '@/lib/contracts/shape';
import { bffRequest } from './request';

export const readSearchHints = reader(searchHintsShape);

/** Hints for a typed text (already trimmed and cut to SEARCH_MAX_LENGTH by the caller); a public answer the HTTP cache may serve. */
export const searchHints = (locale: string, query: string) =>
  bffRequest('GET', `/api/search/hints?${new URLSearchParams({ q: query })}`, locale, { cache: 'default', read: readSearchHints });

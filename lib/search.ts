// Rules of the search input shared by the navbar and the search page (SPEC.md §5, §9).

export const SEARCH_MAX_LENGTH = 68;
export const SEARCH_DEBOUNCE_MS = 400;

/** Where Enter takes the shopper: /search/{text}, or the index for an empty query. */
export function searchHref(text: string): string {
  const query = text.trim().slice(0, SEARCH_MAX_LENGTH);
  return query ? `/search/${encodeURIComponent(query)}` : '/';
}

// Rules of the search input shared by the navbar and the search page (docs/product/validation.md, docs/product/limits.md).

export const SEARCH_MAX_LENGTH = 68;
export const SEARCH_DEBOUNCE_MS = 400;

/** Where Enter takes the shopper: /search/{text}, or the index for an empty query. */
export function searchHref(text: string): string {
  const query = text.trim().slice(0, SEARCH_MAX_LENGTH);
  return query ? `/search/${encodeURIComponent(query)}` : '/';
}

/** The active option after a key: -1 is the input itself; arrows wrap around through it. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active + 1 >= count ? -1 : active + 1;
    case 'ArrowUp':
      return active <= -1 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

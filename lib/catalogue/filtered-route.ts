// Which internal route serves a listing URL. Plain listings are static (cached) routes; a listing
// URL with filters or a sort goes to the dynamic twin under /_listing (see its page for why).
import { queryHasFilters } from './filters';
import { staticListingOf } from './listing-source';

export const FILTERED_SEGMENT = '_listing';

/**
 * "/en/category/steam" with "?sort=increase" → "/en/_listing/category/steam"; null when the URL
 * is not a filtered static listing. `pathname` carries the locale (after locale routing).
 */
export function filteredListingPath(pathname: string, query: URLSearchParams, locales: readonly string[]): string | null {
  if (!queryHasFilters(query)) return null;
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match || !locales.includes(match[1]!)) return null;
  const rest = match[2] ?? '/';
  if (!staticListingOf(rest)) return null;
  return `/${match[1]}/${FILTERED_SEGMENT}${rest === '/' ? '' : rest.replace(/\/+$/, '')}`;
}

/** A visitor's own path that names the internal twin: answered 404. */
export function isInternalListingPath(pathname: string): boolean {
  return pathname.split('/').includes(FILTERED_SEGMENT);
}

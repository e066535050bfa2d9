// What a listing shows and where it lives: the provider list, category or search behind a URL,
// shared by the pages, the proxy's routing of filtered URLs and the BFF's "Show more".
import type { ProductListName } from '@/lib/types/catalogue';

export type ListingSource =
  | { kind: 'list'; list: ProductListName }
  | { kind: 'category'; slug: string }
  | { kind: 'search'; text: string };

const LIST_PATHS: Record<ProductListName, string> = {
  'popular-products': '/',
  novelties: '/noveltes',
  discounts: '/discounts',
  holiday: '/holiday',
};

export const CATEGORY_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The listing's public path, without locale. */
export function listingPath(source: ListingSource): string {
  switch (source.kind) {
    case 'list':
      return LIST_PATHS[source.list];
    case 'category':
      return `/category/${source.slug}`;
    case 'search':
      return `/search/${encodeURIComponent(source.text)}`;
  }
}

/** The BFF path that answers the listing's next pages. */
export function listingApiPath(source: ListingSource): string {
  switch (source.kind) {
    case 'list':
      return `/api/${source.list}`;
    case 'category':
      return `/api/categories/${source.slug}`;
    case 'search':
      return `/api/search/products/${encodeURIComponent(source.text)}`;
  }
}

/** The static listing a path (without locale) names, or null: "/category/steam" → category steam. */
export function staticListingOf(path: string): ListingSource | null {
  const clean = path.replace(/\/+$/, '') || '/';
  for (const [list, listPath] of Object.entries(LIST_PATHS) as [ProductListName, string][]) {
    if (clean === listPath) return { kind: 'list', list };
  }
  const category = /^\/category\/([^/]+)$/.exec(clean);
  if (category && CATEGORY_SLUG.test(category[1]!)) return { kind: 'category', slug: category[1]! };
  return null;
}

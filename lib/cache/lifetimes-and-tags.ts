// Every cache lifetime and tag of the storefront, in one place. Public catalogue data only:
// what belongs to one visitor is never cached here.

export const CACHE_TAGS = {
  catalogue: 'catalogue',
  categories: 'categories',
  /** Every product list (home, category, new, discounts, search): a product's price or stock in them. */
  productLists: 'product-lists',
  product: (id: number) => `product:${id}`,
  media: 'media',
  /** The provider's current BRL and INR rates, shown as approximate prices beside the euros. */
  exchangeRates: 'exchange-rates',
} as const;

export interface CachePolicy {
  /** Seconds before a background refresh. */
  revalidate: number;
  tags: string[];
}

/** Catalogue data changes in minutes, not per request. */
export const CACHE_POLICIES = {
  productLists: { revalidate: 60, tags: [CACHE_TAGS.catalogue, CACHE_TAGS.productLists] },
  categories: { revalidate: 300, tags: [CACHE_TAGS.catalogue, CACHE_TAGS.categories] },
  referenceData: { revalidate: 3600, tags: [CACHE_TAGS.catalogue] },
  product: (id: number): CachePolicy => ({ revalidate: 60, tags: [CACHE_TAGS.catalogue, CACHE_TAGS.product(id)] }),
  media: { revalidate: 86400, tags: [CACHE_TAGS.media] },
  /** Kept as long as the pages that show them (60 s), and dropped with the catalogue. */
  exchangeRates: { revalidate: 60, tags: [CACHE_TAGS.catalogue, CACHE_TAGS.exchangeRates] },
} satisfies Record<string, CachePolicy | ((id: number) => CachePolicy)>;

/** The provider's page sizes (reference-provider/API.md "Paging"): "Show more" asks by these steps. */
export const PROVIDER_PAGE_SIZES = { productList: 20, reviews: 10 } as const;

/** Pages of one list (per language) the data cache keeps; later ones are fetched each time. */
export const CACHED_PAGES_PER_LIST = 50;

/**
 * `policy` for the page that starts at `offset`, or none: only the first CACHED_PAGES_PER_LIST
 * pages at the provider's own steps are cached, so `?offset=` values made up by a visitor
 * (37, 99999) cannot grow the data cache without bound. Those are still answered.
 */
export function pagePolicy(policy: CachePolicy | undefined, offset: number, pageSize: number): CachePolicy | undefined {
  if (!policy) return undefined;
  return offset % pageSize === 0 && offset < pageSize * CACHED_PAGES_PER_LIST ? policy : undefined;
}

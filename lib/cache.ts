// Every cache lifetime and tag of the storefront, in one place. Public catalogue data only:
// what belongs to one visitor is never cached here.

export const CACHE_TAGS = {
  catalogue: 'catalogue',
  categories: 'categories',
  /** Every product list (home, category, new, discounts, search): a product's price or stock in them. */
  productLists: 'product-lists',
  product: (id: number) => `product:${id}`,
  media: 'media',
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
} satisfies Record<string, CachePolicy | ((id: number) => CachePolicy)>;

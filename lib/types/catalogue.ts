// The storefront's own catalogue types: what pages and components work with, whatever the provider sends.

export interface CategoryRef {
  id: number;
  name: string;
  /** The URL segment: /category/{slug}. The provider calls it formatted_name. */
  slug: string;
}

export interface Category extends CategoryRef {
  /** SVG path data for a 24x24 viewBox. */
  iconPath: string;
}

export interface Country {
  id: number;
  /** Null when the provider names the region only by its code. */
  name: string | null;
  code: string;
}

export interface Currency {
  code: string;
  label: string;
}

export interface ProductSummary {
  id: number;
  name: string;
  priceCents: number;
  oldPriceCents: number | null;
  discountPercent: number | null;
  coverUrl: string;
  coverText: string | null;
  countryIconUrl: string | null;
  country: Country | null;
  category: CategoryRef;
  isNew: boolean;
  inStock: number;
  /** Average of its reviews (one decimal) and their count; null until someone reviews it. */
  rating: { average: number; count: number } | null;
}

export interface ProductDetail extends ProductSummary {
  article: string;
  productCode: string;
  description: string;
  platform: string;
  isGiftCard: boolean;
  nominal: { value: number; currency: string };
  /** Null: the code works in every region. */
  region: { code: string; name: string } | null;
  purchases: number;
  createdAt: string;
}

export interface ProductPage {
  products: ProductSummary[];
  total: number;
  offset: number;
  limit: number;
  /** Whole euros over the unfiltered list; null when the provider does not say. */
  priceRange: { min: number; max: number } | null;
}

export interface Review {
  id: number;
  author: string;
  rating: number;
  text: string;
  createdAt: string;
  /** The author bought the product ("verified purchase"). */
  verifiedPurchase: boolean;
}

/** GET /api/products/feedbacks/{id}/mine: the shopper's own review, and whether they may write one (buyers only). */
export interface OwnReview {
  review: Review | null;
  canReview: boolean;
}

/** The reason of the 403 that refuses a review from a shopper who did not buy the product. */
export const NOT_A_BUYER = 'not_a_buyer';

export interface ReviewPage {
  reviews: Review[];
  total: number;
  offset: number;
  limit: number;
  averageRating: number | null;
}

/** What a hint shows: its product's name, small cover (a storefront /media URL) and price in cents. */
export interface HintProduct {
  id: number;
  name: string;
  cover_path: string;
  price: number;
}

export interface SearchHints {
  byName: HintProduct[];
  byArticle: (HintProduct & { article: string })[];
}

/** The product lists the provider serves by name (SPEC.md §7: GET /{listName}). */
export const PRODUCT_LISTS = ['popular-products', 'novelties', 'discounts', 'holiday'] as const;
export type ProductListName = (typeof PRODUCT_LISTS)[number];

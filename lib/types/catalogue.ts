// The storefront's own catalogue types: what pages and components work with, whatever the provider
// sends. The shapes the browser reads from the BFF are declared once, in
// lib/contracts/catalogue-answers.ts; these are their types.
import type { Infer } from '@/lib/contracts/shape';
import type {
  cardCategoryShape,
  countryShape,
  hintProductShape,
  ownReviewShape,
  productPageShape,
  productSummaryShape,
  reviewPageShape,
  reviewShape,
  searchHintsShape,
} from '@/lib/contracts/catalogue-answers';

export type CategoryRef = Infer<typeof cardCategoryShape>;

export interface Category extends CategoryRef {
  /** SVG path data for a 24x24 viewBox. */
  iconPath: string;
}

export type Country = Infer<typeof countryShape>;

export interface Currency {
  code: string;
  label: string;
}

export type ProductSummary = Infer<typeof productSummaryShape>;

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

export type ProductPage = Infer<typeof productPageShape>;

export type Review = Infer<typeof reviewShape>;

/** GET /api/products/feedbacks/{id}/mine: the shopper's own review, and whether they may write one (buyers only). */
export type OwnReview = Infer<typeof ownReviewShape>;

/** The reason of the 403 that refuses a review from a shopper who did not buy the product. */
export const NOT_A_BUYER = 'not_a_buyer';

export type ReviewPage = Infer<typeof reviewPageShape>;

/** What a hint shows: its product's name, small cover (a storefront /media URL) and price in cents. */
export type HintProduct = Infer<typeof hintProductShape>;

export type SearchHints = Infer<typeof searchHintsShape>;

/** The product lists the provider serves by name (GET /{listName}, docs/product/provider-calls.md). */
export const PRODUCT_LISTS = ['popular-products', 'novelties', 'discounts', 'holiday'] as const;
export type ProductListName = (typeof PRODUCT_LISTS)[number];

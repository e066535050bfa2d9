// The BFF's catalogue answers as the browser reads them (docs/product/entities.md): a listing's page
// of product cards, the filters' choices, a product's reviews and the search hints. Each shape is
// declared once here (./shape.ts): lib/types/catalogue.ts infers the screens' types from it and
// lib/client/*.ts reads the answers with it. These load with the catalogue pages, so no zod here.
import { bool, extend, finite, list, mediaUrl, nullable, object, orNone, text, whole } from './shape';

export const countryShape = object({
  id: whole(1),
  /** Null when the provider names the region only by its code. */
  name: nullable(text()),
  code: text(8),
});

/** A category as a card names it. */
export const cardCategoryShape = object({
  id: whole(1),
  name: text(200),
  /** The URL segment: /category/{slug}. The provider calls it formatted_name. */
  slug: text(64),
});

/**
 * A product card, from a BFF answer or from what the listing memory kept in sessionStorage
 * (lib/catalogue/listing-memory.ts): both are untrusted, so one shape reads both.
 */
export const productSummaryShape = object({
  id: whole(1),
  name: text(500),
  priceCents: whole(0),
  oldPriceCents: nullable(whole(0)),
  discountPercent: nullable(whole(0)),
  coverUrl: mediaUrl,
  coverText: nullable(text(200)),
  countryIconUrl: nullable(mediaUrl),
  country: nullable(countryShape),
  category: cardCategoryShape,
  isNew: bool,
  inStock: whole(0),
  /**
   * Average of its reviews (one decimal, 0–5) and their count (≥ 1); null until someone reviews it.
   * Absent reads as none: a listing memory kept before cards had one.
   */
  rating: orNone(object({ average: finite(0, 5), count: whole(1) })),
});

export const productPageShape = object({
  products: list(productSummaryShape),
  total: whole(0),
  offset: whole(0),
  limit: whole(0),
  /** Whole euros over the unfiltered list; null when the provider does not say (absent: the screens that page through a listing never show it). */
  priceRange: orNone(object({ min: finite(), max: finite() })),
});

const filterOptionShape = object({ value: text(), label: text() });

/** GET /api/filter-options: the choices of the filters' selects. */
export const filterOptionsShape = object({
  countries: list(filterOptionShape),
  currencies: list(filterOptionShape),
  categories: list(filterOptionShape),
});

export const reviewShape = object({
  id: whole(1),
  author: text(),
  rating: whole(1, 5),
  text: text(),
  createdAt: text(),
  /** The author bought the product ("verified purchase"). */
  verifiedPurchase: bool,
});

export const reviewPageShape = object({
  reviews: list(reviewShape),
  total: whole(0),
  offset: whole(0),
  limit: whole(0),
  averageRating: nullable(finite()),
});

/** GET /api/products/feedbacks/{id}/mine: the shopper's own review, and whether they may write one (buyers only). */
export const ownReviewShape = object({ review: nullable(reviewShape), canReview: bool });

/** POST /api/products/feedbacks: the saved review, and whether it is new. */
export const savedReviewShape = object({ review: reviewShape, created: bool });

/** What a hint shows: its product's name, small cover (a storefront /media URL) and price in cents. */
export const hintProductShape = object({ id: whole(1), name: text(), cover_path: text(), price: whole(0) });

/** GET /api/search/hints. */
export const searchHintsShape = object({
  byName: list(hintProductShape),
  byArticle: list(extend(hintProductShape, { article: text() })),
});

// zod schemas of the provider's responses (reference-provider/API.md): every body is parsed here
// before anything else reads it, so a changed or broken provider shows up as one clear error.
import { z } from 'zod';
import { categoryRefSchema, mediaPath } from '@/lib/contracts/zod-of-shape';

const id = z.number().int().positive();
/** SVG path data only: no markup can hide in it. */
const svgPathData = z.string().max(20000).regex(/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]*$/);

export const categorySchema = z.object({ svg_path: svgPathData }).and(categoryRefSchema);

export const countrySchema = z.object({
  id,
  name: z.string().min(1).nullable(),
  code: z.string().regex(/^[A-Za-z]{2,3}$/),
});

export const currencySchema = z.object({
  codeName: z.string().regex(/^[A-Z]{3}$/),
  label: z.string().min(1),
});

export const ratingSchema = z.object({ average: z.number().min(0).max(5), count: z.number().int().nonnegative() });

export const productCardSchema = z.object({
  id,
  name: z.string().min(1),
  price: z.number().int().nonnegative(),
  old_price: z.number().int().nonnegative().nullable(),
  discount: z.number().int().min(0).max(100).nullable(),
  cover_path: mediaPath,
  cover_text: z.string().nullable(),
  country_icon: mediaPath.nullable(),
  country: countrySchema.nullable(),
  category: categoryRefSchema,
  is_new: z.boolean(),
  in_stock: z.number().int().nonnegative(),
  /** Listings, search results and similar products carry it; a provider that does not claims none. */
  rating: ratingSchema.nullable().optional(),
});


export const productDetailSchema = productCardSchema.extend({
  article: z.string(),
  product_code: z.string(),
  description: z.string(),
  platform: z.string(),
  is_gift_card: z.boolean(),
  nominal: z.object({ value: z.number().nonnegative(), currency: z.string() }),
  region: z.object({ code: z.string(), name: z.string() }).nullable(),
  purchases: z.number().int().nonnegative(),
  created_at: z.string(),
});

export const productPageSchema = z.object({
  products: z.array(productCardSchema),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  /** Whole euros over the whole unfiltered list, for the price slider. */
  price_range: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }).optional(),
});

export const feedbackSchema = z.object({
  id,
  author_name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  created_at: z.string(),
  /** The author bought the product; a provider that does not say claims nothing. */
  verified_purchase: z.boolean().catch(false),
});

/** One euro in reais or rupees, the provider's exact decimal; other currencies are left out by the reader. */
export const exchangeRateSchema = z.object({
  currency: z.string().max(8),
  rate: z.string().regex(/^\d{1,7}(\.\d{1,6})?$/),
});
export const exchangeRatesResponse = z.object({ rates: z.array(exchangeRateSchema).max(50) });

export const categoriesResponse = z.object({ categories: z.array(categorySchema) });
export const countriesResponse = z.object({ countries: z.array(countrySchema) });
export const currenciesResponse = z.object({ currencies: z.array(currencySchema) });
export const productListResponse = z.object({ result: productPageSchema });
export const categoryPageResponse = z.object({ category: categorySchema, result: productPageSchema });
export const productResponse = z.object({ product: productDetailSchema });
export const similarProductsResponse = z.object({ products: z.array(productCardSchema) });
export const feedbacksResponse = z.object({
  result: z.object({
    feedbacks: z.array(feedbackSchema),
    total: z.number().int().nonnegative(),
    offset: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
    average_rating: z.number().nullable(),
  }),
});
/** A hint's product: the one it shows (for a name, the best match of that name), its cover and price in cents. */
const hintProduct = productCardSchema.pick({ id: true, name: true, cover_path: true, price: true });
export const searchHintsResponse = z.object({
  hintsByName: z.array(hintProduct),
  hintsByArt: z.array(hintProduct.extend({ article: z.string() })),
});

/** The same hints as the storefront names them (SearchHints), for what it keeps of them. */
export const searchHints = z.object({ byName: searchHintsResponse.shape.hintsByName, byArticle: searchHintsResponse.shape.hintsByArt });

/** The provider's error body: {message, errors: {field: [text]}}; both parts optional. */
/**
 * A refusal's machine-readable reason (`email_unverified`, `not_a_buyer`, `already_used`, …): one
 * short snake_case word, which the BFF passes on so the screens can act on it.
 */
export const refusalReason = z.string().regex(/^[a-z][a-z_]{0,39}$/);

export const providerErrorBody = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  reason: refusalReason.optional().catch(undefined),
});

export type ProviderCategory = z.infer<typeof categorySchema>;
export type ProviderCountry = z.infer<typeof countrySchema>;
export type ProviderCurrency = z.infer<typeof currencySchema>;
export type ProviderProductCard = z.infer<typeof productCardSchema>;
export type ProviderProductDetail = z.infer<typeof productDetailSchema>;
export type ProviderProductPage = z.infer<typeof productPageSchema>;
export type ProviderFeedback = z.infer<typeof feedbackSchema>;
export type ProviderSearchHints = z.infer<typeof searchHintsResponse>;

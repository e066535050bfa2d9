// The reference provider's answers (reference-provider/API.md) as strict zod schemas, and a small HTTP
// client, shared by the contract tests.
import { z } from 'zod';

export const Category = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  formatted_name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  svg_path: z.string().min(1),
});
export const Country = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1).nullable(),
  code: z.string().regex(/^[A-Z]{2}$/),
});
export const Currency = z.strictObject({ codeName: z.string().min(1), label: z.string().min(1) });
export const ProductCard = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  price: z.number().int().nonnegative(),
  old_price: z.number().int().positive().nullable(),
  discount: z.number().int().min(0).max(100).nullable(),
  cover_path: z.string().regex(/^\/media\/covers\/(pt-BR|en|ru|hi)\/[1-9][0-9]*\.svg$/),
  cover_text: z.string().nullable(),
  country_icon: z.string().regex(/^\/media\/flags\/[a-z]{2}\.svg$/),
  country: Country.nullable(),
  category: z.strictObject({ id: z.number().int().positive(), name: z.string(), formatted_name: z.string() }),
  is_new: z.boolean(),
  in_stock: z.number().int().nonnegative(),
});
/** A rating average has at most one decimal. */
const oneDecimal = z
  .number()
  .min(1)
  .max(5)
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'one decimal at most');
/** A product's reviews: their average (one decimal) and how many; null without reviews. */
export const Rating = z.strictObject({ average: oneDecimal, count: z.number().int().positive() });
/** A card of a listing, search results or similar products: with its product's rating. */
export const ListedCard = ProductCard.extend({ rating: Rating.nullable() });
export const ProductDetail = ListedCard.extend({
  article: z.string().min(1),
  product_code: z.string().min(1),
  description: z.string(),
  platform: z.string().min(1),
  is_gift_card: z.boolean(),
  nominal: z.strictObject({ value: z.number().nonnegative(), currency: z.string().min(1) }),
  region: z.strictObject({ code: z.string().regex(/^[A-Z]{2}$/), name: z.string().min(1) }).nullable(),
  purchases: z.number().int().nonnegative(),
  created_at: z.iso.datetime(),
  support_email: z.email(),
});
export const PriceRange = z
  .strictObject({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() })
  .refine((r) => r.min <= r.max, 'min <= max');
export const ProductPage = z.strictObject({
  products: z.array(ListedCard).max(20),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.literal(20),
  price_range: PriceRange,
});
export const ListAnswer = z.strictObject({ result: ProductPage });
export const CategoryAnswer = z.strictObject({ category: Category, result: ProductPage });
export const DetailAnswer = z.strictObject({ product: ProductDetail });
export const SimilarAnswer = z.strictObject({ products: z.array(ListedCard).max(8) });
export const ExchangeRate = z.strictObject({
  currency: z.enum(['BRL', 'INR']),
  rate: z.string().regex(/^[1-9][0-9]{0,6}(\.[0-9]{0,5}[1-9])?$|^0\.[0-9]{0,5}[1-9]$/),
  updated_at: z.iso.datetime(),
});
export const ExchangeRatesAnswer = z.strictObject({ rates: z.array(ExchangeRate) });
export const Feedback = z.strictObject({
  id: z.number().int().positive(),
  author_name: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  created_at: z.iso.datetime(),
  verified_purchase: z.boolean(),
});
export const FeedbackAnswer = z.strictObject({
  result: z.strictObject({
    feedbacks: z.array(Feedback).max(10),
    total: z.number().int().nonnegative(),
    offset: z.number().int().nonnegative(),
    limit: z.literal(10),
    average_rating: oneDecimal.nullable(),
  }),
});
const HintProduct = ProductCard.pick({ id: true, name: true, cover_path: true, price: true }).shape;
export const HintsAnswer = z.strictObject({
  hintsByName: z.array(z.strictObject(HintProduct)).max(6),
  hintsByArt: z.array(z.strictObject({ ...HintProduct, article: z.string().min(1) })).max(6),
});
export const ErrorAnswer = z.strictObject({ message: z.string().min(1) });
export const ValidationAnswer = z.strictObject({
  message: z.string().min(1),
  errors: z.record(z.string(), z.array(z.string().min(1)).min(1)),
});

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** GET requests against one provider, as the storefront sends them. */
export function apiClient(baseUrl: () => string) {
  async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await fetch(baseUrl() + path, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...headers },
    });
    const text = await res.text();
    let json: unknown = undefined;
    if ((res.headers.get('content-type') ?? '').startsWith('application/json')) json = JSON.parse(text);
    return { status: res.status, headers: res.headers, text, json };
  }

  /** Expects 200 and parses the body with `schema`. */
  async function getJson<T>(path: string, schema: z.ZodType<T>, headers: Record<string, string> = {}): Promise<T> {
    const res = await get(path, headers);
    expect({ path, status: res.status, body: res.status === 200 ? null : res.text }).toEqual({ path, status: 200, body: null });
    return schema.parse(res.json);
  }

  /** Expects 422 naming exactly `fields` in `errors`. */
  async function expect422(path: string, fields: string[]): Promise<z.infer<typeof ValidationAnswer>> {
    const res = await get(path);
    expect({ path, status: res.status }).toEqual({ path, status: 422 });
    const body = ValidationAnswer.parse(res.json);
    expect({ path, fields: Object.keys(body.errors).sort() }).toEqual({ path, fields: [...fields].sort() });
    return body;
  }

  return { get, getJson, expect422 };
}

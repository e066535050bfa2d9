// The basket answers' shapes (docs/basket-contract.md "Shapes"), declared once: the provider's
// answers are parsed with them (lib/provider/basket-schemas.ts) and lib/types/basket.ts infers its
// types from them. The browser reads the BFF's basket by hand (lib/basket/parse.ts: the basket
// loads with every page, so no zod there, issue 16), typed by these. The BFF only moves the image
// paths under /media, which the one media rule accepts (./media.ts). Money is integer euro cents.
import { z } from 'zod';
import { categoryRefSchema } from './catalogue';
import { mediaPath } from './media';

const cents = z.number().int().nonnegative();

/** A product as a basket line holds it (SPEC.md §3 "Basket product"). */
export const basketProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  price: cents,
  /** Null when the product is not discounted. */
  old_price: cents.nullable(),
  category: categoryRefSchema,
  cover_path: mediaPath,
  /** Text drawn over the cover; null when there is none. */
  cover_text: z.string().nullable(),
  country_icon: mediaPath,
  /** The flag of the nominal's currency country, when the provider names one. */
  currency_nominal_country: z.object({ country_icon: mediaPath }).nullable(),
  /** Codes in stock; 0: sold out (no buy button). */
  in_stock: z.number().int().nonnegative(),
  // The line's quantity. A line the provider has not yet cut to a stock that just ran out may read
  // 0: shown, not a 502 (the browser's reader drops it).
  pivot: z.object({ quantity: z.number().int().nonnegative() }),
});

/** An applied promo code, computed by the provider on the stored basket. */
export const promoSchema = z.object({
  code: z.string().min(1).max(64),
  /** Percent, 1..100. */
  discount: z.number().int().min(1).max(100),
  /** The basket's total before the discount. */
  price: cents,
  /** `price - round(price * discount / 100)`. */
  priceWithDiscount: cents,
});

/** The signed-in shopper's basket: lines in the order they were first added. */
export const basketSchema = z.object({
  products: z.array(basketProductSchema),
  /** The sum of the quantities. */
  count: z.number().int().nonnegative(),
  /** Before any promo. */
  total: cents,
  // The contract says `Promo | null`; an absent promo reads as none.
  promo: promoSchema.nullish().transform((promo) => promo ?? null),
});

// zod schemas of the provider's basket and promo answers (docs/basket-contract.md, "Shapes" and
// "Provider API"). Every answer is parsed here before the BFF reads it: a provider that drifts from
// the contract shows up as one clear 502, never as a half-read basket on screen.
import { z } from 'zod';
import { categorySchema, mediaPath } from './schemas';

const id = z.number().int().positive();
const cents = z.number().int().nonnegative();

export const basketProductSchema = z.object({
  id,
  name: z.string().min(1),
  price: cents,
  old_price: cents.nullable(),
  category: categorySchema.pick({ id: true, name: true, formatted_name: true }),
  cover_path: mediaPath,
  cover_text: z.string().nullable(),
  country_icon: mediaPath,
  currency_nominal_country: z.object({ country_icon: mediaPath }).nullable(),
  in_stock: z.number().int().nonnegative(),
  // A line the provider has not yet cut to a stock that just ran out may read 0: shown, not a 502.
  pivot: z.object({ quantity: z.number().int().nonnegative() }),
});

export const promoSchema = z.object({
  code: z.string().min(1).max(64),
  discount: z.number().int().min(1).max(100),
  price: cents,
  priceWithDiscount: cents,
});

export const basketSchema = z.object({
  products: z.array(basketProductSchema),
  count: z.number().int().nonnegative(),
  total: cents,
  // The contract says `Promo | null`; an absent promo reads as none.
  promo: promoSchema.nullish(),
});

export const basketProductResponse = z.object({ product: basketProductSchema });
export const promoResponse = z.object({ data: promoSchema });

export type ProviderBasketProduct = z.infer<typeof basketProductSchema>;
export type ProviderPromo = z.infer<typeof promoSchema>;
export type ProviderBasket = z.infer<typeof basketSchema>;

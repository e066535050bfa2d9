// The basket answers' shapes (docs/basket-contract.md "Shapes"), declared once (./shape.ts): the
// provider's answers are parsed with them (lib/provider/basket-schemas.ts, through
// ./zod-of-shape.ts) and lib/types/basket.ts infers its types from them. The browser reads the BFF's
// basket and the stored guest basket with lib/basket/parse.ts, which repairs what it can rather than
// refusing the whole basket, built on these. The BFF only moves the image paths under /media, which
// the one media rule accepts. Money is integer euro cents.
import { categoryRefShape } from './catalogue';
import { list, mediaPath, nullable, object, orNone, text, whole } from './shape';

const cents = whole(0);

/** A product as a basket line holds it (docs/product/entities.md). */
export const basketProductShape = object({
  id: whole(1),
  name: text(Infinity, 1),
  price: cents,
  /** Null when the product is not discounted. */
  old_price: nullable(cents),
  category: categoryRefShape,
  cover_path: mediaPath,
  /** Text drawn over the cover; null when there is none. */
  cover_text: nullable(text()),
  country_icon: mediaPath,
  /** The flag of the nominal's currency country, when the provider names one. */
  currency_nominal_country: nullable(object({ country_icon: mediaPath })),
  /** Codes in stock; 0: sold out (no buy button). */
  in_stock: whole(0),
  // The line's quantity. A line the provider has not yet cut to a stock that just ran out may read
  // 0: shown, not a 502 (the browser's reader drops it).
  pivot: object({ quantity: whole(0) }),
});

/** An applied promo code, computed by the provider on the stored basket. */
export const promoShape = object({
  code: text(64, 1),
  /** Percent, 1..100. */
  discount: whole(1, 100),
  /** The basket's total before the discount. */
  price: cents,
  /** `price - round(price * discount / 100)`. */
  priceWithDiscount: cents,
});

/** The signed-in shopper's basket: lines in the order they were first added. */
export const basketShape = object({
  products: list(basketProductShape),
  /** The sum of the quantities. */
  count: whole(0),
  /** Before any promo. */
  total: cents,
  // The contract says `Promo | null`; an absent promo reads as none.
  promo: orNone(promoShape),
});

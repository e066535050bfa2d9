// The wishlist answers' shapes (docs/wishlist-contract.md "Shapes"), declared once (./shape.ts): the
// provider's answers are parsed with them (lib/provider/wishlist.ts, through ./zod-of-shape.ts),
// lib/types/wishlist.ts infers its types from them, and the browser reads the BFF's answers with
// them (lib/wishlist/parse.ts). The BFF only moves the image paths under /media. Money is integer
// euro cents.
import { WISHLIST_LIMIT } from '@/lib/wishlist/limits';
import { categoryRefShape } from './catalogue';
import { bool, extend, list, mediaPath, nullable, object, text, whole } from './shape';

const cents = whole(0);

export { WISHLIST_LIMIT };

/** A wished product: what it is now, and its price and stock state when it was added. */
export const wishedProductShape = object({
  id: whole(1),
  name: text(Infinity, 1),
  /** Now. */
  price: cents,
  old_price: nullable(cents),
  category: categoryRefShape,
  cover_path: mediaPath,
  cover_text: nullable(text()),
  country_icon: mediaPath,
  /** Codes in stock now; 0: sold out. */
  in_stock: whole(0),
  added: object({
    price: cents,
    in_stock: bool,
    at: text(64, 1),
  }),
});

/** The signed-in shopper's wishlist, newest first. */
export const wishlistShape = object({
  products: list(wishedProductShape, WISHLIST_LIMIT),
  count: whole(0),
  limit: whole(1),
});

/** The answer to an add: the list, and the ids sent that name no product (left out). */
export const wishlistAddShape = extend(wishlistShape, {
  unknown: list(whole(1), WISHLIST_LIMIT),
});

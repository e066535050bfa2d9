// The wishlist answers' shapes (docs/wishlist-contract.md "Shapes"), declared once: the provider's
// answers are parsed with them (lib/provider/wishlist.ts) and lib/types/wishlist.ts infers its types
// from them. The BFF only moves the image paths under /media. Money is integer euro cents.
import { z } from 'zod';
import { categoryRefSchema } from './catalogue';
import { mediaPath } from './media';
import { WISHLIST_LIMIT } from '@/lib/wishlist/limits';

const cents = z.number().int().nonnegative();

export { WISHLIST_LIMIT };

/** A wished product: what it is now, and its price and stock state when it was added. */
export const wishedProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  /** Now. */
  price: cents,
  old_price: cents.nullable(),
  category: categoryRefSchema,
  cover_path: mediaPath,
  cover_text: z.string().nullable(),
  country_icon: mediaPath,
  /** Codes in stock now; 0: sold out. */
  in_stock: z.number().int().nonnegative(),
  added: z.object({
    price: cents,
    in_stock: z.boolean(),
    at: z.string().min(1).max(64),
  }),
});

/** The signed-in shopper's wishlist, newest first. */
export const wishlistSchema = z.object({
  products: z.array(wishedProductSchema).max(WISHLIST_LIMIT),
  count: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});

/** The answer to an add: the list, and the ids sent that name no product (left out). */
export const wishlistAddSchema = wishlistSchema.extend({
  unknown: z.array(z.number().int()).max(WISHLIST_LIMIT),
});

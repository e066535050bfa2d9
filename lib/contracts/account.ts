// The account answers' shapes (docs/accounts-contract.md "Provider API" and "BFF"), declared once:
// the provider's answers are parsed with them (lib/provider/account-schemas.ts), the types of
// lib/types/account.ts are inferred from them, and the browser's hand-written readers
// (lib/client/account.ts, zod-free for the first load) are typed by them. Browser-safe.
import { z } from 'zod';
import { mediaPath } from './media';

/** A signed-in shopper. `balance` is in euro cents. The token never travels with it. */
export const userSchema = z.object({
  id: z.number().int().positive(),
  email: z.string().min(1).max(256),
  name: z.string().max(256),
  verified: z.boolean(),
  balance: z.number().int(),
});

/**
 * A purchased product as the profile lists it: `product_code` is the delivered secret code, shown
 * only to its owner; `price` is in euro cents.
 */
export const purchaseSchema = z.object({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  name: z.string(),
  price: z.number().int().nonnegative(),
  purchased_at: z.string().min(1),
  article: z.string(),
  product_code: z.string(),
  cover_path: mediaPath,
});

export const purchasePageSchema = z.object({
  products: z.array(purchaseSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});

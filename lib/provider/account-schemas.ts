// zod schemas of the provider's account answers (docs/accounts-contract.md, "Provider API").
// The token is read here and nowhere else leaves lib/provider and lib/bff/session.ts.
import { z } from 'zod';

/** A bearer token: opaque and URL-safe; bounded so a broken provider cannot bloat the cookie. */
export const providerTokenSchema = z.string().regex(/^[A-Za-z0-9._~+/=-]{16,512}$/);

export const providerUserSchema = z.object({
  id: z.number().int().positive(),
  email: z.string().min(1).max(256),
  name: z.string().max(256),
  verified: z.boolean(),
  balance: z.number().int(),
});

export const authResponse = z.object({ token: providerTokenSchema, user: providerUserSchema });
export const userResponse = z.object({ user: providerUserSchema });
export const balanceResponse = z.object({ balance: z.number().int() });
export const okResponse = z.object({ ok: z.literal(true) });
export const okUserResponse = z.object({ ok: z.literal(true), user: providerUserSchema });
export const resetTokenResponse = z.object({ ok: z.literal(true), email: z.string().min(1).max(256) });

export const purchaseSchema = z.object({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  name: z.string(),
  price: z.number().int().nonnegative(),
  purchased_at: z.string().min(1),
  article: z.string(),
  product_code: z.string(),
  cover_path: z.string().min(1).max(2048).refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
    message: 'not a media path',
  }),
});

export const purchasesResponse = z.object({
  result: z.object({
    products: z.array(purchaseSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  }),
});

export type ProviderUser = z.infer<typeof providerUserSchema>;
export type ProviderPurchase = z.infer<typeof purchaseSchema>;

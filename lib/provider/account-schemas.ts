// zod schemas of the provider's account answers (docs/accounts-contract.md, "Provider API"): the
// shapes are the contract's (lib/contracts/account.ts); the token is read here and nowhere else
// leaves lib/provider and lib/bff/session.ts.
import { z } from 'zod';
import { purchasePageSchema, purchaseSchema, userSchema } from '@/lib/contracts/zod-of-shape';

/** A bearer token: opaque and URL-safe; bounded so a broken provider cannot bloat the cookie. */
export const providerTokenSchema = z.string().regex(/^[A-Za-z0-9._~+/=-]{16,512}$/);

/** The name lib/bff/session.ts reads the session's user with. */
export { userSchema as providerUserSchema };

export const authResponse = z.object({ token: providerTokenSchema, user: userSchema });
export const userResponse = z.object({ user: userSchema });
export const balanceResponse = z.object({ balance: z.number().int() });
export const okResponse = z.object({ ok: z.literal(true) });
export const okUserResponse = z.object({ ok: z.literal(true), user: userSchema });
export const resetTokenResponse = z.object({ ok: z.literal(true), email: z.string().min(1).max(256) });
export const purchasesResponse = z.object({ result: purchasePageSchema });

export type ProviderUser = z.infer<typeof userSchema>;
export type ProviderPurchase = z.infer<typeof purchaseSchema>;

// What the browser sees of an account (docs/accounts-contract.md, "BFF"): never the token. The
// shapes are declared once, as the schemas of lib/contracts/account.ts; these are their types.
import type { z } from 'zod';
import type { purchasePageSchema, purchaseSchema, userSchema } from '@/lib/contracts/account';

/** The reason of the 403 that refuses to create or pay an order before the e-mail is confirmed. */
export const EMAIL_UNVERIFIED = 'email_unverified';

/** A signed-in shopper. `balance` is in euro cents. */
export type User = z.output<typeof userSchema>;

/** A purchased product; `cover_path` is already a storefront URL (/media/...) in the BFF's answers. */
export type Purchase = z.output<typeof purchaseSchema>;

export type PurchasePage = z.output<typeof purchasePageSchema>;

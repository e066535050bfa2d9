// What the browser sees of an account (docs/accounts-contract.md, "BFF"): never the token. The
// shapes are declared once, in lib/contracts/account.ts; these are their types.
import type { purchasePageShape, purchaseShape, userShape } from '@/lib/contracts/account';
import type { Infer } from '@/lib/contracts/shape';

/** The reason of the 403 that refuses to create or pay an order before the e-mail is confirmed. */
export const EMAIL_UNVERIFIED = 'email_unverified';

/** A signed-in shopper. `balance` is in euro cents. */
export type User = Infer<typeof userShape>;

/** A purchased product; `cover_path` is already a storefront URL (/media/...) in the BFF's answers. */
export type Purchase = Infer<typeof purchaseShape>;

export type PurchasePage = Infer<typeof purchasePageShape>;

// The account answers' shapes (docs/accounts-contract.md "Provider API" and "BFF"), declared once
// (./shape.ts): the provider's answers are parsed with them (lib/provider/account-schemas.ts, through
// ./account-schemas.ts), the types of lib/types/account.ts are inferred from them, and the browser
// reads the BFF's answers with them (lib/client/account.ts, zod-free for the first load).
import { bool, extend, list, mediaPath, object, ok, text, whole } from './shape';

/** A signed-in shopper. `balance` is in euro cents. The token never travels with it. */
export const userShape = object({
  id: whole(1),
  email: text(256, 1),
  name: text(256),
  verified: bool,
  balance: whole(-Infinity),
});

/**
 * A purchased product as the profile lists it: `product_code` is the delivered secret code, shown
 * only to its owner; `price` is in euro cents.
 */
export const purchaseShape = object({
  id: whole(1),
  product_id: whole(1),
  name: text(),
  price: whole(0),
  purchased_at: text(Infinity, 1),
  article: text(),
  product_code: text(),
  cover_path: mediaPath,
});

export const purchasePageShape = object({
  products: list(purchaseShape),
  total: whole(0),
  page: whole(1),
  limit: whole(1),
});

/** The BFF's answers of the account routes that carry a user (login, register, name change). */
export const signedInShape = object({ user: userShape });
/** The answers that say it was done and carry the user (e-mail verified, change confirmed). */
export const okUserShape = extend(ok, { user: userShape });
/** GET /api/user/balance: euro cents. */
export const balanceShape = object({ balance: whole(-Infinity) });
/** GET /api/password-reset/{token}: the address the reset is for. */
export const resetEmailShape = extend(ok, { email: text(256, 1) });
/** GET /api/profile/products/purchased/search. */
export const purchasesShape = object({ result: purchasePageShape });

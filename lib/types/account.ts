// What the browser sees of an account (docs/accounts-contract.md, "BFF"): never the token.

/** The reason of the 403 that refuses to create or pay an order before the e-mail is confirmed. */
export const EMAIL_UNVERIFIED = 'email_unverified';

/** A signed-in shopper. `balance` is in euro cents. */
export interface User {
  id: number;
  email: string;
  name: string;
  verified: boolean;
  balance: number;
}

/**
 * A purchased product as the profile lists it. Field names follow the contract (the provider's),
 * with `cover_path` already a storefront URL (/media/...). `product_code` is the delivered secret
 * code, shown only to its owner. `price` is in euro cents.
 */
export interface Purchase {
  id: number;
  product_id: number;
  name: string;
  price: number;
  purchased_at: string;
  article: string;
  product_code: string;
  cover_path: string;
}

export interface PurchasePage {
  products: Purchase[];
  total: number;
  page: number;
  limit: number;
}

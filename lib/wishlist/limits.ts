// The wishlist's bound, in a module of its own so that the browser's code reads it without the
// contract's schemas (zod stays out of the catalogue pages' first load); lib/contracts/wishlist.ts
// re-exports it.

/** The most products one wishlist holds, a guest's in this browser as an account's at the provider. */
export const WISHLIST_LIMIT = 200;

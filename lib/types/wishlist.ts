// The wishlist as the browser sees it (docs/wishlist-contract.md): types inferred from the
// contract's schemas (lib/contracts/wishlist.ts); images are the storefront's /media URLs. Types
// only: safe in the browser.
import type { z } from 'zod';
import type { wishedProductSchema, wishlistAddSchema, wishlistSchema } from '@/lib/contracts/wishlist';

export type WishedProduct = z.output<typeof wishedProductSchema>;
export type Wishlist = z.output<typeof wishlistSchema>;
export type WishlistAdd = z.output<typeof wishlistAddSchema>;

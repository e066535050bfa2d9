// The browser's calls to the BFF's wishlist routes (docs/wishlist-contract.md "BFF"), through the one
// request function (./request.ts); answers read by hand (lib/wishlist/parse.ts).
import type { Wishlist, WishlistAdd } from '@/lib/types/wishlist';
import { parseWishlist, parseWishlistAdd } from '@/lib/wishlist/parse';
import { bffRequest } from './request';

export const wishlistApi = {
  list: (locale: string) => bffRequest<Wishlist>('GET', '/api/wishlist', locale, { read: parseWishlist }),
  add: (locale: string, productIds: readonly number[]) =>
    bffRequest<WishlistAdd>('POST', '/api/wishlist', locale, { body: { product_ids: productIds }, read: parseWishlistAdd }),
  remove: (locale: string, productId: number) =>
    bffRequest<Wishlist>('DELETE', `/api/wishlist/${encodeURIComponent(String(productId))}`, locale, { read: parseWishlist }),
};

export type WishlistApi = typeof wishlistApi;

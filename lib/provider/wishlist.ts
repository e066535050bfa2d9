// Wishlist calls of the provider (docs/wishlist-contract.md, "Provider API"): one function per call,
// each with the session's bearer token. Answers are parsed with the contract's schemas and their
// images moved under the storefront's /media. Non-GET calls are never retried.
import 'server-only';
import { wishlistAddSchema, wishlistSchema } from '@/lib/contracts/zod-of-shape';
import type { WishedProduct, Wishlist, WishlistAdd } from '@/lib/types/wishlist';
import { type ProviderResult, mapResult } from './errors';
import { type ProviderCall, providerFetch } from './fetcher';
import { toProductCardFields } from './mappers';

function toWishedProduct(product: WishedProduct): WishedProduct {
  return { ...toProductCardFields(product), added: { price: product.added.price, in_stock: product.added.in_stock, at: product.added.at } };
}

const toWishlist = (list: Wishlist): Wishlist => ({ products: list.products.map(toWishedProduct), count: list.count, limit: list.limit });

/** GET /api/wishlist (bearer). */
export async function getWishlist(call: ProviderCall): Promise<ProviderResult<Wishlist>> {
  return mapResult(await providerFetch({ ...call, path: '/wishlist', schema: wishlistSchema }), toWishlist);
}

/** POST /api/wishlist {product_ids} (bearer): adds those not yet wished; unknown ids come back. */
export async function addToWishlist(call: ProviderCall, productIds: readonly number[]): Promise<ProviderResult<WishlistAdd>> {
  const result = await providerFetch({ ...call, path: '/wishlist', method: 'POST', body: { product_ids: productIds }, schema: wishlistAddSchema });
  return mapResult(result, (answer) => ({ ...toWishlist(answer), unknown: answer.unknown }));
}

/** DELETE /api/wishlist/{id} (bearer): the product taken out; answers the list. */
export async function removeFromWishlist(call: ProviderCall, productId: number): Promise<ProviderResult<Wishlist>> {
  return mapResult(await providerFetch({ ...call, path: `/wishlist/${productId}`, method: 'DELETE', schema: wishlistSchema }), toWishlist);
}

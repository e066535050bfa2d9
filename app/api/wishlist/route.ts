// GET /api/wishlist → 200 Wishlist; POST /api/wishlist {product_ids: number[]} (1–200) → 200 the list
// with `unknown` (ids that name no product, left out). A full list (200) is the provider's 422 with
// `reason: "wishlist_full"`. Signed-in shoppers only: a guest's wishlist stays in the browser
// (docs/wishlist-contract.md, "BFF"). Images come back under the storefront's /media.
import { z } from 'zod';
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { PRODUCT_ID_MAX } from '@/lib/catalogue/product-id';
import { WISHLIST_LIMIT } from '@/lib/contracts/wishlist';
import { addToWishlist, getWishlist } from '@/lib/provider/wishlist';

/** Errors are keyed `product_ids.<index>` (or `product_ids` for the list itself), like the provider's. */
const addSchema = z.object({
  product_ids: z.array(z.number().int().positive().max(PRODUCT_ID_MAX)).min(1).max(WISHLIST_LIMIT),
});

export const GET = providerRoute({
  capability: 'wishlist',
  auth: 'required',
  async handle({ call }) {
    const result = await getWishlist(call);
    return result.ok ? reply(result.data) : result;
  },
});

export const POST = providerRoute({
  capability: 'wishlist',
  auth: 'required',
  body: addSchema,
  async handle({ call, body }) {
    const result = await addToWishlist(call, [...new Set(body.product_ids)]);
    return result.ok ? reply(result.data) : result;
  },
});

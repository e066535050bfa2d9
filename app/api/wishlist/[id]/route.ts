// DELETE /api/wishlist/{id} → 200 Wishlist without that product (already out is fine). Signed-in
// shoppers only; a malformed id is 404 (docs/wishlist-contract.md, "BFF").
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { parseProductId } from '@/lib/catalogue/product-id';
import { removeFromWishlist } from '@/lib/provider/wishlist';

export const DELETE = providerRoute<undefined, undefined, { id: string }>({
  capability: 'wishlist',
  auth: 'required',
  params: ({ id }) => parseProductId(id) !== null,
  async handle({ call, params }) {
    const result = await removeFromWishlist(call, Number(params.id));
    return result.ok ? reply(result.data) : result;
  },
});

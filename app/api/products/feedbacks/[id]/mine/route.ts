// GET /api/products/feedbacks/{id}/mine → {review: Review | null, canReview: boolean}: the signed-in
// shopper's own review of the product, so the product page's form starts filled (the page itself is
// static and reads no cookie), and whether they may write one (only buyers may; the others are told
// why instead of getting the form). 401 for a guest; 404 for a malformed or unknown product; never cached.
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { parseProductId } from '@/lib/catalogue/product-id';
import { getOwnReview } from '@/lib/provider/reviews';

export const GET = providerRoute<undefined, undefined, { id: string }>({
  capability: 'own-review',
  auth: 'required',
  params: ({ id }) => parseProductId(id) !== null,
  async handle({ call, params }) {
    const result = await getOwnReview(call, Number(params.id));
    return result.ok ? reply(result.data) : result;
  },
});

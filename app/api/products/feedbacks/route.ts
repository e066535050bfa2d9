// POST /api/products/feedbacks {product_id, rating, text} → 201 {review, created: true} for a new
// review, 200 {review, created: false} when it edited the shopper's own (one per account and
// product; reference-provider/API.md "Product reviews"). Signed-in shoppers only (401), same
// origin (403); the rules of lib/reviews/validation.ts (422 by field in the shopper's language,
// also the provider's); 10 posts per account per hour (429 with Retry-After).
// A saved review expires the product's cached data (its rating, count and first page of reviews),
// so the next visit of the ISR product page is built with it.
import { revalidateTag } from 'next/cache';
import { type RouteReply, providerRoute, reply } from '@/lib/bff/provider-route';
import { RATE_RULES, userKey } from '@/lib/bff/rate-limit';
import { CACHE_TAGS } from '@/lib/cache/lifetimes-and-tags';
import { saveReview } from '@/lib/provider/reviews';
import { reviewSchema } from '@/lib/reviews/validation';

/** Only a post the provider answered counts: an outage or timeout gives the point back. */
const providerAnswered = (outcome: RouteReply) => outcome.ok || (outcome.error.kind === 'http' && (outcome.error.status ?? 500) < 500);

export const POST = providerRoute({
  auth: 'required',
  body: reviewSchema,
  rateLimits: ({ session }) => [[RATE_RULES.reviewPostPerAccount, userKey(session.user?.id)]],
  rateLimitCounts: providerAnswered,
  async handle({ call, body }) {
    const result = await saveReview(call, body);
    if (!result.ok) return result;
    revalidateTag(CACHE_TAGS.product(body.product_id), { expire: 0 });
    return reply({ review: result.data.review, created: result.data.created }, result.data.created ? 201 : 200);
  },
});

// Review calls of the provider (reference-provider/API.md "Product reviews"): the shopper's own
// review of a product (and whether they may write one: buyers only), and writing (or editing) it.
// Bearer token; nothing cached; never retried.
import 'server-only';
import { z } from 'zod';
import type { OwnReview, Review } from '@/lib/types/catalogue';
import { type ProviderResult, mapResult } from './errors';
import { type ProviderCall, providerFetch } from './fetcher';
import { toReview } from './mappers';
import { feedbackSchema } from './schemas';

const savedResponse = z.object({ feedback: feedbackSchema });
// A provider that does not say whether the shopper may review leaves it to the POST's answer.
const mineResponse = z.object({ feedback: feedbackSchema.nullable(), can_review: z.boolean().catch(true) });

/** GET /api/products/feedbacks/{id}/mine (bearer): the review (null when there is none) and whether one may be written. */
export async function getOwnReview(call: ProviderCall, productId: number): Promise<ProviderResult<OwnReview>> {
  const result = await providerFetch({ ...call, path: `/products/feedbacks/${productId}/mine`, schema: mineResponse });
  return mapResult(result, ({ feedback, can_review: canReview }) => ({ review: feedback ? toReview(feedback) : null, canReview }));
}

/** POST /api/products/feedbacks (bearer): 201 created, 200 edited (kept in `status`). */
export async function saveReview(
  call: ProviderCall,
  body: { product_id: number; rating: number; text: string },
): Promise<ProviderResult<{ review: Review; created: boolean }>> {
  const result = await providerFetch({ ...call, path: '/products/feedbacks', method: 'POST', body, schema: savedResponse });
  return result.ok ? { ok: true, data: { review: toReview(result.data.feedback), created: result.status === 201 } } : result;
}

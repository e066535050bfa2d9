// Review calls of the provider (reference-provider/API.md "Product reviews"): the shopper's own
// review of a product and writing (or editing) it. Bearer token; nothing cached; never retried.
import 'server-only';
import { z } from 'zod';
import type { Review } from '@/lib/types/catalogue';
import type { AccountCall } from './account';
import type { ProviderResult } from './errors';
import { providerFetch } from './fetcher';
import { toReview } from './mappers';
import { feedbackSchema } from './schemas';

const savedResponse = z.object({ feedback: feedbackSchema });
const mineResponse = z.object({ feedback: feedbackSchema.nullable() });

/** GET /api/products/feedbacks/{id}/mine (bearer): null when the shopper has not written one. */
export async function getOwnReview(call: AccountCall, productId: number): Promise<ProviderResult<Review | null>> {
  const result = await providerFetch({ ...call, path: `/products/feedbacks/${productId}/mine`, schema: mineResponse });
  return result.ok ? { ok: true, data: result.data.feedback ? toReview(result.data.feedback) : null } : result;
}

/** POST /api/products/feedbacks (bearer): 201 created, 200 edited (kept in `status`). */
export async function saveReview(
  call: AccountCall,
  body: { product_id: number; rating: number; text: string },
): Promise<ProviderResult<{ review: Review; created: boolean }>> {
  const result = await providerFetch({ ...call, path: '/products/feedbacks', method: 'POST', body, schema: savedResponse });
  return result.ok ? { ok: true, data: { review: toReview(result.data.feedback), created: result.status === 201 } } : result;
}

// GET /api/basket → 200 Basket; PATCH /api/basket {products: QueueEntry[]} → 200 Basket, the queued
// changes applied in order by the provider (docs/basket-contract.md, "BFF"). Signed-in shoppers
// only: a guest's basket stays in the browser. Images come back under the storefront's /media.
import { z } from 'zod';
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { CHANGE_KEY_PATTERN, MAX_ITEM_QUANTITY } from '@/lib/basket/queue';
import { PRODUCT_ID_MAX } from '@/lib/catalogue/product-id';
import { getBasket, updateBasket } from '@/lib/provider/basket';
import { MAX_QUEUE_ENTRIES_PER_PATCH } from '@/lib/types/basket';

/** One queued change; unknown keys are dropped, an unknown product id is for the provider to say. */
const queueEntrySchema = z.object({
  id: z.number().int().positive().max(PRODUCT_ID_MAX),
  type: z.enum(['increase', 'decrease']),
  count: z.number().int().min(1).max(MAX_ITEM_QUANTITY),
  /** Made when the change was queued and sent again on every retry: the provider applies it once. */
  key: z.string().regex(CHANGE_KEY_PATTERN),
});

/** Errors are keyed `products.<index>.<field>` (or `products` for the list itself), like the provider's. */
const basketPatchSchema = z.object({
  products: z.array(queueEntrySchema).max(MAX_QUEUE_ENTRIES_PER_PATCH),
});

export const GET = providerRoute({
  auth: 'required',
  async handle({ call }) {
    const result = await getBasket(call);
    return result.ok ? reply(result.data) : result;
  },
});

export const PATCH = providerRoute({
  auth: 'required',
  body: basketPatchSchema,
  async handle({ call, body }) {
    const result = await updateBasket(call, body.products);
    return result.ok ? reply(result.data) : result;
  },
});

// POST /api/orders/create {type, replenishmentValue?} + Idempotency-Key → 201 Created (200 for a
// repeated key, as the provider says it) (docs/payments-contract.md, "BFF"). A purchase or spending
// order is made by the provider from the stored basket; a top-up (`balance`) needs its amount.
// Signed-in shoppers only; 30 orders per account in 10 minutes.
import { providerRoute } from '@/lib/bff/provider-route';
import { createOrderSchema } from '@/lib/bff/payment/requests';
import { idempotencyKeyOf, paymentReply } from '@/lib/bff/payment/responses';
import { RATE_RULES, userKey } from '@/lib/bff/rate-limit';
import { createOrder } from '@/lib/provider/payment';

export const POST = providerRoute({
  auth: 'required',
  body: createOrderSchema,
  rateLimits: ({ session }) => [[RATE_RULES.orderCreatePerAccount, userKey(session.user?.id)]],
  async handle({ request, locale, call, body }) {
    const key = idempotencyKeyOf(request, locale);
    if (!key.ok) return key.reply;
    return paymentReply(await createOrder(call, body, key.key), locale, 201);
  },
});

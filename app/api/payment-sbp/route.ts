// POST /api/payment-sbp {type: "purchase" | "balance", value?} + Idempotency-Key → 201 {order_id,
// total_price, order, sbp: {payload, image: null}} (docs/payments-contract.md, "BFF"): SPEC.md's
// fast-payment QR on the Pix flow. A top-up's `value` is its amount (100 € to 1 000 000 €).
import { providerRoute } from '@/lib/bff/provider-route';
import { sbpOrderSchema } from '@/lib/bff/payment/requests';
import { idempotencyKeyOf, paymentReply } from '@/lib/bff/payment/responses';
import { RATE_RULES, userKey } from '@/lib/bff/rate-limit';
import { createSbpOrder } from '@/lib/provider/payment';

export const POST = providerRoute({
  auth: 'required',
  body: sbpOrderSchema,
  rateLimits: ({ session }) => [[RATE_RULES.orderCreatePerAccount, userKey(session.user?.id)]],
  async handle({ request, locale, call, body }) {
    const key = idempotencyKeyOf(request, locale);
    if (!key.ok) return key.reply;
    return paymentReply(await createSbpOrder(call, body, key.key), locale, 201);
  },
});

// POST /api/orders/create-qr {firstName, lastName, cpf} + Idempotency-Key → 201 {order_id,
// total_price, order, qr: {payload, image: null}} (docs/payments-contract.md, "BFF"): a Pix order
// from the stored basket. The CPF goes to the provider as `personalId` (its 11 digits) and is never
// stored or logged; the page draws the QR from `qr.payload`.
import { accountRoute } from '@/lib/bff/account-route';
import { idempotencyKeyOf, paymentReply } from '@/lib/bff/payment-responses';
import { RATE_RULES, userKey } from '@/lib/bff/rate-limit';
import { pixFormSchema } from '@/lib/payment/cpf';
import { createPixOrder } from '@/lib/provider/payment';

export const POST = accountRoute({
  auth: 'required',
  body: pixFormSchema,
  rateLimits: ({ session }) => [[RATE_RULES.orderCreatePerAccount, userKey(session.user?.id)]],
  async handle({ request, locale, call, body }) {
    const key = idempotencyKeyOf(request, locale);
    if (!key.ok) return key.reply;
    const payer = { personalId: body.cpf, firstName: body.firstName, lastName: body.lastName };
    return paymentReply(await createPixOrder(call, payer, key.key), locale, 201);
  },
});

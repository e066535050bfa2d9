// POST /api/payment/spending-balance-handle {orderId} → 200 {status: "OK", order_id, balance}
// (docs/payments-contract.md, "BFF"): a spending order paid from the balance. Not enough on the
// balance: the provider's 422 with `reason: "insufficient_balance"`, `order_id`, `balance` and
// `total` kept (the screen opens the insufficient-funds modal). Counts with the card payments.
import { z } from 'zod';
import { providerRoute } from '@/lib/bff/provider-route';
import { orderIdField } from '@/lib/bff/payment/requests';
import { paymentReply } from '@/lib/bff/payment/responses';
import { RATE_RULES, userKey } from '@/lib/bff/rate-limit';
import { spendBalance } from '@/lib/provider/payment';

export const POST = providerRoute({
  auth: 'required',
  body: z.object({ orderId: orderIdField }),
  rateLimits: ({ session }) => [[RATE_RULES.paymentPerAccount, userKey(session.user?.id)]],
  async handle({ locale, call, body }) {
    return paymentReply(await spendBalance(call, body.orderId), locale);
  },
});

// POST /api/orders/{id}/cancel {} → 200 {order: OrderEntry} (docs/payments-contract.md "Order
// history"): the shopper cancels an unpaid order of theirs, for good. A paid order 409, another
// account's or an unknown one 404, a malformed id 404 without a provider call.
import { z } from 'zod';
import { providerRoute } from '@/lib/bff/provider-route';
import { isOrderIdParam } from '@/lib/bff/payment/requests';
import { paymentReply } from '@/lib/bff/payment/responses';
import { RATE_RULES, userKey } from '@/lib/bff/rate-limit';
import { cancelOrder } from '@/lib/orders/provider';

export const POST = providerRoute<Record<string, never>, undefined, { id: string }>({
  auth: 'required',
  params: (params) => isOrderIdParam(params, 'id'),
  body: z.object({}).transform(() => ({})),
  rateLimits: ({ session }) => [[RATE_RULES.paymentPerAccount, userKey(session.user?.id)]],
  async handle({ locale, call, params }) {
    return paymentReply(await cancelOrder(call, params.id), locale);
  },
});

// POST /api/orders/{id}/pay-again {} → 200 {order, requoted, previous_charge, qr? | upi?}
// (docs/payments-contract.md "Order history"): an unpaid Pix or UPI order made payable again — the
// same charge while its quote holds, the euro total at the current rate once it expired (`requoted`
// when the amount changed). The code is read before it is passed on (lib/orders/provider.ts). Paid
// or cancelled 409, a card order 422 on `orderId`, an unconfirmed e-mail 403, unknown 404.
import { z } from 'zod';
import { providerRoute } from '@/lib/bff/provider-route';
import { isOrderIdParam } from '@/lib/bff/payment/requests';
import { paymentReply } from '@/lib/bff/payment/responses';
import { RATE_RULES, userKey } from '@/lib/bff/rate-limit';
import { requoteOrder } from '@/lib/orders/provider';

export const POST = providerRoute<Record<string, never>, undefined, { id: string }>({
  auth: 'required',
  params: (params) => isOrderIdParam(params, 'id'),
  body: z.object({}).transform(() => ({})),
  rateLimits: ({ session }) => [[RATE_RULES.paymentPerAccount, userKey(session.user?.id)]],
  async handle({ locale, call, params }) {
    return paymentReply(await requoteOrder(call, params.id), locale);
  },
});

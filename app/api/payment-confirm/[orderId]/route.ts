// GET /api/payment-confirm/{orderId} → 200 {order_id, products: Purchase[]} for a paid purchase or
// spending order, 200 {ok: true, order_id, balance} for a paid top-up; not paid yet 409 {message,
// status, reason} (docs/payments-contract.md, "BFF"). Images under the storefront's /media.
import { providerRoute } from '@/lib/bff/provider-route';
import { isOrderIdParam } from '@/lib/bff/payment/requests';
import { paymentReply } from '@/lib/bff/payment/responses';
import { paymentConfirmation } from '@/lib/provider/payment';

export const GET = providerRoute<undefined, undefined, { orderId: string }>({
  auth: 'required',
  params: (params) => isOrderIdParam(params, 'orderId'),
  async handle({ locale, call, params }) {
    return paymentReply(await paymentConfirmation(call, params.orderId), locale);
  },
});

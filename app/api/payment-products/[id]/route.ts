// GET /api/payment-products/{id} → 200 {order: Order} (docs/payments-contract.md, "BFF"): the
// checkout's order details, and the codes once paid. Item images under the storefront's /media.
import { providerRoute } from '@/lib/bff/provider-route';
import { isOrderIdParam } from '@/lib/bff/payment/requests';
import { paymentReply } from '@/lib/bff/payment/responses';
import { orderDetails } from '@/lib/provider/payment';

export const GET = providerRoute<undefined, undefined, { id: string }>({
  auth: 'required',
  params: (params) => isOrderIdParam(params, 'id'),
  async handle({ locale, call, params }) {
    return paymentReply(await orderDetails(call, params.id), locale);
  },
});

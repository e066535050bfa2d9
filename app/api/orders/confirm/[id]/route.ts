// POST /api/orders/confirm/{id} {} → 200 {order_id, status, products: Purchase[] | null}
// (docs/payments-contract.md, "BFF"): the provider's owner mode. An order whose total is 0 (a 100 %
// promo code) is paid here; a paid order answers its codes. The acquirer's signed callback does not
// come here: it goes to /api/payment/callback, which forwards it in the provider's acquirer mode.
import { z } from 'zod';
import { providerRoute } from '@/lib/bff/provider-route';
import { isOrderIdParam } from '@/lib/bff/payment/requests';
import { paymentReply } from '@/lib/bff/payment/responses';
import { confirmOrder } from '@/lib/provider/payment';

export const POST = providerRoute<Record<string, never>, undefined, { id: string }>({
  auth: 'required',
  params: (params) => isOrderIdParam(params, 'id'),
  body: z.object({}).transform(() => ({})),
  async handle({ locale, call, params }) {
    return paymentReply(await confirmOrder(call, params.id), locale);
  },
});

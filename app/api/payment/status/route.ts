// POST /api/payment/status {orderId} → 200 {order_id, type, status, reason}
// (docs/payments-contract.md, "BFF"): what the processing modal polls every 1000 ms. Another
// account's or an unknown order is the provider's 404.
import { z } from 'zod';
import { providerRoute } from '@/lib/bff/provider-route';
import { orderIdField } from '@/lib/bff/payment/requests';
import { paymentReply } from '@/lib/bff/payment/responses';
import { paymentStatus } from '@/lib/provider/payment';

export const POST = providerRoute({
  auth: 'required',
  body: z.object({ orderId: orderIdField }),
  async handle({ locale, call, body }) {
    return paymentReply(await paymentStatus(call, body.orderId), locale);
  },
});

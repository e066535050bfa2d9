// POST /api/payment-sbp {type: "purchase" | "balance", value?} + Idempotency-Key → 201 {order_id,
// total_price, order, sbp: {payload, image: null}} (docs/payments-contract.md, "BFF"): the
// fast-payment QR on the Pix flow (docs/product/provider-calls.md). A top-up's `value` is its amount (100 € to 1 000 000 €).
import { orderCreationRoute } from '@/lib/bff/payment/order-route';
import { sbpOrderRequestSchema } from '@/lib/bff/payment/requests';
import { createSbpOrder } from '@/lib/provider/payment';

export const POST = orderCreationRoute({
  body: sbpOrderRequestSchema,
  create: ({ call, body }, key) => createSbpOrder(call, body, key),
});

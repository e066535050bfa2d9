// POST /api/orders/create {type, replenishmentValue?} + Idempotency-Key → 201 Created (200 for a
// repeated key, as the provider says it) (docs/payments-contract.md, "BFF"). A purchase or spending
// order is made by the provider from the stored basket; a top-up (`balance`) needs its amount.
// Signed-in shoppers only, like every order creation (lib/bff/payment/order-route.ts).
import { orderCreationRoute } from '@/lib/bff/payment/order-route';
import { createOrderSchema } from '@/lib/bff/payment/requests';
import { createOrder } from '@/lib/provider/payment';

export const POST = orderCreationRoute({
  body: createOrderSchema,
  create: ({ call, body }, key) => createOrder(call, body, key),
});

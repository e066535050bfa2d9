// POST /api/orders/create-qr {firstName, lastName, cpf, quote_id | amount} + Idempotency-Key → 201 {order_id,
// total_price, order, qr: {payload, image: null}} (docs/payments-contract.md, "BFF"): a Pix order
// from the stored basket, charged in reais at the rate of the quote the checkout showed (a quote the
// amount no longer matches: 409 with the new one). The CPF goes to the provider as `personalId` (its
// 11 digits) and is never stored or logged; the BR Code is checked against the order's charge before
// it is answered (lib/provider/payment-schemas.ts); the page draws the QR from `qr.payload`.
import { orderCreationRoute } from '@/lib/bff/payment/order-route';
import { pixOrderRequestSchema } from '@/lib/bff/payment/requests';
import { shownAmount } from '@/lib/bff/payment/shown-amount';
import { createPixOrder } from '@/lib/provider/payment';

export const POST = orderCreationRoute({
  body: pixOrderRequestSchema,
  async create({ call, body, locale }, key) {
    const shown = await shownAmount(body, locale);
    if (!shown.ok) return { refused: shown.reply };
    const payer = { personalId: body.cpf, firstName: body.firstName, lastName: body.lastName, ...shown.shown };
    return createPixOrder(call, payer, key);
  },
});

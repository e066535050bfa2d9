// POST /api/orders/create-upi {FirstName, AccountNumber, email, phone, address, zip, quote_id | amount} +
// Idempotency-Key → 201 {order_id, total_price, order, upi: {link}} (docs/payments-contract.md,
// "BFF"): a UPI order from the stored basket, charged in rupees at the rate of the quote the checkout
// showed (409 with the new quote when it no longer matches); the link is checked against the order's
// charge before it is answered. The BFF fills the three return URLs, naming the order
// by the literal `{order_id}` the provider replaces once the order exists:
// success {origin}{prefix}/payment-confirm/{order_id}, decline {origin}{prefix}/payment-error/{order_id},
// cancel {origin}{prefix}/checkout.
import { localePrefix, publicOrigin } from '@/lib/bff/payment/config';
import { orderCreationRoute } from '@/lib/bff/payment/order-route';
import { upiOrderRequestSchema } from '@/lib/bff/payment/requests';
import { shownAmount } from '@/lib/bff/payment/shown-amount';
import { createUpiOrder } from '@/lib/provider/payment';

/** What the provider replaces with the order's id in the return URLs. */
const ORDER_ID_PLACEHOLDER = '{order_id}';

export const POST = orderCreationRoute({
  body: upiOrderRequestSchema,
  async create({ request, locale, call, body }, key) {
    const shown = await shownAmount(body, locale);
    if (!shown.ok) return { refused: shown.reply };
    const { quote_id: _quote, amount: _amount, ...form } = body;
    void _quote;
    void _amount;
    const pages = `${publicOrigin(request)}${localePrefix(locale)}`;
    const payer = {
      ...form,
      ...shown.shown,
      success_url: `${pages}/payment-confirm/${ORDER_ID_PLACEHOLDER}`,
      decline_url: `${pages}/payment-error/${ORDER_ID_PLACEHOLDER}`,
      cancel_url: `${pages}/checkout`,
    };
    return createUpiOrder(call, payer, key);
  },
});

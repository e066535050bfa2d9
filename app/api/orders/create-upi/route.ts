// POST /api/orders/create-upi {FirstName, AccountNumber, email, phone, address, zip, quote_id} +
// Idempotency-Key → 201 {order_id, total_price, order, upi: {link}} (docs/payments-contract.md,
// "BFF"): a UPI order from the stored basket, charged in rupees at the rate of the quote the checkout
// showed (409 with the new quote when it no longer matches); the link is checked against the order's
// charge before it is answered. The BFF fills the three return URLs, naming the order
// by the literal `{order_id}` the provider replaces once the order exists:
// success {origin}{prefix}/payment-confirm/{order_id}, decline {origin}{prefix}/payment-error/{order_id},
// cancel {origin}{prefix}/checkout.
import { providerRoute } from '@/lib/bff/provider-route';
import { localePrefix, publicOrigin } from '@/lib/bff/payment/config';
import { idempotencyKeyOf, paymentReply } from '@/lib/bff/payment/responses';
import { upiOrderRequestSchema } from '@/lib/bff/payment/requests';
import { RATE_RULES, userKey } from '@/lib/bff/rate-limit';
import { createUpiOrder } from '@/lib/provider/payment';

/** What the provider replaces with the order's id in the return URLs. */
const ORDER_ID_PLACEHOLDER = '{order_id}';

export const POST = providerRoute({
  auth: 'required',
  body: upiOrderRequestSchema,
  rateLimits: ({ session }) => [[RATE_RULES.orderCreatePerAccount, userKey(session.user?.id)]],
  async handle({ request, locale, call, body }) {
    const key = idempotencyKeyOf(request, locale);
    if (!key.ok) return key.reply;
    const pages = `${publicOrigin(request)}${localePrefix(locale)}`;
    const payer = {
      ...body,
      success_url: `${pages}/payment-confirm/${ORDER_ID_PLACEHOLDER}`,
      decline_url: `${pages}/payment-error/${ORDER_ID_PLACEHOLDER}`,
      cancel_url: `${pages}/checkout`,
    };
    return paymentReply(await createUpiOrder(call, payer, key.key), locale, 201);
  },
});

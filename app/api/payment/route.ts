// POST /api/payment {orderId, card_number, month, year, cvc, screenHeight, screenWidth,
// timeZoneOffset} → 200 {status: "OK" | "3DS" | "3DS_REDIRECT", …} (docs/payments-contract.md,
// "BFF"): the card modal's payment (PAYMENT_CARD_FLOW=modal). The card rules of lib/payment/card.ts
// are checked here first; the BFF adds the TermUrl of its 3-D Secure return
// ({origin}/api/payment/3ds-return?locale=…). A refusal is the provider's 422 with `reason` and
// `order_id` kept. Card fields go to the provider and nowhere else: never into a log line (the
// route's failure log has only the error's name and message) nor into an answer.
// 20 card and balance payments per account in 10 minutes.
import { providerRoute } from '@/lib/bff/provider-route';
import { publicOrigin } from '@/lib/bff/payment/config';
import { cardPaymentRequestSchema } from '@/lib/bff/payment/requests';
import { paymentReply } from '@/lib/bff/payment/responses';
import { RATE_RULES, userKey } from '@/lib/bff/rate-limit';
import { payByCard } from '@/lib/provider/payment';

export const POST = providerRoute({
  auth: 'required',
  body: cardPaymentRequestSchema,
  rateLimits: ({ session }) => [[RATE_RULES.paymentPerAccount, userKey(session.user?.id)]],
  async handle({ request, locale, call, body }) {
    // The order's id rides along, for a provider without the 3-D Secure completion call: the return
    // then shows the order's page, which asks its status (a specified call).
    const termUrl = `${publicOrigin(request)}/api/payment/3ds-return?locale=${encodeURIComponent(locale)}&order=${encodeURIComponent(body.orderId)}`;
    const result = await payByCard(call, {
      orderId: body.orderId,
      card_number: body.card_number,
      month: body.month,
      year: body.year,
      cvc: body.cvc,
      termUrl,
      screenHeight: body.screenHeight,
      screenWidth: body.screenWidth,
      timeZoneOffset: body.timeZoneOffset,
    });
    return paymentReply(result, locale);
  },
});

// GET /api/payment/quote?currency=BRL|INR → 200 {quote: {id, currency, total, rate, amount, quoted_at,
// expires_at}} (docs/payments-contract.md "Charges in reais and rupees"): before a Pix (reais) or UPI
// (rupees) payment, the signed-in basket's euro total converted at the provider's rate, and until when
// that amount holds. The checkout shows it and sends its id with the order; `no-store`, per shopper.
import { providerRoute } from '@/lib/bff/provider-route';
import { quoteQuerySchema } from '@/lib/bff/payment/requests';
import { paymentReply } from '@/lib/bff/payment/responses';
import { paymentQuote } from '@/lib/provider/payment';

export const GET = providerRoute({
  capability: 'payment-quotes',
  auth: 'required',
  query: quoteQuerySchema,
  async handle({ locale, call, query }) {
    return paymentReply(await paymentQuote(call, query.currency), locale);
  },
});

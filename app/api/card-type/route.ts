// POST /api/card-type {number} (the card's first 8 digits) → 200 {type: CardBrand | null}
// (docs/payments-contract.md, "BFF"). The card modal asks once per distinct prefix
// (lib/payment/card.ts nextCardTypeLookup). The session's token goes along when there is one;
// 60 per IP per minute, like the provider.
import { providerRoute } from '@/lib/bff/provider-route';
import { cardTypeRequestSchema } from '@/lib/bff/payment/requests';
import { paymentReply } from '@/lib/bff/payment/responses';
import { RATE_RULES, UNKNOWN_CLIENT } from '@/lib/bff/rate-limit';
import { cardType } from '@/lib/provider/payment';

export const POST = providerRoute({
  auth: 'optional',
  body: cardTypeRequestSchema,
  rateLimits: ({ clientIp }) => [[RATE_RULES.cardTypePerIp, clientIp ?? UNKNOWN_CLIENT]],
  async handle({ locale, call, body }) {
    return paymentReply(await cardType(call, body.number), locale);
  },
});

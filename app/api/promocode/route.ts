// POST /api/promocode {code} → 200 {data: Promo}, computed by the provider on the stored basket;
// DELETE /api/promocode → 200 Basket without the code (docs/basket-contract.md, "BFF").
// Signed-in shoppers only (401 for a guest). A wrong code answers the provider's localised 422;
// 10 wrong codes per IP and account in 10 minutes answer 429 here, on top of the provider's limits.
import { z } from 'zod';
import { type RouteReply, providerRoute, reply } from '@/lib/bff/provider-route';
import { RATE_RULES, UNKNOWN_CLIENT, accountKey } from '@/lib/bff/rate-limit';
import { applyPromoCode, removePromoCode } from '@/lib/provider/basket';
import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH, PROMO_CODE_PATTERN } from '@/lib/types/basket';

const promoCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(PROMO_CODE_MIN_LENGTH).max(PROMO_CODE_MAX_LENGTH).regex(PROMO_CODE_PATTERN)),
});

/** Only a code the provider refused counts against the limit (see RATE_RULES.promoCodePerAccount). */
const isRefusedCode = (outcome: RouteReply) => !outcome.ok && outcome.error.kind === 'http' && outcome.error.status === 422;

export const POST = providerRoute({
  auth: 'required',
  body: promoCodeSchema,
  rateLimits: ({ clientIp, session }) => [
    [RATE_RULES.promoCodePerAccount, accountKey(clientIp, `user:${session.user?.id ?? UNKNOWN_CLIENT}`)],
  ],
  rateLimitCounts: isRefusedCode,
  async handle({ call, body }) {
    const result = await applyPromoCode(call, body.code);
    return result.ok ? reply({ data: result.data }) : result;
  },
});

export const DELETE = providerRoute({
  capability: 'promo-removal',
  auth: 'required',
  async handle({ call }) {
    const result = await removePromoCode(call);
    return result.ok ? reply(result.data) : result;
  },
});

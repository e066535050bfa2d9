// POST /api/password-reset {email} → 200 {ok: true} whether an account has the address or not, so
// the form never tells which addresses are registered; the provider mails accounts only.
// A provider that still refuses an unknown address (422, the older contract) gets the same answer:
// the address passed the same rules here first, so that refusal can only mean "no such account".
// Rate limits, outages and 429 pass through unchanged.
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { RATE_RULES, accountKey } from '@/lib/bff/rate-limit';
import { requestPasswordReset } from '@/lib/provider/account';
import { passwordResetRequestSchema } from '@/lib/validation/account';

export const POST = providerRoute({
  auth: 'none',
  body: passwordResetRequestSchema,
  rateLimits: ({ clientIp, body }) => [[RATE_RULES.passwordResetPerAccount, accountKey(clientIp, body.email)]],
  async handle({ call, body }) {
    const result = await requestPasswordReset(call, { email: body.email });
    if (result.ok || (result.error.kind === 'http' && result.error.status === 422)) return reply({ ok: true });
    return result;
  },
});

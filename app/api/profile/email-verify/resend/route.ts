// POST /api/profile/email-verify/resend → 200 {ok: true}: a new verification mail.
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { RATE_RULES, UNKNOWN_CLIENT } from '@/lib/bff/rate-limit';
import { resendVerification } from '@/lib/provider/account';

export const POST = providerRoute({
  capability: 'verification-resend',
  auth: 'required',
  rateLimits: ({ clientIp }) => [[RATE_RULES.emailVerificationPerIp, clientIp ?? UNKNOWN_CLIENT]],
  async handle({ call }) {
    const result = await resendVerification(call);
    return result.ok ? reply({ ok: true }) : result;
  },
});

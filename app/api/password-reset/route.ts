// POST /api/password-reset {email} → 200 {ok: true} and a reset mail; an unknown address is the
// provider's 422 on `email`.
import { accountRoute, reply } from '@/lib/bff/account-route';
import { RATE_RULES, accountKey } from '@/lib/bff/rate-limit';
import { requestPasswordReset } from '@/lib/provider/account';
import { passwordResetRequestSchema } from '@/lib/validation/account';

export const POST = accountRoute({
  auth: 'none',
  body: passwordResetRequestSchema,
  rateLimits: ({ clientIp, body }) => [[RATE_RULES.passwordResetPerAccount, accountKey(clientIp, body.email)]],
  async handle({ call, body }) {
    const result = await requestPasswordReset(call, { email: body.email });
    return result.ok ? reply({ ok: true }) : result;
  },
});

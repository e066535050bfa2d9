// POST /api/profile/email-verify {token} → 200 {ok: true, user}; 410 for a used or expired link.
// When the shopper is signed in as that user, the session's user is refreshed (verified).
import { z } from 'zod';
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { RATE_RULES, UNKNOWN_CLIENT } from '@/lib/bff/rate-limit';
import { verifyEmail } from '@/lib/provider/account';
import { linkTokenSchema } from '@/lib/validation/account';

export const POST = providerRoute({
  auth: 'optional',
  body: z.object({ token: linkTokenSchema }),
  rateLimits: ({ clientIp }) => [[RATE_RULES.emailVerificationPerIp, clientIp ?? UNKNOWN_CLIENT]],
  async handle({ call, body, session }) {
    const result = await verifyEmail(call, { token: body.token });
    if (!result.ok) return result;
    if (session.user?.id === result.data.id) await session.updateUser(result.data);
    return reply({ ok: true, user: result.data });
  },
});

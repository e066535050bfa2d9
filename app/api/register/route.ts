// POST /api/register {name, email, password, password_confirmation, terms: true} → 201 {user} and a
// fresh session cookie. `terms` is checked here and not sent on.
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { RATE_RULES, UNKNOWN_CLIENT } from '@/lib/bff/rate-limit';
import { register } from '@/lib/provider/account';
import { registerSchema } from '@/lib/validation/account';

export const POST = providerRoute({
  auth: 'none',
  body: registerSchema,
  rateLimits: ({ clientIp }) => [[RATE_RULES.registerPerIp, clientIp ?? UNKNOWN_CLIENT]],
  async handle({ call, body, session }) {
    const { name, email, password, password_confirmation } = body;
    const result = await register(call, { name, email, password, password_confirmation });
    if (!result.ok) return result;
    await session.start(result.data.token, result.data.user);
    return reply({ user: result.data.user }, 201);
  },
});

// POST /api/login {email, password} → 200 {user} and a fresh session cookie; the token stays in it.
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { RATE_RULES, UNKNOWN_CLIENT, accountKey } from '@/lib/bff/rate-limit';
import { login } from '@/lib/provider/account';
import { loginSchema } from '@/lib/validation/account';

export const POST = providerRoute({
  auth: 'none',
  body: loginSchema,
  rateLimits: ({ clientIp, body }) => [
    [RATE_RULES.loginPerIp, clientIp ?? UNKNOWN_CLIENT],
    [RATE_RULES.loginPerAccount, accountKey(clientIp, body.email)],
  ],
  async handle({ call, body, session }) {
    const result = await login(call, { email: body.email, password: body.password });
    if (!result.ok) return result;
    await session.start(result.data.token, result.data.user);
    return reply({ user: result.data.user });
  },
});

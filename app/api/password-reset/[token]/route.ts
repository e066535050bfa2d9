// GET /api/password-reset/{token} → 200 {ok: true, email} while the link is usable, 410 after;
// PATCH {password, password_confirmation} → 200 {ok: true}. A malformed token is a 404. The check is
// not a specified call: without it (capability reset-link-check) GET answers 404 not_offered and the
// link's use is told by the PATCH.
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { checkPasswordResetToken, resetPassword } from '@/lib/provider/account';
import { linkTokenSchema, passwordResetSchema } from '@/lib/validation/account';

const validToken = ({ token }: { token: string }) => linkTokenSchema.safeParse(token).success;

export const GET = providerRoute<undefined, undefined, { token: string }>({
  capability: 'reset-link-check',
  auth: 'none',
  params: validToken,
  async handle({ call, params }) {
    const result = await checkPasswordResetToken(call, params.token);
    return result.ok ? reply({ ok: true, email: result.data.email }) : result;
  },
});

export const PATCH = providerRoute({
  auth: 'none',
  params: validToken,
  body: passwordResetSchema,
  async handle({ call, params, body }) {
    const result = await resetPassword(call, params.token, { password: body.password, password_confirmation: body.password_confirmation });
    return result.ok ? reply({ ok: true }) : result;
  },
});

// PATCH /api/profile/email-update-confirmation/{token} → 200 {ok: true, user}; 410 for a used or
// expired link; a malformed token is a 404. The session's user follows when it is that user.
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { confirmEmailUpdate } from '@/lib/provider/account';
import { linkTokenSchema } from '@/lib/validation/account';

export const PATCH = providerRoute<undefined, undefined, { token: string }>({
  auth: 'optional',
  params: ({ token }) => linkTokenSchema.safeParse(token).success,
  async handle({ call, params, session }) {
    const result = await confirmEmailUpdate(call, params.token);
    if (!result.ok) return result;
    if (session.user?.id === result.data.id) await session.updateUser(result.data);
    return reply({ ok: true, user: result.data });
  },
});

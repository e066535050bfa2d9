// POST /api/logout → 200 {ok: true}. The provider revokes the token; the cookie is cleared whatever
// the provider answers (down, slow, or the token already gone).
import { accountRoute, reply } from '@/lib/bff/account-route';
import { logout } from '@/lib/provider/account';

export const POST = accountRoute({
  auth: 'optional',
  async handle({ call, session }) {
    if (call.token) await logout(call);
    session.clear();
    return reply({ ok: true });
  },
});

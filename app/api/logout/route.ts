// POST /api/logout → 200 {ok: true}. The provider revokes the token; the cookie is cleared whatever
// it answers. When it cannot (down, slow, overloaded), the token goes on the revocation list
// (lib/bff/session-revocation.ts): a copy of the cookie is refused from now on, and the token is
// revoked at the provider once it answers again. A 401 means the provider no longer knows it.
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { sessionEndsAt } from '@/lib/bff/session';
import { revokeLater } from '@/lib/bff/session-revocation';
import { logout } from '@/lib/provider/account';

export const POST = providerRoute({
  auth: 'optional',
  async handle({ call, session }) {
    const data = session.data;
    if (call.token && data) {
      const result = await logout(call);
      const gone = result.ok || (result.error.kind === 'http' && result.error.status === 401);
      if (!gone) await revokeLater(call.token, sessionEndsAt(data));
    }
    session.clear();
    return reply({ ok: true });
  },
});

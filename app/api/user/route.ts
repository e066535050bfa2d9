// GET /api/user → 200 {user}; 401 for a guest or an ended session (cookie cleared). Keeps the
// session's copy of the user current and moves its idle expiry on (at most every 10 minutes).
import { accountRoute, reply } from '@/lib/bff/account-route';
import { getUser } from '@/lib/provider/account';

export const GET = accountRoute({
  auth: 'required',
  async handle({ call, session }) {
    const result = await getUser(call);
    if (!result.ok) return result;
    await session.markSeen();
    await session.updateUser(result.data);
    return reply({ user: result.data });
  },
});

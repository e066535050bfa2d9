// GET /api/user → 200 {user}; 200 {user: null} for a guest or an ended session (cookie cleared),
// so a guest's page load makes no failing request. Keeps the session's copy of the user
// current and moves its idle expiry on (at most every 10 minutes).
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { getUser } from '@/lib/provider/account';

export const GET = providerRoute({
  // Optional: without a session the answer is "nobody", and when the provider no longer knows the
  // session's token, providerRoute clears the cookie and asks again without it (→ user null).
  auth: 'optional',
  async handle({ call, session }) {
    if (!call.token) return reply({ user: null });
    const result = await getUser(call);
    if (!result.ok) return result;
    await session.markSeen();
    await session.updateUser(result.data);
    return reply({ user: result.data });
  },
});

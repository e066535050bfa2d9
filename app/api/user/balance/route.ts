// GET /api/user/balance → 200 {balance} in euro cents.
import { accountRoute, reply } from '@/lib/bff/account-route';
import { getBalance } from '@/lib/provider/account';

export const GET = accountRoute({
  auth: 'required',
  async handle({ call }) {
    const result = await getBalance(call);
    return result.ok ? reply({ balance: result.data }) : result;
  },
});

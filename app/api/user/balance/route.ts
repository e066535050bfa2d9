// GET /api/user/balance → 200 {balance} in euro cents.
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { getBalance } from '@/lib/provider/account';

export const GET = providerRoute({
  auth: 'required',
  async handle({ call }) {
    const result = await getBalance(call);
    return result.ok ? reply({ balance: result.data }) : result;
  },
});

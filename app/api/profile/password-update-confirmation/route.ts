// POST /api/profile/password-update-confirmation {token} → 200 {ok: true}: the new password
// applies; 410 for a used or expired link.
import { z } from 'zod';
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { confirmPasswordUpdate } from '@/lib/provider/account';
import { linkTokenSchema } from '@/lib/validation/account';

export const POST = providerRoute({
  auth: 'optional',
  body: z.object({ token: linkTokenSchema }),
  async handle({ call, body }) {
    const result = await confirmPasswordUpdate(call, { token: body.token });
    return result.ok ? reply({ ok: true }) : result;
  },
});

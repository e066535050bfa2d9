// PATCH /api/profile/password-update {password, newPassword, new_password_confirmation} → 200
// {ok: true}; the new password takes effect when the mailed link is confirmed.
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { updatePassword } from '@/lib/provider/account';
import { passwordUpdateSchema } from '@/lib/validation/account';

export const PATCH = providerRoute({
  auth: 'required',
  body: passwordUpdateSchema,
  async handle({ call, body }) {
    const { password, newPassword, new_password_confirmation } = body;
    const result = await updatePassword(call, { password, newPassword, new_password_confirmation });
    return result.ok ? reply({ ok: true }) : result;
  },
});

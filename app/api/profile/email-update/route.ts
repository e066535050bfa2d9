// PATCH /api/profile/email-update {email} → 200 {ok: true}; the provider mails the new address a
// confirmation link. The address changes only at confirmation.
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { updateEmail } from '@/lib/provider/account';
import { emailUpdateSchema } from '@/lib/validation/account';

export const PATCH = providerRoute({
  auth: 'required',
  body: emailUpdateSchema,
  async handle({ call, body }) {
    const result = await updateEmail(call, { email: body.email });
    return result.ok ? reply({ ok: true }) : result;
  },
});

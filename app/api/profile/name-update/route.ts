// PATCH /api/profile/name-update {name} → 200 {user}; the session's user follows.
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { updateName } from '@/lib/provider/account';
import { nameUpdateSchema } from '@/lib/validation/account';

export const PATCH = providerRoute({
  auth: 'required',
  body: nameUpdateSchema,
  async handle({ call, body, session }) {
    const result = await updateName(call, { name: body.name });
    if (!result.ok) return result;
    await session.updateUser(result.data);
    return reply({ user: result.data });
  },
});

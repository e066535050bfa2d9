// Who is signed in (GET /api/user), apart from the other account calls (./account.ts): the account
// button asks it on every page's first load, so only this reader is in that load
// (docs/decisions/0025-what-the-catalogue-loads-first-and-what-waits.md).
import { userShape } from '@/lib/contracts/account';
import { nullable, object, reader } from '@/lib/contracts/shape';
import type { User } from '@/lib/types/account';
import { bffRequest, type ApiResult } from './request';

export const readUser = reader(userShape);

/** `{user}`; `user: null` for a guest or an ended session. */
const readMaybeUser = reader(object({ user: nullable(userShape) }));

/** `user: null` for a guest or an ended session. */
export function currentUser(locale: string): Promise<ApiResult<{ user: User | null }>> {
  return bffRequest('GET', '/api/user', locale, { read: readMaybeUser });
}

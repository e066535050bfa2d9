// Who is signed in (GET /api/user), apart from the other account calls (./account.ts): the account
// button asks it on every page's first load, so only this reader is in that load. Read by hand
// (./read.ts) to the shape of lib/contracts/account.ts, which the BFF already checked.
import type { User } from '@/lib/types/account';
import { isRecord, isString, isWhole, type Reader } from './read';
import { bffRequest, type ApiResult } from './request';

export const readUser: Reader<User> = (value) => {
  if (!isRecord(value)) return null;
  const { id, email, name, verified, balance } = value;
  if (!isWhole(id, 1) || !isString(email) || !isString(name) || typeof verified !== 'boolean' || !isWhole(balance, -Infinity)) return null;
  return { id, email, name, verified, balance };
};

/** `{user}`; `user: null` for a guest or an ended session. */
const readMaybeUser: Reader<{ user: User | null }> = (json) => {
  if (!isRecord(json)) return null;
  if (json.user === null) return { user: null };
  const user = readUser(json.user);
  return user ? { user } : null;
};

/** `user: null` for a guest or an ended session. */
export function currentUser(locale: string): Promise<ApiResult<{ user: User | null }>> {
  return bffRequest('GET', '/api/user', locale, { read: readMaybeUser });
}

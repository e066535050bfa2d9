// The browser's calls to the BFF's account routes (docs/accounts-contract.md "BFF"), through the
// one request function (./request.ts). Every answer is read by hand, not with zod: the account
// button asks GET /api/user on every catalogue page's first load. The session lives in
// an httpOnly cookie, so nothing here stores a token or a user.
import type { Purchase, PurchasePage, User } from '@/lib/types/account';
import { fieldOf, isRecord, isString, isWhole, readEvery, readOk, type Reader } from './read';
import { bffRequest, type ApiResult } from './request';
import { currentUser, readUser } from './user';

export { readUser };

const readPurchase: Reader<Purchase> = (value) => {
  if (!isRecord(value)) return null;
  const { id, product_id, name, price, purchased_at, article, product_code, cover_path } = value;
  if (!isWhole(id, 1) || !isWhole(product_id, 1) || !isString(name) || !isWhole(price, 0)) return null;
  if (!isString(purchased_at) || !isString(article) || !isString(product_code) || !isString(cover_path)) return null;
  return { id, product_id, name, price, purchased_at, article, product_code, cover_path };
};

export const readPurchasePage: Reader<PurchasePage> = (value) => {
  if (!isRecord(value)) return null;
  const products = readEvery(value.products, readPurchase);
  const { total, page, limit } = value;
  if (!products || !isWhole(total, 0) || !isWhole(page, 1) || !isWhole(limit, 1)) return null;
  return { products, total, page, limit };
};

const readSignedIn: Reader<{ user: User }> = (json) => {
  const user = fieldOf('user', readUser)(json);
  return user ? { user } : null;
};
const readOkUser: Reader<{ ok: true; user: User }> = (json) => {
  const signedIn = readOk(json) && readSignedIn(json);
  return signedIn ? { ok: true, user: signedIn.user } : null;
};
const readBalance: Reader<{ balance: number }> = (json) => (isRecord(json) && isWhole(json.balance, -Infinity) ? { balance: json.balance } : null);
const readResetEmail: Reader<{ ok: true; email: string }> = (json) =>
  readOk(json) && isRecord(json) && isString(json.email) ? { ok: true, email: json.email } : null;
const readPurchases: Reader<{ result: PurchasePage }> = (json) => {
  const result = fieldOf('result', readPurchasePage)(json);
  return result ? { result } : null;
};

type Method = 'GET' | 'POST' | 'PATCH';
const call = <T>(method: Method, path: string, read: Reader<T>) => (locale: string, body?: unknown): Promise<ApiResult<T>> =>
  bffRequest(method, path, locale, { body, read });
const token = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

export const accountApi = {
  login: (locale: string, body: { email: string; password: string }) => call('POST', '/api/login', readSignedIn)(locale, body),
  register: (locale: string, body: { name: string; email: string; password: string; password_confirmation: string; terms: true }) =>
    call('POST', '/api/register', readSignedIn)(locale, body),
  logout: (locale: string) => call('POST', '/api/logout', readOk)(locale),
  /** `user: null` for a guest or an ended session. */
  user: currentUser,
  balance: (locale: string) => call('GET', '/api/user/balance', readBalance)(locale),
  requestPasswordReset: (locale: string, body: { email: string }) => call('POST', '/api/password-reset', readOk)(locale, body),
  checkPasswordReset: (locale: string, resetToken: string) => call('GET', token('/api/password-reset', resetToken), readResetEmail)(locale),
  resetPassword: (locale: string, resetToken: string, body: { password: string; password_confirmation: string }) =>
    call('PATCH', token('/api/password-reset', resetToken), readOk)(locale, body),
  verifyEmail: (locale: string, verifyToken: string) => call('POST', '/api/profile/email-verify', readOkUser)(locale, { token: verifyToken }),
  resendVerification: (locale: string) => call('POST', '/api/profile/email-verify/resend', readOk)(locale),
  updateName: (locale: string, body: { name: string }) => call('PATCH', '/api/profile/name-update', readSignedIn)(locale, body),
  updateEmail: (locale: string, body: { email: string }) => call('PATCH', '/api/profile/email-update', readOk)(locale, body),
  updatePassword: (locale: string, body: { password: string; newPassword: string; new_password_confirmation: string }) =>
    call('PATCH', '/api/profile/password-update', readOk)(locale, body),
  confirmEmailUpdate: (locale: string, confirmToken: string) =>
    call('PATCH', token('/api/profile/email-update-confirmation', confirmToken), readOkUser)(locale),
  confirmPasswordUpdate: (locale: string, confirmToken: string) =>
    call('POST', '/api/profile/password-update-confirmation', readOk)(locale, { token: confirmToken }),
  purchases: (locale: string, page: number, search: string) => call('GET', purchasesPath(page, search), readPurchases)(locale),
};

/** The purchases search path (without the locale), also the SWR key's stem. */
export function purchasesPath(page: number, search: string): string {
  return `/api/profile/products/purchased/search?${new URLSearchParams({ page: String(page), search_string: search })}`;
}

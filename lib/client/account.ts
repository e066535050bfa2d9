// The browser's calls to the BFF's account routes (docs/accounts-contract.md "BFF"), through the
// one request function (./request.ts). Every answer is read with its zod-free shape
// (lib/contracts/account.ts): the account button asks GET /api/user on every catalogue page's first
// load. The session lives in an httpOnly cookie, so nothing here stores a token or a user.
import { balanceShape, okUserShape, purchasePageShape, purchasesShape, resetEmailShape, signedInShape } from '@/lib/contracts/account';
import { ok, reader, type Reader } from '@/lib/contracts/shape';
import { bffRequest, type ApiResult } from './request';
import { currentUser, readUser } from './user';

export { readUser };

export const readPurchasePage = reader(purchasePageShape);
const readSignedIn = reader(signedInShape);
const readOkUser = reader(okUserShape);
const readBalance = reader(balanceShape);
const readResetEmail = reader(resetEmailShape);
const readPurchases = reader(purchasesShape);
const readOk = reader(ok);

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

// The browser's calls to the BFF's account routes (docs/accounts-contract.md "BFF"), through the
// shared client (lib/bff-client.ts). The session lives in an httpOnly cookie, so nothing here
// stores a token or a user.
import { bffRequest, type ApiResult } from '@/lib/bff-client';
import type { PurchasePage, User } from '@/lib/types/account';

export function accountRequest<T>(method: 'GET' | 'POST' | 'PATCH', path: string, locale: string, body?: unknown): Promise<ApiResult<T>> {
  return bffRequest<T>(method, path, locale, { body });
}

type Ok = { ok: true };

export const accountApi = {
  login: (locale: string, body: { email: string; password: string }) => accountRequest<{ user: User }>('POST', '/api/login', locale, body),
  register: (locale: string, body: { name: string; email: string; password: string; password_confirmation: string; terms: true }) =>
    accountRequest<{ user: User }>('POST', '/api/register', locale, body),
  logout: (locale: string) => accountRequest<Ok>('POST', '/api/logout', locale),
  /** `user: null` for a guest or an ended session. */
  user: (locale: string) => accountRequest<{ user: User | null }>('GET', '/api/user', locale),
  balance: (locale: string) => accountRequest<{ balance: number }>('GET', '/api/user/balance', locale),
  requestPasswordReset: (locale: string, body: { email: string }) => accountRequest<Ok>('POST', '/api/password-reset', locale, body),
  checkPasswordReset: (locale: string, token: string) =>
    accountRequest<Ok & { email: string }>('GET', `/api/password-reset/${encodeURIComponent(token)}`, locale),
  resetPassword: (locale: string, token: string, body: { password: string; password_confirmation: string }) =>
    accountRequest<Ok>('PATCH', `/api/password-reset/${encodeURIComponent(token)}`, locale, body),
  verifyEmail: (locale: string, token: string) => accountRequest<Ok & { user: User }>('POST', '/api/profile/email-verify', locale, { token }),
  resendVerification: (locale: string) => accountRequest<Ok>('POST', '/api/profile/email-verify/resend', locale),
  updateName: (locale: string, body: { name: string }) => accountRequest<{ user: User }>('PATCH', '/api/profile/name-update', locale, body),
  updateEmail: (locale: string, body: { email: string }) => accountRequest<Ok>('PATCH', '/api/profile/email-update', locale, body),
  updatePassword: (locale: string, body: { password: string; newPassword: string; new_password_confirmation: string }) =>
    accountRequest<Ok>('PATCH', '/api/profile/password-update', locale, body),
  confirmEmailUpdate: (locale: string, token: string) =>
    accountRequest<Ok & { user: User }>('PATCH', `/api/profile/email-update-confirmation/${encodeURIComponent(token)}`, locale),
  confirmPasswordUpdate: (locale: string, token: string) =>
    accountRequest<Ok>('POST', '/api/profile/password-update-confirmation', locale, { token }),
  purchases: (locale: string, page: number, search: string) =>
    accountRequest<{ result: PurchasePage }>('GET', purchasesPath(page, search), locale),
};

/** The purchases search path (without the locale), also the SWR key's stem. */
export function purchasesPath(page: number, search: string): string {
  return `/api/profile/products/purchased/search?${new URLSearchParams({ page: String(page), search_string: search })}`;
}

// The browser's calls to the BFF's account routes (docs/accounts-contract.md "BFF"): same-origin
// JSON with the page's ?locale= so messages come back in the shopper's language. A failure is a
// value that keeps the status and the {message, errors} body; 0 stands for "no answer at all".
// The session lives in an httpOnly cookie, so nothing here stores a token or a user.
import type { PurchasePage, User } from '@/lib/types/account';

export type FieldMessages = Record<string, string[]>;

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export interface ApiFailure {
  ok: false;
  /** The HTTP status, or 0 when the request got no answer (offline, aborted, refused). */
  status: number;
  /** The server's own message, already in the shopper's language; null when it sent none. */
  message: string | null;
  /** Per-field texts of a 422, in the provider's shape. */
  errors: FieldMessages;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** What a screen does with a failure. */
export type FailureKind = 'network' | 'unavailable' | 'rate-limited' | 'unauthenticated' | 'invalid' | 'gone' | 'refused';

export function failureKind(failure: ApiFailure): FailureKind {
  const { status } = failure;
  if (status === 0) return 'network';
  if (status >= 500) return 'unavailable';
  if (status === 429) return 'rate-limited';
  if (status === 401) return 'unauthenticated';
  if (status === 422) return 'invalid';
  if (status === 404 || status === 410) return 'gone';
  return 'refused';
}

/** The first text the server gave for a field, if any. */
export function fieldMessage(failure: ApiFailure, field: string): string | undefined {
  return failure.errors[field]?.find((text) => typeof text === 'string' && text.trim() !== '');
}

/** A failure thrown where SWR expects an exception; carries the same value. */
export class ApiRequestError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message ?? `request failed with status ${failure.status}`);
    this.name = 'ApiRequestError';
  }
}

function withLocale(path: string, locale: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}`;
}

function readFieldMessages(value: unknown): FieldMessages {
  if (!value || typeof value !== 'object') return {};
  const errors: FieldMessages = {};
  for (const [field, texts] of Object.entries(value)) {
    if (Array.isArray(texts)) errors[field] = texts.filter((text): text is string => typeof text === 'string');
    else if (typeof texts === 'string') errors[field] = [texts];
  }
  return errors;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export async function accountRequest<T>(method: 'GET' | 'POST' | 'PATCH', path: string, locale: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(withLocale(path, locale), {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: null, errors: {} };
  }
  const json = await readJson(response);
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  const record = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  return {
    ok: false,
    status: response.status,
    message: typeof record.message === 'string' && record.message.trim() !== '' ? record.message : null,
    errors: readFieldMessages(record.errors),
  };
}

type Ok = { ok: true };

export const accountApi = {
  login: (locale: string, body: { email: string; password: string }) => accountRequest<{ user: User }>('POST', '/api/login', locale, body),
  register: (locale: string, body: { name: string; email: string; password: string; password_confirmation: string; terms: true }) =>
    accountRequest<{ user: User }>('POST', '/api/register', locale, body),
  logout: (locale: string) => accountRequest<Ok>('POST', '/api/logout', locale),
  user: (locale: string) => accountRequest<{ user: User }>('GET', '/api/user', locale),
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

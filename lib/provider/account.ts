// Account calls of the provider (docs/accounts-contract.md, "Provider API"): one function per call.
// Each passes the language of the answer's texts, the shopper's IP (X-Client-IP) and, where the
// call takes one, the bearer token from the session. Nothing here is cached; non-GET calls are
// never retried (providerFetch retries only reads that could not connect).
import 'server-only';
import type { Purchase, PurchasePage, User } from '@/lib/types/account';
import {
  authResponse,
  balanceResponse,
  okResponse,
  okUserResponse,
  purchasesResponse,
  resetTokenResponse,
  userResponse,
  type ProviderPurchase,
  type ProviderUser,
} from './account-schemas';
import { type ProviderResult, mapResult } from './errors';
import { type ProviderCall, providerFetch } from './fetcher';
import { toMediaUrl } from './mappers';

/** What login and register give the BFF: the token goes into the session, never to the browser. */
export interface SignedIn {
  token: string;
  user: User;
}

export function toUser(user: ProviderUser): User {
  return { id: user.id, email: user.email, name: user.name, verified: user.verified, balance: user.balance };
}

export function toPurchase(purchase: ProviderPurchase): Purchase {
  return {
    id: purchase.id,
    product_id: purchase.product_id,
    name: purchase.name,
    price: purchase.price,
    purchased_at: purchase.purchased_at,
    article: purchase.article,
    product_code: purchase.product_code,
    cover_path: toMediaUrl(purchase.cover_path),
  };
}

const done = (): true => true;

export async function login(call: ProviderCall, body: { email: string; password: string }): Promise<ProviderResult<SignedIn>> {
  const result = await providerFetch({ ...call, token: undefined, path: '/login', method: 'POST', body, schema: authResponse });
  return mapResult(result, (data) => ({ token: data.token, user: toUser(data.user) }));
}

export async function register(
  call: ProviderCall,
  body: { name: string; email: string; password: string; password_confirmation: string },
): Promise<ProviderResult<SignedIn>> {
  const result = await providerFetch({ ...call, token: undefined, path: '/register', method: 'POST', body, schema: authResponse });
  return mapResult(result, (data) => ({ token: data.token, user: toUser(data.user) }));
}

export async function logout(call: ProviderCall): Promise<ProviderResult<true>> {
  return mapResult(await providerFetch({ ...call, path: '/logout', method: 'POST', schema: okResponse }), done);
}

export async function getUser(call: ProviderCall): Promise<ProviderResult<User>> {
  return mapResult(await providerFetch({ ...call, path: '/user', schema: userResponse }), (data) => toUser(data.user));
}

export async function getBalance(call: ProviderCall): Promise<ProviderResult<number>> {
  return mapResult(await providerFetch({ ...call, path: '/user/balance', schema: balanceResponse }), (data) => data.balance);
}

export async function requestPasswordReset(call: ProviderCall, body: { email: string }): Promise<ProviderResult<true>> {
  return mapResult(await providerFetch({ ...call, path: '/password-reset', method: 'POST', body, schema: okResponse }), done);
}

/** Whether a reset link is still usable, and for which address. */
export async function checkPasswordResetToken(call: ProviderCall, token: string): Promise<ProviderResult<{ email: string }>> {
  const result = await providerFetch({ ...call, path: `/password-reset/${encodeURIComponent(token)}`, schema: resetTokenResponse });
  return mapResult(result, (data) => ({ email: data.email }));
}

export async function resetPassword(
  call: ProviderCall,
  token: string,
  body: { password: string; password_confirmation: string },
): Promise<ProviderResult<true>> {
  const result = await providerFetch({
    ...call,
    path: `/password-reset/${encodeURIComponent(token)}`,
    method: 'PATCH',
    body,
    schema: okResponse,
  });
  return mapResult(result, done);
}

export async function verifyEmail(call: ProviderCall, body: { token: string }): Promise<ProviderResult<User>> {
  const result = await providerFetch({ ...call, path: '/profile/email-verify', method: 'POST', body, schema: okUserResponse });
  return mapResult(result, (data) => toUser(data.user));
}

export async function resendVerification(call: ProviderCall): Promise<ProviderResult<true>> {
  return mapResult(await providerFetch({ ...call, path: '/profile/email-verify/resend', method: 'POST', schema: okResponse }), done);
}

export async function updateName(call: ProviderCall, body: { name: string }): Promise<ProviderResult<User>> {
  const result = await providerFetch({ ...call, path: '/profile/name-update', method: 'PATCH', body, schema: userResponse });
  return mapResult(result, (data) => toUser(data.user));
}

export async function updateEmail(call: ProviderCall, body: { email: string }): Promise<ProviderResult<true>> {
  return mapResult(await providerFetch({ ...call, path: '/profile/email-update', method: 'PATCH', body, schema: okResponse }), done);
}

export async function updatePassword(
  call: ProviderCall,
  body: { password: string; newPassword: string; new_password_confirmation: string },
): Promise<ProviderResult<true>> {
  const result = await providerFetch({ ...call, path: '/profile/password-update', method: 'PATCH', body, schema: okResponse });
  return mapResult(result, done);
}

export async function confirmEmailUpdate(call: ProviderCall, token: string): Promise<ProviderResult<User>> {
  const result = await providerFetch({
    ...call,
    path: `/profile/email-update-confirmation/${encodeURIComponent(token)}`,
    method: 'PATCH',
    schema: okUserResponse,
  });
  return mapResult(result, (data) => toUser(data.user));
}

export async function confirmPasswordUpdate(call: ProviderCall, body: { token: string }): Promise<ProviderResult<true>> {
  const result = await providerFetch({ ...call, path: '/profile/password-update-confirmation', method: 'POST', body, schema: okResponse });
  return mapResult(result, done);
}

export async function searchPurchases(
  call: ProviderCall,
  query: { page: number; search_string: string },
): Promise<ProviderResult<PurchasePage>> {
  const result = await providerFetch({
    ...call,
    path: '/profile/products/purchased/search',
    query: { page: query.page, search_string: query.search_string },
    schema: purchasesResponse,
  });
  return mapResult(result, ({ result: page }) => ({
    products: page.products.map(toPurchase),
    total: page.total,
    page: page.page,
    limit: page.limit,
  }));
}

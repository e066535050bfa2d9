// The guards that every signed-in call of the provider (accounts, basket, payments, reviews) puts in front
// of its handler: who the bearer token belongs to (docs/accounts-contract.md "Provider API") and that
// personal answers are never cached.
import { userByAccessToken, type User } from '../accounts/store';
import { isWellFormedToken } from '../accounts/tokens';
import type { ProviderLocale } from '../seed/types';
import type { Context, Handler } from './context';
import { text } from './messages';
import { HttpError } from './respond';

/** A personal answer is never stored by a cache, errors included. */
export const personal =
  (handler: Handler): Handler =>
  async (ctx) => {
    ctx.res.setHeader('Cache-Control', 'no-store');
    return handler(ctx);
  };

/** The 401 of a missing, malformed, revoked or expired bearer token. */
export function unauthenticated(locale: ProviderLocale): HttpError {
  return new HttpError(401, text(locale, 'unauthenticated'), undefined, { 'WWW-Authenticate': 'Bearer' });
}

/** The account of the request's bearer token, or 401. */
export async function signedIn(ctx: Context): Promise<User> {
  const user = ctx.token !== null && isWellFormedToken(ctx.token) ? await userByAccessToken(ctx.db, ctx.token) : null;
  if (!user) throw unauthenticated(ctx.locale);
  return user;
}

/**
 * The account of the request when its e-mail is confirmed, else 403 with `reason: "email_unverified"`
 * (the terms: paying needs a confirmed e-mail). Every call that creates or pays an order asks for it;
 * an account never goes back to unconfirmed, so orders it made once confirmed stay payable.
 */
export async function confirmedAccount(ctx: Context): Promise<User> {
  const user = await signedIn(ctx);
  if (!user.verified) throw new HttpError(403, text(ctx.locale, 'emailUnverified'), undefined, undefined, { reason: 'email_unverified' });
  return user;
}

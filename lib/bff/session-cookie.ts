// The session cookie's name and lifetimes. No `server-only` and no imports: proxy.ts reads the
// name to guard private pages by the cookie's presence alone (docs/decisions/0029-session-token-in-the-cookie-only.md).

/** Absolute expiry: a session lasts at most this long after login (the cookie's Max-Age). */
export const SESSION_ABSOLUTE_TTL_S = 30 * 24 * 60 * 60;
/** Idle expiry: a session not seen (GET /api/user) for this long is over. */
export const SESSION_IDLE_TTL_MS = 2 * 24 * 60 * 60 * 1000;
/** `seenAt` is written back at most this often, so GET /api/user does not set a cookie every time. */
export const SESSION_SEEN_REFRESH_MS = 10 * 60 * 1000;

export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}

/**
 * `__Host-session` in production: the prefix makes browsers insist on Secure, Path=/ and no
 * Domain, so no subdomain can plant or shadow it. Plain `session` in development, over http.
 */
export function sessionCookieName(): string {
  return isProduction() ? '__Host-session' : 'session';
}

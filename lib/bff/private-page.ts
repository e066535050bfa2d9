// The one session check of the private pages (/profile, /checkout, /payment-confirm/{id},
// /payment-error/{id}; lib/private-routes.ts): the proxy only saw that the cookie is there; a cookie
// that does not unseal or has expired sends the shopper to log in, coming back to the page
// afterwards (docs/accounts-contract.md "Screens").
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { loginRedirectTarget } from '@/lib/private-routes';
import { type SessionData, readSessionCookie } from './session';
import { sessionCookieName } from './session-cookie';

/** The page's session, or a redirect to log in. `path`: the page without the locale, e.g. "/profile". */
export async function requirePageSession(locale: string, path: string): Promise<SessionData> {
  const session = await readSessionCookie((await cookies()).get(sessionCookieName())?.value);
  if (session) return session;
  const here = locale === routing.defaultLocale ? path : `/${locale}${path}`;
  const target = loginRedirectTarget(locale, routing.defaultLocale, here);
  redirect(target.pathname + target.search);
}

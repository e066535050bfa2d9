// The session check of the two order pages (/payment-confirm/{orderId}, /payment-error/{orderId}),
// as /profile does it: the proxy only saw that the cookie is there; a cookie that does not unseal
// or has expired sends the shopper to log in, coming back to this order afterwards.
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { readSessionCookie } from '@/lib/bff/session';
import { sessionCookieName } from '@/lib/bff/session-cookie';
import { loginRedirectTarget } from '@/lib/private-routes';

/** `path`: the page without the locale, e.g. "/payment-confirm/ABC…". */
export async function requireOrderPageSession(locale: string, path: string): Promise<void> {
  const session = await readSessionCookie((await cookies()).get(sessionCookieName())?.value);
  if (session) return;
  const here = locale === routing.defaultLocale ? path : `/${locale}${path}`;
  const target = loginRedirectTarget(locale, routing.defaultLocale, here);
  redirect(target.pathname + target.search);
}

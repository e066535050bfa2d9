// The one session check (and the metadata) of the private pages (/profile, /checkout, /payment-confirm/{id},
// /payment-error/{id}; lib/routing/private-routes.ts): the proxy only saw that the cookie is there; a cookie
// that does not unseal or has expired sends the shopper to log in, coming back to the page
// afterwards (docs/accounts-contract.md "Screens").
import 'server-only';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { type Locale, pageLocale, routing } from '@/i18n/routing';
import { loginRedirectTarget } from '@/lib/routing/private-routes';
import { toUser } from '@/lib/provider/account';
import type { User } from '@/lib/types/account';
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

/**
 * The start of a private page's render: its locale set for the render, and the shopper as the
 * session knew them at login or the last check (shown at once, refreshed by the screen), or a
 * redirect to log in.
 */
export async function openPrivatePage(params: Promise<{ locale: string }>, path: string): Promise<{ locale: Locale; user: User }> {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const session = await requirePageSession(locale, path);
  return { locale, user: toUser(session.user) };
}

/** The Meta titles of the private pages. */
export type PrivatePageTitle = 'profileTitle' | 'checkoutTitle' | 'paymentConfirmTitle' | 'paymentErrorTitle';

/** A private page's metadata: its title in the page's language, and never indexed nor followed. */
export async function privatePageMetadata(params: Promise<{ locale: string }>, title: PrivatePageTitle): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'Meta' });
  return { title: t(title), robots: { index: false, follow: false } };
}

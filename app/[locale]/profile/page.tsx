// /profile, the personal cabinet (SPEC.md §2): private, rendered per request, never indexed. The
// proxy sends a visitor without the session cookie to log in; here a cookie that does not unseal
// or has expired gets the same redirect (docs/accounts-contract.md "Screens"). The screen then
// asks the BFF (which asks the provider) and redirects too if the provider says 401.
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfileScreen } from '@/components/profile/profile-screen';
import { pageLocale, routing } from '@/i18n/routing';
import { readSessionCookie } from '@/lib/bff/session';
import { sessionCookieName } from '@/lib/bff/session-cookie';
import { loginRedirectTarget } from '@/lib/private-routes';
import type { User } from '@/lib/types/account';
import type { CardFlow } from '@/lib/types/payment';
import styles from './profile-page.module.css';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ALL_CLIENT_NAMESPACES } from '@/lib/client-namespaces';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'Meta' });
  return { title: t('profileTitle'), robots: { index: false, follow: false } };
}

export default async function ProfilePage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const session = await readSessionCookie((await cookies()).get(sessionCookieName())?.value);
  if (!session) {
    const here = locale === routing.defaultLocale ? '/profile' : `/${locale}/profile`;
    const target = loginRedirectTarget(locale, routing.defaultLocale, here);
    redirect(target.pathname + target.search);
  }
  // What the session knew at login or the last check: shown at once, then refreshed by the screen.
  const { id, email, name, verified, balance } = session.user;
  const known: User = { id, email, name, verified, balance };
  // The top-up's card flow (ARCHITECTURE.md decision 3) is server configuration.
  const cardFlow: CardFlow = process.env.PAYMENT_CARD_FLOW === 'redirect' ? 'redirect' : 'modal';
  return (
    <main id="main" className={styles.main}>
      <ClientMessages locale={locale} namespaces={ALL_CLIENT_NAMESPACES}>
        <ProfileScreen knownUser={known} cardFlow={cardFlow} />
      </ClientMessages>
    </main>
  );
}

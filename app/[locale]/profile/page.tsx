// /profile, the personal cabinet (SPEC.md §2): private, rendered per request, never indexed. The
// session is checked like every private page's (lib/bff/private-page.ts); the screen then asks the
// BFF (which asks the provider) and redirects too if the provider says 401.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfileScreen } from '@/components/profile/profile-screen';
import { pageLocale } from '@/i18n/routing';
import { cardFlow } from '@/lib/bff/payment/config';
import { requirePageSession } from '@/lib/bff/private-page';
import { toUser } from '@/lib/provider/account';
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
  const session = await requirePageSession(locale, '/profile');
  // What the session knew at login or the last check: shown at once, then refreshed by the screen.
  const known = toUser(session.user);
  return (
    <main id="main" className={styles.main}>
      <ClientMessages locale={locale} namespaces={ALL_CLIENT_NAMESPACES}>
        {/* The top-up's card flow (ARCHITECTURE.md decision 3) is server configuration. */}
        <ProfileScreen knownUser={known} cardFlow={cardFlow()} />
      </ClientMessages>
    </main>
  );
}

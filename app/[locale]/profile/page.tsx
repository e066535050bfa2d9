// /profile, the personal cabinet (docs/product/screens-and-routes.md): private, rendered per request, never indexed. The
// session is checked like every private page's (lib/bff/private-page.ts); the screen then asks the
// BFF (which asks the provider) and redirects too if the provider says 401.
import type { Metadata } from 'next';
import { ProfileScreen } from '@/components/profile/profile-screen';
import { cardFlow } from '@/lib/bff/payment/config';
import { openPrivatePage, privatePageMetadata } from '@/lib/bff/private-page';
import styles from './profile-page.module.css';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ALL_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

/** The cabinet's client components read every shared namespace, and its back-in-stock alerts their own. */
const PROFILE_NAMESPACES = [...ALL_CLIENT_NAMESPACES, 'Orders', 'StockAlerts'] as const;

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, 'profileTitle');
}

export default async function ProfilePage({ params }: Props) {
  const { locale, user } = await openPrivatePage(params, '/profile');
  return (
    <main id="main" className={styles.main}>
      <ClientMessages locale={locale} namespaces={PROFILE_NAMESPACES}>
        {/* The top-up's card flow (docs/decisions/0031-two-card-payment-flows.md) is server configuration. */}
        <ProfileScreen knownUser={user} cardFlow={cardFlow()} />
      </ClientMessages>
    </main>
  );
}

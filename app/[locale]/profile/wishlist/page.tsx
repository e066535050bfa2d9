// /profile/wishlist, the signed-in shopper's wishlist (docs/wishlist-contract.md "Screens"): private
// like the cabinet (under /profile, lib/routing/private-routes.ts), rendered per request, never indexed. The
// session is checked like every private page's (lib/bff/private-page.ts); the screen asks the BFF.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { WishlistScreen } from '@/components/wishlist/wishlist-screen';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/i18n/routing';
import { offers } from '@/lib/provider/capabilities';
import { openPrivatePage } from '@/lib/bff/private-page';
import { ALL_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import styles from '../profile-page.module.css';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'Wishlist' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function WishlistPage({ params }: Props) {
  // A provider without a wishlist: no such page.
  if (!(await offers('wishlist'))) notFound();
  const { locale, user } = await openPrivatePage(params, '/profile/wishlist');
  return (
    <main id="main" className={styles.main}>
      <ClientMessages locale={locale} namespaces={ALL_CLIENT_NAMESPACES}>
        <WishlistScreen knownUser={user} />
      </ClientMessages>
    </main>
  );
}

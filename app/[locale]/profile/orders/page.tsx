// /profile/orders, the account's order history: private like /profile (lib/routing/private-routes.ts covers
// every path under it), rendered per request, never indexed. The session is checked like every
// private page's; the screen then asks the BFF for the orders.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { OrdersScreen } from '@/components/orders/orders-screen';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/i18n/routing';
import { offers } from '@/lib/provider/capabilities';
import { cardFlow } from '@/lib/bff/payment/config';
import { openPrivatePage } from '@/lib/bff/private-page';
import { ALL_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import styles from '../profile-page.module.css';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'Orders' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function OrdersPage({ params }: Props) {
  // A provider without an order history: no such page.
  if (!(await offers('order-history'))) notFound();
  const { locale, user } = await openPrivatePage(params, '/profile/orders');
  return (
    <main id="main" className={styles.main}>
      <ClientMessages locale={locale} namespaces={[...ALL_CLIENT_NAMESPACES, 'Orders']}>
        {/* Paying again by card follows PAYMENT_CARD_FLOW, server configuration. */}
        <OrdersScreen knownUser={user} cardFlow={cardFlow()} />
      </ClientMessages>
    </main>
  );
}

// /checkout (docs/product/screens-and-routes.md): private, rendered per request, never indexed, and outside the
// (catalogue) group, so without the left category menu. The session is checked like every private
// page's (lib/bff/private-page.ts: back to /checkout after login). The card flow (modal or
// redirect, docs/decisions/0031-two-card-payment-flows.md) is server configuration, read on the server and handed to the screen.
import type { Metadata } from 'next';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import { cardFlow } from '@/lib/bff/payment/config';
import { openPrivatePage, privatePageMetadata } from '@/lib/bff/private-page';
import styles from './checkout-page.module.css';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ALL_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, 'checkoutTitle');
}

export default async function CheckoutPage({ params }: Props) {
  const { locale, user } = await openPrivatePage(params, '/checkout');
  return (
    <main id="main" className={styles.main}>
      <ClientMessages locale={locale} namespaces={ALL_CLIENT_NAMESPACES}>
        <CheckoutScreen flow={cardFlow()} knownUser={user} />
      </ClientMessages>
    </main>
  );
}

// /payment-error/{orderId} (docs/product/screens-and-routes.md): private, rendered per request, never indexed, without the
// category menu. The session is checked as /profile does; the order is read in the browser.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderErrorScreen } from '@/components/payment/order-error-screen';
import styles from '@/components/payment/payment.module.css';
import { pageLocale } from '@/i18n/routing';
import { requirePageSession } from '@/lib/bff/private-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ALL_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; orderId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'Meta' });
  return { title: t('paymentErrorTitle'), robots: { index: false, follow: false } };
}

export default async function PaymentErrorPage({ params }: Props) {
  const { locale: value, orderId } = await params;
  const locale = pageLocale(value);
  setRequestLocale(locale);
  await requirePageSession(locale, `/payment-error/${encodeURIComponent(orderId)}`);
  return (
    <main id="main" className={styles.main}>
      <ClientMessages locale={locale} namespaces={ALL_CLIENT_NAMESPACES}>
        <OrderErrorScreen orderId={orderId} />
      </ClientMessages>
    </main>
  );
}

'use client';
// A failed order's page body (/payment-error/{orderId}, docs/product/screens-and-routes.md, errors.md): the picture, "Something
// went wrong! Please try making the payment again", why when it is known, and a try-again. A
// failed payment allocates nothing and keeps the basket, so a purchase tries again at checkout;
// a top-up, from the cabinet where it started.
import { useTranslations } from 'next-intl';
import { PlainImage } from '@/components/ui/plain-image';
import { Link } from '@/i18n/navigation';
import type { Order } from '@/lib/types/payment';
import { FailureReasonText } from './failure-reason-text';
import styles from './payment.module.css';

export function OrderFailure({ order }: { order: Order }) {
  const t = useTranslations('Payment');
  const topUp = order.type === 'balance';
  return (
    <section className={styles.card}>
      <PlainImage src="/images/payment-error.svg" alt="" width={160} height={120} className={styles.errorImage} />
      <h1>{t('errorTitle')}</h1>
      <p className={styles.orderNumber}>{t('orderNumber', { orderId: order.id })}</p>
      <div role="alert">
        <p className={styles.status}>{t('errorText')}</p>
        <FailureReasonText reason={order.reason} method={order.method} refunded={order.refunded} className={styles.reason} />
      </div>
      {topUp || order.refunded !== null ? null : <p className={styles.muted}>{t('basketKept')}</p>}
      <div className={styles.pageActions}>
        <Link href={topUp ? '/profile' : '/checkout'} className="button">
          {t('tryAgain')}
        </Link>
        <Link href="/" className="button button-secondary">
          {t('toCatalogue')}
        </Link>
      </div>
    </section>
  );
}

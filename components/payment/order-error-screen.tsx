'use client';
// /payment-error/{orderId} (docs/product/screens-and-routes.md): where a declined 3-D Secure return and the UPI decline
// address land. A failed order shows why and a try-again; an order that went through meanwhile
// (paid, or still being paid) points to its confirmation page instead.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { OrderFailure } from './order-failure';
import { OrderLoadState } from './order-load-state';
import { OrderSummary } from './order-summary';
import { useOrder } from './use-order';
import styles from './payment.module.css';

export function OrderErrorScreen({ orderId }: { orderId: string }) {
  const t = useTranslations('Payment');
  const state = useOrder(orderId, `/payment-error/${orderId}`);
  if (state.status !== 'ready') return <OrderLoadState state={state} />;
  const { order } = state;
  return (
    <>
      {order.status === 'error' ? (
        <OrderFailure order={order} />
      ) : (
        <section className={styles.card}>
          <h1>{t('orderTitle', { orderId: order.id })}</h1>
          <p className={styles.status} data-status={order.status}>
            {order.status === 'paid' ? t('alreadyPaid') : t('stillProcessing')}
          </p>
          <div className={styles.pageActions}>
            <Link href={`/payment-confirm/${order.id}`} className="button">
              {t('viewOrder')}
            </Link>
          </div>
        </section>
      )}
      <OrderSummary order={order} />
    </>
  );
}

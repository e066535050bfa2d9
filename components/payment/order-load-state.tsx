'use client';
// What the order pages show before they have an order: loading, a failure with a retry, or a
// clear "not found" (an unknown id, or another account's order) with the ways on.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { OrderState } from './use-order';
import styles from './payment.module.css';

export function OrderLoadState({ state }: { state: Exclude<OrderState, { status: 'ready' }> }) {
  const t = useTranslations('Payment');
  switch (state.status) {
    case 'loading':
      return (
        <section className={styles.card} aria-busy="true">
          <p className={styles.status}>{t('orderLoading')}</p>
        </section>
      );
    case 'failed':
      return (
        <section className={styles.card} role="alert">
          <p className={styles.status}>{t('orderFailed')}</p>
          <div className={styles.pageActions}>
            <button type="button" className="button" onClick={state.retry}>
              {t('retry')}
            </button>
          </div>
        </section>
      );
    case 'not-found':
      return (
        <section className={styles.card}>
          <h1>{t('notFoundTitle')}</h1>
          <p className={styles.status}>{t('notFoundText')}</p>
          <div className={styles.pageActions}>
            <Link href="/profile" className="button">
              {t('toCabinet')}
            </Link>
            <Link href="/" className="button button-secondary">
              {t('toCatalogue')}
            </Link>
          </div>
        </section>
      );
  }
}

'use client';
// Balance top-up success (docs/product/screens-and-routes.md): the new balance (GET /api/payment-confirm/{orderId}) and the
// way to the cabinet.
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatPrice } from '@/lib/i18n/format';
import { OutcomeModal } from './outcome-modal';
import styles from './payment.module.css';
import { SuccessIcon } from './success-icon';

export interface TopUpSuccessModalProps {
  /** Cents; null when it could not be read. */
  balance: number | null;
  onClose: () => void;
}

export function TopUpSuccessModal({ balance, onClose }: TopUpSuccessModalProps) {
  const t = useTranslations('Payment');
  const locale = useLocale();
  return (
    <OutcomeModal
      title={t('topUpTitle')}
      picture={<SuccessIcon />}
      role="status"
      action={
        <Link href="/profile" className="button" onClick={onClose}>
          {t('toCabinet')}
        </Link>
      }
      onClose={onClose}
    >
      <p>{t('topUpText')}</p>
      <p className={styles.reason}>{balance === null ? t('balanceInCabinet') : t('newBalance', { balance: formatPrice(balance, locale) })}</p>
    </OutcomeModal>
  );
}

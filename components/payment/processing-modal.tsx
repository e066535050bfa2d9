'use client';
// "Do not close the browser, your order is being processed" (docs/product/errors.md): open while the payment's status is
// `init`. It cannot be dismissed then (Escape and outside clicks are ignored, and the dialog's
// description says it closes by itself); after PAYMENT_POLL_LIMIT_MS it tells the shopper what
// happens next, offers to check again and to write to support, and can be closed.
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import styles from './payment.module.css';
import { SupportLink } from './support-link';

export interface ProcessingModalProps {
  orderId: string;
  phase: 'polling' | 'overdue';
  unreachable: boolean;
  onCheckAgain: () => void;
  onClose: () => void;
}

export function ProcessingModal({ orderId, phase, unreachable, onCheckAgain, onClose }: ProcessingModalProps) {
  const t = useTranslations('Payment');
  const overdue = phase === 'overdue';
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && overdue) onClose();
      }}
      title={overdue ? t('overdueTitle') : t('processingTitle')}
      description={overdue ? undefined : t('processingLocked')}
      size="regular"
      showClose={overdue}
    >
      <div className={styles.notice} aria-busy={!overdue || undefined}>
        {overdue ? null : <div className={styles.spinner} aria-hidden="true" />}
        <p role="status">{overdue ? t('overdueText') : t('processingText')}</p>
        <p className={styles.orderNumber}>{t('orderNumber', { orderId })}</p>
        {unreachable && !overdue ? (
          <p role="alert" className={styles.warning}>
            {t('unreachable')}
          </p>
        ) : null}
        {overdue ? (
          <>
            <p>{t('overdueSupport', { orderId })}</p>
            <div className={styles.actions}>
              <button type="button" className="button" onClick={onCheckAgain}>
                {t('checkAgain')}
              </button>
              <SupportLink orderId={orderId} className="button button-secondary">
                {t('contactSupport')}
              </SupportLink>
              <button type="button" className="button button-secondary" onClick={onClose}>
                {t('close')}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </Modal>
  );
}

'use client';
// "Something went wrong! Please try making the payment again" (docs/product/errors.md) with an image
// and a try-again button that returns to the index; when the reason is known, a line saying why.
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { PlainImage } from '@/components/ui/plain-image';
import type { FailureReason, OrderMethod } from '@/lib/types/payment';
import { FailureReasonText } from './failure-reason-text';
import styles from './payment.module.css';

export interface PaymentErrorModalProps {
  orderId: string | null;
  reason: FailureReason | null;
  /** How the order was being paid, when known: the reason is worded for it. */
  method: OrderMethod | null;
  /** A refusal text the caller already had (in the shopper's language). */
  message: string | null;
  notFound: boolean;
  onTryAgain: () => void;
  onClose: () => void;
}

export function PaymentErrorModal({ orderId, reason, method, message, notFound, onTryAgain, onClose }: PaymentErrorModalProps) {
  const t = useTranslations('Payment');
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('errorTitle')}
      size="regular"
    >
      <div className={styles.notice}>
        <PlainImage src="/images/payment-error.svg" alt="" width={160} height={120} className={styles.errorImage} />
        <div role="alert" className={styles.notice}>
          <p>{t('errorText')}</p>
          <FailureReasonText reason={reason} method={method} className={styles.reason} />
          {message && !reason ? <p className={styles.reason}>{message}</p> : null}
          {notFound ? <p className={styles.reason}>{t('errorNotFound')}</p> : null}
        </div>
        {orderId ? <p className={styles.orderNumber}>{t('orderNumber', { orderId })}</p> : null}
        <div className={styles.actions}>
          <button type="button" className="button" onClick={onTryAgain}>
            {t('tryAgain')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

'use client';
// "Something went wrong! Please try making the payment again" (docs/product/errors.md) with an image
// and a try-again button that returns to the index; when the reason is known, a line saying why.
import { useTranslations } from 'next-intl';
import { PlainImage } from '@/components/ui/plain-image';
import type { FailureReason, OrderMethod } from '@/lib/types/payment';
import { FailureReasonText } from './failure-reason-text';
import { OutcomeModal } from './outcome-modal';
import styles from './payment.module.css';

export interface PaymentErrorModalProps {
  orderId: string | null;
  reason: FailureReason | null;
  /** How the order was being paid, when known: the reason is worded for it. */
  method: OrderMethod | null;
  /** A refusal text the caller already had (in the shopper's language). */
  message: string | null;
  notFound: boolean;
  /** Cents credited to the balance because the paid order could not be delivered. */
  refunded?: number | null;
  onTryAgain: () => void;
  onClose: () => void;
}

export function PaymentErrorModal({ orderId, reason, method, message, notFound, refunded = null, onTryAgain, onClose }: PaymentErrorModalProps) {
  const t = useTranslations('Payment');
  return (
    <OutcomeModal
      title={t('errorTitle')}
      picture={<PlainImage src="/images/payment-error.svg" alt="" width={160} height={120} className={styles.errorImage} />}
      role="alert"
      footnote={orderId ? <p className={styles.orderNumber}>{t('orderNumber', { orderId })}</p> : null}
      action={
        <button type="button" className="button" onClick={onTryAgain}>
          {t('tryAgain')}
        </button>
      }
      onClose={onClose}
    >
      <p>{t('errorText')}</p>
      <FailureReasonText reason={reason} method={method} refunded={refunded} className={styles.reason} />
      {message && !reason && refunded === null ? <p className={styles.reason}>{message}</p> : null}
      {notFound ? <p className={styles.reason}>{t('errorNotFound')}</p> : null}
    </OutcomeModal>
  );
}

'use client';
// Payment success (docs/product/screens-and-routes.md, errors.md "Order not received? Contact us"): the
// delivered codes when they could be read, the way to the cabinet where they are kept, and a
// mail to support quoting the order.
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { Link } from '@/i18n/navigation';
import type { Purchase } from '@/lib/types/account';
import { DeliveredCodes } from './delivered-codes';
import styles from './payment.module.css';
import { SuccessIcon } from './success-icon';
import { SupportLink } from './support-link';

export interface PaymentSuccessModalProps {
  orderId: string | null;
  codes: Purchase[] | null;
  /** `link`: the shopper follows the link to the cabinet (the page changes anyway). */
  onClose: (how: 'dismiss' | 'link') => void;
}

export function PaymentSuccessModal({ orderId, codes, onClose }: PaymentSuccessModalProps) {
  const t = useTranslations('Payment');
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose('dismiss');
      }}
      title={t('successTitle')}
      size={codes && codes.length > 0 ? 'medium' : 'regular'}
    >
      <div className={styles.notice}>
        <SuccessIcon />
        <p role="status">{t('successText')}</p>
        {orderId ? <p className={styles.orderNumber}>{t('orderNumber', { orderId })}</p> : null}
        {codes && codes.length > 0 ? (
          <DeliveredCodes codes={codes.map((purchase) => ({ id: purchase.id, name: purchase.name, code: purchase.product_code }))} />
        ) : null}
        <p className={styles.muted}>{t('codesInCabinet')}</p>
        <div className={styles.actions}>
          <Link href="/profile" className="button" onClick={() => onClose('link')}>
            {t('toCabinet')}
          </Link>
          <button type="button" className="button button-secondary" onClick={() => onClose('dismiss')}>
            {t('close')}
          </button>
        </div>
        <SupportLink orderId={orderId}>{t('notReceived')}</SupportLink>
      </div>
    </Modal>
  );
}

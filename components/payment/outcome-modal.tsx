'use client';
// The frame of the payment's outcome modals (the error and the top-up success): a picture, the
// news in a live region (an alert for a failure, a status for good news), what follows it, the
// modal's own action and a close button.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import styles from './payment.module.css';

export interface OutcomeModalProps {
  title: string;
  /** Beside the news: an image or an icon. */
  picture: ReactNode;
  /** `alert` for a failure, `status` for good news. */
  role: 'alert' | 'status';
  /** The news itself, read out when the modal opens. */
  children: ReactNode;
  /** Under the news, outside the live region. */
  footnote?: ReactNode;
  /** The first action, before "Close". */
  action: ReactNode;
  onClose: () => void;
}

export function OutcomeModal({ title, picture, role, children, footnote, action, onClose }: OutcomeModalProps) {
  const t = useTranslations('Payment');
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="regular"
    >
      <div className={styles.notice}>
        {picture}
        <div role={role} className={styles.notice}>
          {children}
        </div>
        {footnote}
        <div className={styles.actions}>
          {action}
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

'use client';
// A 429 (login, register, reset, e-mail verification, promo code; docs/product/errors.md) shows the server's own
// message ("Too many attempts. Please try again in N minutes.") in a modal with one close button.
// It opens over the form or the basket panel, which keeps what was typed.
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import styles from '@/components/auth/auth.module.css';

export function RateLimitModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useTranslations('Auth');
  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('tooManyTitle')}
      size="light"
      showClose={false}
    >
      <div className={styles.notice}>
        <p role="alert" className={styles.noticeText}>
          {message}
        </p>
        <button type="button" className="button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
}

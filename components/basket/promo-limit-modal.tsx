'use client';
// SPEC.md §8: a 429 on the promo code shows the server's own message in a modal with a close
// button. It opens over the basket panel, which keeps the code that was typed.
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import styles from './basket.module.css';

export function PromoLimitModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useTranslations('Basket');
  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('promoTooManyTitle')}
      size="light"
      showClose={false}
    >
      <div className={styles.notice}>
        <p>{message}</p>
        <button type="button" className="button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
}

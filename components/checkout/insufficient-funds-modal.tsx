'use client';
// The insufficient-funds modal (docs/product/screens-and-routes.md, errors.md):
// the balance, what the order costs, and a button that opens the card modal to top up.
import { useLocale, useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { formatPrice } from '@/lib/i18n/format';
import styles from './checkout.module.css';

export interface Shortfall {
  /** Cents on the balance. */
  balance: number;
  /** Cents the order costs. */
  total: number;
}

interface InsufficientFundsModalProps {
  shortfall: Shortfall | null;
  onClose: () => void;
  onTopUp: () => void;
}

export function InsufficientFundsModal({ shortfall, onClose, onTopUp }: InsufficientFundsModalProps) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  return (
    <Modal
      open={shortfall !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('insufficientTitle')}
      size="regular"
    >
      {shortfall ? (
        <div className={styles.notice}>
          <p role="alert" className={styles.noticeText}>
            {t('insufficientText')}
          </p>
          <p className={styles.muted}>{t('insufficientHint')}</p>
          <dl className={styles.orderFacts}>
            <div>
              <dt>{t('yourBalance')}</dt>
              <dd>{formatPrice(shortfall.balance, locale)}</dd>
            </div>
            <div>
              <dt>{t('toPay')}</dt>
              <dd>{formatPrice(shortfall.total, locale)}</dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={onTopUp}>
              {t('topUp')}
            </button>
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

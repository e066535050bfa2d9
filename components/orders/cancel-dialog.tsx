'use client';
// "Cancel order" asks first: the order is cancelled for good and can no longer be paid. A refusal
// (paid meanwhile, the shop away, the session over) is said in the dialog, which stays open.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { failureKind } from '@/lib/client/request';
import { ordersApi } from '@/lib/orders/client';
import type { OrderEntry } from '@/lib/orders/schemas';
import styles from './orders.module.css';

interface CancelDialogProps {
  orderId: string;
  onClose: () => void;
  onCancelled: (order: OrderEntry) => void;
  /** The order changed meanwhile (paid or gone): the list is read again. */
  onStale: () => void;
  onSessionEnded: () => void;
}

export function CancelDialog({ orderId, onClose, onCancelled, onStale, onSessionEnded }: CancelDialogProps) {
  const t = useTranslations('Orders');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    const result = await ordersApi.cancel(locale, orderId);
    setBusy(false);
    if (result.ok) {
      onCancelled(result.data.order);
      return;
    }
    const kind = failureKind(result);
    if (kind === 'unauthenticated') {
      onSessionEnded();
      return;
    }
    if (result.status === 409 || result.status === 404) onStale();
    setError(kind === 'network' ? t('unreachable') : kind === 'unavailable' ? t('unavailable') : (result.message ?? t('cancelFailed')));
  }

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={t('cancelTitle', { id: orderId })} description={t('cancelText')}>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className="button" onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('cancelling') : t('cancelConfirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
          {t('cancelKeep')}
        </button>
      </div>
    </Modal>
  );
}

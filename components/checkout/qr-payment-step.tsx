'use client';
// The step after a Pix or UPI order is created (docs/product/screens-and-routes.md):
// the QR, what goes with it (the copy-and-paste code, or the link to the UPI app), the order
// number, the amount charged (in reais or rupees, beside the euro total), and the wait for the payment (use-order-watch.ts) in a live region next
// to the QR rather than in a modal over it. Once the order leaves `init` the confirmation flow
// shows its success or error modal; a payment that failed may be tried again from here.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { formatPrice } from '@/lib/i18n/format';
import type { OrderStatus } from '@/lib/types/payment';
import { QrImage } from './qr-image';
import { askToLogIn } from './use-checkout-failure';
import { useOrderWatch } from './use-order-watch';
import type { QrOrder } from './use-qr-order';
import styles from './checkout.module.css';

interface QrPaymentStepProps {
  /** The order: its id, euro total, what it charges in reais or rupees and what the QR encodes. */
  order: QrOrder;
  /** How it is paid: the step's title, instructions and QR label, and a failure, are worded for it. */
  method: 'pix' | 'upi';
  /** Shown under the QR: the code to copy, or the app link. */
  children?: ReactNode;
  /** The order left `init` (confirmPayment has it now). */
  onSettled: (status: Exclude<OrderStatus, 'init'>) => void;
  /** "Try again" after a failed payment: back to the form, with what was entered. */
  onRestart: () => void;
}

/** The step's texts per method, in the Checkout messages. */
const TEXTS = {
  pix: { title: 'pixQrTitle', instructions: 'pixQrText', qrLabel: 'pixQrLabel' },
  upi: { title: 'upiQrTitle', instructions: 'upiQrText', qrLabel: 'upiQrLabel' },
} as const;

export function QrPaymentStep({ order, method, children, onSettled, onRestart }: QrPaymentStepProps) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const { id: orderId, amount, charge, qrText } = order;
  const texts = TEXTS[method];
  const { watch, checkNow, watchAgain } = useOrderWatch(orderId, method);
  const settledStatus = watch.phase === 'settled' ? watch.status : null;

  useEffect(() => {
    if (settledStatus) onSettled(settledStatus);
  }, [settledStatus, onSettled]);

  const checking = (watch.phase === 'waiting' || watch.phase === 'timed-out') && watch.checking;

  return (
    <div className={styles.qrStep}>
      <h3 className={styles.stepTitle}>{t(texts.title)}</h3>
      <p className={styles.muted}>{t(texts.instructions)}</p>
      <div className={styles.qrBox}>
        <QrImage text={qrText} label={t(texts.qrLabel, { order: orderId })} />
      </div>
      {children}
      <dl className={styles.orderFacts}>
        <div>
          <dt>{t('orderNumber')}</dt>
          <dd className={styles.orderNumber}>{orderId}</dd>
        </div>
        <div>
          <dt>{t('amount')}</dt>
          <dd>{charge ? formatPrice(charge.amount, locale, charge.currency) : formatPrice(amount, locale)}</dd>
        </div>
        {charge ? (
          <div>
            <dt>{t('total')}</dt>
            <dd>{formatPrice(amount, locale)}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.waiting}>
        <p role="status" className={styles.waitingText} aria-busy={checking || undefined}>
          {watch.phase === 'waiting'
            ? watch.notYet
              ? t('notYet')
              : t('waiting')
            : watch.phase === 'timed-out'
              ? t('stillWaiting')
              : watch.phase === 'settled'
                ? watch.status === 'paid'
                  ? t('paid')
                  : t('notPaid')
                : t('sessionEnded')}
        </p>
        {watch.phase === 'waiting' ? (
          <button type="button" className="button button-secondary" disabled={checking} onClick={() => void checkNow()}>
            {checking ? t('checking') : t('havePaid')}
          </button>
        ) : null}
        {watch.phase === 'timed-out' ? (
          <button type="button" className="button" disabled={checking} onClick={watchAgain}>
            {checking ? t('checking') : t('checkAgain')}
          </button>
        ) : null}
        {watch.phase === 'settled' && watch.status === 'error' ? (
          <button type="button" className="button" onClick={onRestart}>
            {t('tryAgain')}
          </button>
        ) : null}
        {watch.phase === 'session-ended' ? (
          <>
            <button type="button" className="button" onClick={askToLogIn}>
              {t('logIn')}
            </button>
            <button type="button" className="button button-secondary" onClick={watchAgain}>
              {t('checkAgain')}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}

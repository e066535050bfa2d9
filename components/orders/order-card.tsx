'use client';
// One order of the history: number, date, status, method, items, the euro total and, for Pix and
// UPI, the charge in reais or rupees with its rate; a paid order's codes; an unpaid one's "Pay
// again" and "Cancel order". Paying again by card opens the card modal for this very order, from
// the balance pays it from the balance, a Pix or UPI order is quoted again and shows its QR here.
// Whatever settles the order (the QR's wait, the confirmation flow's poll) has the list read again.
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { FailureReasonText } from '@/components/payment/failure-reason-text';
import { confirmPayment } from '@/components/payment/payment-flow';
import { usePaymentOutcome } from '@/components/payment/payment-modals';
import { CopyCodeButton } from '@/components/ui/copy-code-button';
import { type ApiFailure, failureKind } from '@/lib/client/request';
import { paymentApi } from '@/lib/client/payment';
import { formatDate, formatPrice, formatRate, formatTime } from '@/lib/i18n/format';
import { ordersApi } from '@/lib/orders/client';
import type { OrderEntry, PayAgain } from '@/lib/orders/schemas';
import type { CardFlow } from '@/lib/types/payment';
import { CancelDialog } from './cancel-dialog';
import { isCancellable, METHOD_TEXT, orderState, payAgainWay, STATE_TEXT } from './order-state';
import { QrAgain } from './qr-again';
import styles from './orders.module.css';

// The card modal's code loads when it is first opened.
const CardModal = dynamic(() => import('@/components/payment/card-modal').then((module) => module.CardModal), { ssr: false });

interface OrderCardProps {
  order: OrderEntry;
  cardFlow: CardFlow;
  /** The order changed (paid, failed, cancelled): the list is read again. */
  onChanged: () => void;
  onCancelled: (order: OrderEntry) => void;
  onSessionEnded: () => void;
}

export function OrderCard({ order, cardFlow, onChanged, onCancelled, onSessionEnded }: OrderCardProps) {
  const t = useTranslations('Orders');
  const locale = useLocale();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [qr, setQr] = useState<PayAgain | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  // When the card was shown: whether the charge still held then (the list is read again after any change).
  const [shownAt] = useState(() => Date.now());
  const state = orderState(order);
  const way = payAgainWay(order);
  const outcome = usePaymentOutcome(order.id);
  // Once the order is paid or cancelled (the list read again) its QR is no longer shown.
  const showQr = qr !== null && way === 'qr';

  // The confirmation flow saw this order paid or failed (card, balance): read the list again.
  useEffect(() => {
    if (outcome !== null) onChanged();
  }, [outcome, onChanged]);

  function failed(failure: ApiFailure) {
    const kind = failureKind(failure);
    if (kind === 'unauthenticated') {
      onSessionEnded();
      return;
    }
    // Paid, cancelled or gone meanwhile: what the list says is out of date.
    if (failure.status === 409 || failure.status === 404) onChanged();
    setError(kind === 'network' ? t('unreachable') : kind === 'unavailable' ? t('unavailable') : (failure.message ?? t('payAgainFailed')));
  }

  async function payAgain() {
    setError(null);
    if (way === 'card') {
      setCardOpen(true);
      return;
    }
    setBusy(true);
    if (way === 'qr') {
      const result = await ordersApi.payAgain(locale, order.id);
      setBusy(false);
      if (result.ok) setQr(result.data);
      else failed(result);
      return;
    }
    const result = way === 'free' ? await paymentApi.confirmOrder(locale, order.id) : await paymentApi.spendBalance(locale, order.id);
    setBusy(false);
    if (!result.ok) {
      failed(result);
      return;
    }
    confirmPayment({ orderId: order.id, kind: 'purchase', method: way === 'free' ? 'free' : 'balance' });
  }

  const charge = order.charge;
  const holds = charge !== null && order.charge_expires_at !== null && Date.parse(order.charge_expires_at) > shownAt;

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.orderHead}>
        <h2 id={headingId} className={styles.orderTitle}>
          {t('orderTitle', { id: order.id })}
        </h2>
        <span className={styles.badge} data-state={state}>
          {t(STATE_TEXT[state])}
        </span>
      </div>
      <p className={styles.muted}>{t('placedOn', { date: formatDate(order.created_at, locale), time: formatTime(order.created_at, locale) })}</p>

      <dl className={styles.facts}>
        <div>
          <dt>{t('method')}</dt>
          <dd>{order.method ? t(METHOD_TEXT[order.method]) : t('methodNone')}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd>{formatPrice(order.total, locale)}</dd>
        </div>
        {charge ? (
          <div>
            <dt>{t('charge', { currency: charge.currency })}</dt>
            <dd>{formatPrice(charge.amount, locale, charge.currency)}</dd>
          </div>
        ) : null}
      </dl>
      {charge?.rate ? <p className={styles.muted}>{t('rate', { rate: formatRate(charge.rate, charge.currency, locale) })}</p> : null}
      {charge && way === 'qr' && !showQr ? (
        <p className={styles.muted}>{holds ? t('holdsUntil', { time: formatTime(order.charge_expires_at!, locale) }) : t('expired')}</p>
      ) : null}
      {(state === 'failed' || state === 'refunded') && order.reason ? (
        <FailureReasonText reason={order.reason} method={order.method} refunded={order.refunded} className={styles.muted} />
      ) : null}

      <h3 className={styles.subTitle}>{t('items')}</h3>
      <ul className={styles.items}>
        {order.type === 'balance' ? (
          <li>
            <span>{t('topUp')}</span>
            <span>{formatPrice(order.total, locale)}</span>
          </li>
        ) : (
          order.items.map((item) => (
            <li key={item.product_id}>
              <span>{t('itemLine', { name: item.name, quantity: item.quantity })}</span>
              <span>{formatPrice(item.paid, locale)}</span>
            </li>
          ))
        )}
      </ul>
      {order.promo ? <p className={styles.muted}>{t('promo', { code: order.promo.code, discount: order.promo.discount })}</p> : null}

      {order.codes && order.codes.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{t('codes')}</h3>
          <ul className={styles.codes}>
            {order.codes.map((code) => (
              <li key={code.purchase_id}>
                <span>{code.name}</span>
                <span>
                  <code className={styles.code}>{code.code}</code> <CopyCodeButton code={code.code} productName={code.name} />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {way !== null || isCancellable(order) ? (
        <div className={styles.actions}>
          {way !== null && !showQr ? (
            <button type="button" className="button" onClick={() => void payAgain()} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('preparing') : t('payAgain')}
            </button>
          ) : null}
          {showQr ? (
            <button type="button" className="button button-secondary" onClick={() => setQr(null)}>
              {t('closePayment')}
            </button>
          ) : null}
          {isCancellable(order) ? (
            <button type="button" className="button button-secondary" onClick={() => setCancelling(true)}>
              {t('cancel')}
            </button>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}

      {showQr && qr ? (
        <QrAgain
          key={`${qr.order.id}-${qr.order.charge?.quoted_at}`}
          answer={qr}
          onSettled={onChanged}
          onRestart={() => {
            setQr(null);
            void payAgain();
          }}
        />
      ) : null}
      {cardOpen ? (
        <CardModal purpose={{ kind: 'purchase', amount: order.total }} flow={cardFlow} order={{ id: order.id, total: order.total }} onClose={() => setCardOpen(false)} />
      ) : null}
      {cancelling ? (
        <CancelDialog
          orderId={order.id}
          onClose={() => setCancelling(false)}
          onCancelled={(cancelled) => {
            setCancelling(false);
            setQr(null);
            onCancelled(cancelled);
          }}
          onStale={onChanged}
          onSessionEnded={onSessionEnded}
        />
      ) : null}
    </li>
  );
}

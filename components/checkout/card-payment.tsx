'use client';
// Paying by card (docs/product/order-states.md; docs/decisions/0031-two-card-payment-flows.md): the basket's
// changes are saved first, since the order is made from the stored basket, then the card modal
// takes over (its own order, idempotency key, 3-D Secure or the hosted page).
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { basketStore } from '@/lib/basket/basket-store';
import { useCheckoutFailure } from './use-checkout-failure';
import styles from './checkout.module.css';

export function CardPayment({ onPayByCard }: { onPayByCard: () => void }) {
  const t = useTranslations('Checkout');
  const failure = useCheckoutFailure();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  async function open() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    failure.setMessage(null);
    const saved = await basketStore.prepareCheckout();
    inFlight.current = false;
    setBusy(false);
    if (!saved.ok) {
      failure.setMessage(failure.basketProblemText(saved.problem));
      return;
    }
    onPayByCard();
  }

  return (
    <div className={styles.method}>
      <p className={styles.muted}>{t('cardText')}</p>
      {failure.message ? (
        <p role="alert" className={styles.formError}>
          {failure.message}
        </p>
      ) : null}
      {/* Not `disabled` while busy: a disabled button drops the keyboard focus to the page, and the
          card modal gives the focus back to what had it when it opened (inFlight guards clicks). */}
      <button type="button" className="button" aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={() => void open()}>
        {t('payByCard')}
      </button>
    </div>
  );
}

'use client';
// Paying from the balance (docs/product/order-states.md): the
// balance and the amount, then "Pay from balance" creates a `spending` order from the basket and
// pays it (POST /api/payment/spending-balance-handle); the confirmation flow shows the outcome and
// the balance is read again BALANCE_REFRESH_DELAY_MS later. A balance below the total opens the
// insufficient-funds modal with its top-up button: at once when the balance, asked again, is
// known to be short (no order is made), or when the provider refuses with
// `insufficient_balance`. One idempotency key per attempt: a double click pays one order.
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { RateLimitModal } from '@/components/forms/rate-limit-modal';
import { useUserCache } from '@/components/auth/use-user-cache';
import { confirmPayment, refreshBalanceAfterSpending, showPaymentError } from '@/components/payment/payment-flow';
import { accountApi } from '@/lib/client/account';
import { basketStore, type BasketView } from '@/lib/basket/basket-store';
import { formatPrice } from '@/lib/i18n/format';
import { paymentApi, paymentRefusal } from '@/lib/client/payment';
import { failureKind } from '@/lib/client/request';
import type { User } from '@/lib/types/account';
import { useAttemptKey } from './attempt-key';
import { amountToPay, basketFingerprint } from './checkout-basket';
import { InsufficientFundsModal, type Shortfall } from './insufficient-funds-modal';
import { useCheckoutFailure } from './use-checkout-failure';
import styles from './checkout.module.css';

interface BalancePaymentProps {
  user: User;
  basket: BasketView;
  /** Opens the card modal for a top-up. */
  onTopUp: () => void;
}

export function BalancePayment({ user, basket, onTopUp }: BalancePaymentProps) {
  const t = useTranslations('Checkout');
  const auth = useTranslations('Auth');
  const locale = useLocale();
  const userCache = useUserCache();
  const failure = useCheckoutFailure();
  const attempt = useAttemptKey('spending');
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const total = amountToPay(basket);

  /** The balance asked again (it may have been topped up elsewhere); the one known when that fails. */
  async function currentBalance(): Promise<number> {
    const result = await accountApi.balance(locale);
    if (!result.ok) return user.balance;
    if (result.data.balance !== user.balance) void userCache.set({ ...user, balance: result.data.balance });
    return result.data.balance;
  }

  async function pay() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    failure.setMessage(null);
    try {
      if (user.balance < total) {
        const balance = await currentBalance();
        if (balance < total) {
          setShortfall({ balance, total });
          return;
        }
      }
      const saved = await basketStore.prepareCheckout();
      if (!saved.ok) {
        failure.setMessage(failure.basketProblemText(saved.problem));
        return;
      }
      const key = attempt.keyFor(basketFingerprint(basketStore.getSnapshot()));
      const created = await paymentApi.createOrder(locale, { type: 'spending' }, key);
      if (!created.ok) {
        if (created.status === 409) attempt.renew();
        // The shop could not make the order: the payment error modal (the same key tries again).
        if (failureKind(created) === 'unavailable') showPaymentError({ method: 'balance' });
        else failure.show(created);
        return;
      }
      const orderId = created.data.order_id;
      const spent = await paymentApi.spendBalance(locale, orderId);
      if (spent.ok) {
        attempt.renew();
        void userCache.set({ ...user, balance: spent.data.balance });
        confirmPayment({ orderId, kind: 'purchase', method: 'balance' });
        refreshBalanceAfterSpending();
        return;
      }
      const refusal = paymentRefusal(spent.details);
      if (spent.status === 422 && refusal.reason === 'insufficient_balance') {
        // The same order is paid once the balance is topped up (same basket, same key).
        const balance = refusal.balance ?? (await currentBalance());
        setShortfall({ balance, total: refusal.total ?? created.data.total_price });
        return;
      }
      // The shop could not complete it: the payment error modal; paying again pays this same order.
      if (failureKind(spent) === 'unavailable') showPaymentError({ orderId, method: 'balance' });
      else failure.show(spent);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <div className={styles.method}>
      <dl className={styles.orderFacts}>
        <div>
          <dt>{t('yourBalance')}</dt>
          <dd>{formatPrice(user.balance, locale)}</dd>
        </div>
        <div>
          <dt>{t('toPay')}</dt>
          <dd>{formatPrice(total, locale)}</dd>
        </div>
      </dl>
      {failure.message ? (
        <p role="alert" className={styles.formError}>
          {failure.message}
        </p>
      ) : null}
      <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={() => void pay()}>
        {busy ? auth('sending') : t('payFromBalance')}
      </button>
      <InsufficientFundsModal
        shortfall={shortfall}
        onClose={() => setShortfall(null)}
        onTopUp={() => {
          setShortfall(null);
          onTopUp();
        }}
      />
      <RateLimitModal message={failure.rateLimited} onClose={failure.closeRateLimited} />
    </div>
  );
}

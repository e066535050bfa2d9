'use client';
// Before a Pix or UPI payment (docs/payments-contract.md "Charges in reais and rupees"): the order's
// euro total, the amount charged in reais or rupees, the rate it was converted at and until when that
// amount holds, all written for the page's locale. While the basket's changes are on their way or a
// new quote is asked, the old figures stay dimmed and a status line says so; a failure says so with
// a retry. A provider that gives no quotes (lib/types/capabilities.ts `payment-quotes`): the euro
// total, and that the amount in reais or rupees comes with the code, read from it (ChargeWithCode).
import { useLocale, useTranslations } from 'next-intl';
import { useBasket } from '@/components/basket/use-basket';
import { amountToPay } from './checkout-basket';
import { useId } from 'react';
import { formatPrice, formatRate, formatTime, formatWholeEuros } from '@/lib/i18n/format';
import type { ChargeCurrency } from '@/lib/types/payment';
import type { PaymentQuotes } from './use-payment-quote';
import styles from './checkout.module.css';

export function ChargeQuote({ currency, quotes }: { currency: ChargeCurrency; quotes: PaymentQuotes }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const titleId = useId();
  const { state, updating } = quotes;
  const quote = state.phase === 'ready' || state.phase === 'loading' ? state.quote : null;
  const stale = quote !== null && (updating || state.phase === 'loading');
  const status = stale ? t('chargeUpdating') : state.phase === 'loading' || (quote === null && updating) ? t('chargeLoading') : '';

  return (
    <section className={styles.charge} aria-labelledby={titleId} aria-busy={stale || state.phase === 'loading' || undefined}>
      <h3 id={titleId} className={styles.chargeTitle}>
        {t('chargeTitle', { currency })}
      </h3>
      {quote ? (
        <div className={styles.chargeBody} data-stale={stale}>
          <dl className={styles.chargeFigures}>
            <div>
              <dt>{t('chargeTotal')}</dt>
              <dd>{formatPrice(quote.total, locale)}</dd>
            </div>
            <div>
              <dt>{t('chargeAmount', { currency })}</dt>
              <dd className={styles.chargeAmount}>{formatPrice(quote.amount, locale, quote.currency)}</dd>
            </div>
          </dl>
          <p className={styles.chargeNote}>{t('chargeRate', { euro: formatWholeEuros(1, locale), rate: formatRate(quote.rate, quote.currency, locale) })}</p>
          <p className={styles.chargeNote}>{t('chargeHeld', { time: formatTime(quote.expires_at, locale) })}</p>
        </div>
      ) : null}
      <p role="status" className={styles.recalculating}>
        {status}
      </p>
      {state.phase === 'failed' ? (
        <div role="alert" className={styles.chargeFailed}>
          <p>{state.failure.status === 0 || !state.failure.message ? t('chargeFailed') : state.failure.message}</p>
          <button type="button" className="button button-secondary" onClick={quotes.refresh}>
            {t('retry')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Before a Pix or UPI payment with a provider that gives no quotes: the euro total, and where the amount charged will be shown. */
export function ChargeWithCode({ currency }: { currency: ChargeCurrency }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const basket = useBasket();
  return <p className={styles.muted}>{t('chargeWithCode', { currency, orderTotal: formatPrice(amountToPay(basket), locale) })}</p>;
}

'use client';
// The foot of the basket panel: how many items, the promo code, the total (totals.tsx) and
// checkout. While a change is on its way the provider's figures are marked as being recalculated.
// On pt-BR and hi pages the total is also given approximately in reais or rupees, with a note that
// the checkout's quote is the exact amount.
import { useTranslations } from 'next-intl';
import { LocalPrice } from '@/components/catalogue/local-price';
import type { BasketView } from '@/lib/basket/basket-store';
import type { LocalRate } from '@/lib/i18n/local-price';
import { CheckoutButton } from './checkout-button';
import { PromoCode } from './promo-code';
import { Totals } from './totals';
import styles from './basket.module.css';

export function BasketSummary({ basket, onLeave, localRate = null }: { basket: BasketView; onLeave: () => void; localRate?: LocalRate | null }) {
  const t = useTranslations('Basket');
  const local = useTranslations('LocalPrice');
  const { promo, promoRecalculating } = basket;

  return (
    <div className={styles.summary}>
      <p className={styles.itemCount}>{t('itemCount', { count: basket.count })}</p>
      <PromoCode basket={basket} onLogin={onLeave} />
      <div className={styles.totals} aria-busy={promoRecalculating || undefined} data-stale={promoRecalculating}>
        <Totals total={basket.total} promo={promo} discountLabel={t('discount')} totalLabel={t('total')} />
        {localRate ? (
          <p className={styles.localTotal}>
            <LocalPrice cents={promo ? promo.priceWithDiscount : basket.total} rate={localRate} />
            <span className={styles.localNote}>{local('checkoutNote', { currency: localRate.currency })}</span>
          </p>
        ) : null}
      </div>
      <p className={styles.recalculating} aria-live="polite">
        {promo && promoRecalculating ? t('promoRecalculating') : ''}
      </p>
      <CheckoutButton mode={basket.mode} onLeave={onLeave} />
    </div>
  );
}

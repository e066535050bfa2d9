'use client';
// The foot of the basket panel: how many items, the promo code, the total (totals.tsx) and
// checkout. While a change is on its way the provider's figures are marked as being recalculated.
import { useTranslations } from 'next-intl';
import type { BasketView } from '@/lib/basket/basket-store';
import { CheckoutButton } from './checkout-button';
import { PromoCode } from './promo-code';
import { Totals } from './totals';
import styles from './basket.module.css';

export function BasketSummary({ basket, onLeave }: { basket: BasketView; onLeave: () => void }) {
  const t = useTranslations('Basket');
  const { promo, promoRecalculating } = basket;

  return (
    <div className={styles.summary}>
      <p className={styles.itemCount}>{t('itemCount', { count: basket.count })}</p>
      <PromoCode basket={basket} onLogin={onLeave} />
      <div className={styles.totals} aria-busy={promoRecalculating || undefined} data-stale={promoRecalculating}>
        <Totals total={basket.total} promo={promo} discountLabel={t('discount')} totalLabel={t('total')} />
      </div>
      <p className={styles.recalculating} aria-live="polite">
        {promo && promoRecalculating ? t('promoRecalculating') : ''}
      </p>
      <CheckoutButton mode={basket.mode} onLeave={onLeave} />
    </div>
  );
}

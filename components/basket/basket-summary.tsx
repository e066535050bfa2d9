'use client';
// The foot of the basket panel: how many items, the promo code, the total and checkout. With a
// code applied the total before the discount is struck through (named for screen readers) beside
// the total with it; both come from the provider, never from arithmetic here. While a change is
// on its way the provider's figures are marked as being recalculated.
import { useLocale, useTranslations } from 'next-intl';
import type { BasketView } from '@/lib/basket/basket-store';
import { formatPrice } from '@/lib/format';
import { CheckoutButton } from './checkout-button';
import { PromoCode } from './promo-code';
import { DiscountedTotal } from '@/components/basket/discounted-total';
import styles from './basket.module.css';

export function BasketSummary({ basket, onLeave }: { basket: BasketView; onLeave: () => void }) {
  const t = useTranslations('Basket');
  const locale = useLocale();
  const { promo, promoRecalculating } = basket;

  return (
    <div className={styles.summary}>
      <p className={styles.itemCount}>{t('itemCount', { count: basket.count })}</p>
      <PromoCode basket={basket} onLogin={onLeave} />
      {promo ? (
        <div className={styles.totals} aria-busy={promoRecalculating} data-stale={promoRecalculating}>
          <p className={styles.totalRow}>
            <span>{t('discount')}</span>
            <span>−{promo.discount}%</span>
          </p>
          <p className={styles.totalRow}>
            <span>{t('total')}</span>
            <DiscountedTotal promo={promo} />
          </p>
        </div>
      ) : (
        <p className={`${styles.totals} ${styles.totalRow}`}>
          <span>{t('total')}</span>
          <strong className={styles.totalValue}>{formatPrice(basket.total, locale)}</strong>
        </p>
      )}
      <p className={styles.recalculating} aria-live="polite">
        {promo && promoRecalculating ? t('promoRecalculating') : ''}
      </p>
      <CheckoutButton mode={basket.mode} onLeave={onLeave} />
    </div>
  );
}

// The order's total as the basket panel and the checkout's order details show it: the total alone,
// or with a promo code applied its percent and the total before it struck through beside the total
// with it, each named for screen readers. Every figure is the provider's, never arithmetic here
// (docs/basket-contract.md "Screens"). The callers give the labels in their own words.
import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/i18n/format';
import type { Promo } from '@/lib/types/basket';
import styles from './totals.module.css';

export function Totals({ total, promo, discountLabel, totalLabel }: { total: number; promo: Promo | null; discountLabel: string; totalLabel: string }) {
  const t = useTranslations('Basket');
  const locale = useLocale();
  if (!promo) {
    return (
      <p className={styles.row}>
        <span>{totalLabel}</span>
        <strong className={styles.value}>{formatPrice(total, locale)}</strong>
      </p>
    );
  }
  return (
    <>
      <p className={styles.row}>
        <span>{discountLabel}</span>
        <span>−{promo.discount}%</span>
      </p>
      <p className={styles.row}>
        <span>{totalLabel}</span>
        <span className={styles.values}>
          <s className={styles.old}>
            <span className="visually-hidden">{t('totalBeforeDiscount')}: </span>
            {formatPrice(promo.price, locale)}
          </s>
          <strong className={styles.value}>
            <span className="visually-hidden">{t('totalWithDiscount')}: </span>
            {formatPrice(promo.priceWithDiscount, locale)}
          </strong>
        </span>
      </p>
    </>
  );
}

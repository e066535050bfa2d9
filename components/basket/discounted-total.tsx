// A total with a promo code applied: the old total struck through, the new one in bold, each
// named for screen readers. Shared by the basket panel and the checkout's order details.
import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import type { Promo } from '@/lib/types/basket';
import styles from './discounted-total.module.css';

export function DiscountedTotal({ promo }: { promo: Promo }) {
  const t = useTranslations('Basket');
  const locale = useLocale();
  return (
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
  );
}

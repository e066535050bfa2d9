'use client';
// The order as it will be created (docs/product/screens-and-routes.md): the signed-in
// shopper's basket, line by line (cover, name, unit price, quantity, line sum), the count, and
// the total (components/basket/totals.tsx, as the basket panel shows it).
import { useLocale, useTranslations } from 'next-intl';
import { PlainImage } from '@/components/ui/plain-image';
import type { BasketView } from '@/lib/basket/basket-store';
import { formatPrice } from '@/lib/i18n/format';
import { Totals } from '@/components/basket/totals';
import styles from './checkout.module.css';

export function OrderDetails({ basket, titleId }: { basket: BasketView; titleId: string }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const { promo, promoRecalculating } = basket;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('detailsTitle')}
      </h2>
      <ul className={styles.lines} aria-label={t('itemsLabel')}>
        {basket.items.map(({ product, quantity }) => (
          <li key={product.id} className={styles.line}>
            {product.cover_path ? (
              <PlainImage src={product.cover_path} alt="" width={80} height={60} className={styles.lineCover} />
            ) : (
              <span className={styles.lineCover} aria-hidden="true" />
            )}
            <p className={styles.lineName}>{product.name}</p>
            <p className={styles.lineFigures}>
              <span>
                <span className="visually-hidden">{t('unitPrice')}: </span>
                {formatPrice(product.price, locale)}
              </span>
              <span aria-hidden="true"> × </span>
              <span>
                <span className="visually-hidden">{t('quantity')}: </span>
                {t('quantityValue', { count: quantity })}
              </span>
            </p>
            <p className={styles.lineSum}>
              <span className="visually-hidden">{t('lineSum')}: </span>
              {formatPrice(product.price * quantity, locale)}
            </p>
          </li>
        ))}
      </ul>
      <div className={styles.totals} aria-busy={promoRecalculating || undefined} data-stale={promoRecalculating}>
        <p className={styles.totalRow}>
          <span>{t('itemCount', { count: basket.count })}</span>
        </p>
        <Totals
          total={basket.total}
          promo={promo}
          discountLabel={promo ? t('promoApplied', { code: promo.code }) : ''}
          totalLabel={t('total')}
        />
        <p className={styles.recalculating} aria-live="polite">
          {promo && promoRecalculating ? t('recalculating') : ''}
        </p>
      </div>
    </section>
  );
}

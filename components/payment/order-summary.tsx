'use client';
// What an order holds (docs/payments-contract.md "Shapes"): its lines with the unit prices of the
// moment it was made and what each line costs after the discount (the lines add up to the total),
// the promo code and the total paid; a top-up shows only its amount. A Pix or
// UPI order also says what it charged in reais or rupees, and at which rate.
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { PlainImage } from '@/components/ui/plain-image';
import { formatPrice, formatRate, formatWholeEuros } from '@/lib/i18n/format';
import type { Order } from '@/lib/types/payment';
import styles from './payment.module.css';

export function OrderSummary({ order }: { order: Order }) {
  const t = useTranslations('Payment');
  const locale = useLocale();
  const headingId = useId();
  const price = (cents: number) => formatPrice(cents, locale);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('itemsTitle')}</h2>
      {order.type === 'balance' ? (
        <dl className={styles.totals}>
          <div className={styles.grandTotal}>
            <dt>{t('topUpOrder')}</dt>
            <dd>{price(order.total)}</dd>
          </div>
        </dl>
      ) : (
        <>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <li key={item.product_id} className={styles.item}>
                <PlainImage src={item.cover_path} alt="" width={64} height={48} className={styles.cover} />
                <div>
                  <p className={styles.itemName}>{item.name}</p>
                  <p className={styles.muted}>{t('itemLine', { quantity: item.quantity, price: price(item.price) })}</p>
                  {/* The line's share of the total: the lines add up to what is charged. */}
                  <p className={styles.itemAmount}>{t(order.promo ? 'itemAmountDiscounted' : 'itemAmount', { amount: price(item.paid) })}</p>
                </div>
              </li>
            ))}
          </ul>
          <dl className={styles.totals}>
            {order.promo ? (
              <>
                <div>
                  <dt>{t('subtotal')}</dt>
                  <dd>{price(order.subtotal)}</dd>
                </div>
                <div>
                  <dt>{t('promo', { code: order.promo.code, discount: order.promo.discount })}</dt>
                  <dd>−{price(order.subtotal - order.total)}</dd>
                </div>
              </>
            ) : null}
            <div className={styles.grandTotal}>
              <dt>{t('total')}</dt>
              <dd>{price(order.total)}</dd>
            </div>
            {order.charge ? (
              <div>
                <dt>{t('charged', { currency: order.charge.currency })}</dt>
                <dd>
                  {formatPrice(order.charge.amount, locale, order.charge.currency)}
                  {order.charge.rate !== null ? (
                    <>
                      {' '}
                      <span className={styles.muted}>
                        ({formatWholeEuros(1, locale)} = {formatRate(order.charge.rate, order.charge.currency, locale)})
                      </span>
                    </>
                  ) : null}
                </dd>
              </div>
            ) : null}
          </dl>
        </>
      )}
    </section>
  );
}

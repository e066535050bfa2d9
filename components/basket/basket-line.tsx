'use client';
// One line of the basket panel: cover, name (a link to the product), price, − / quantity / + and
// remove. Every control is named with the product, so a screen reader tells the lines apart; `+`
// stops at the line's bound (99 and the stock), `−` at 1 removes the line.
import { useLocale, useTranslations } from 'next-intl';
import { PlainImage } from '@/components/ui/plain-image';
import { Link } from '@/i18n/navigation';
import { basketStore, type BasketItem } from '@/lib/basket/basket-store';
import { formatPrice } from '@/lib/i18n/format';
import styles from './basket.module.css';

interface BasketLineItemProps {
  item: BasketItem;
  /** A link in the line was followed: the panel closes. */
  onNavigate: () => void;
  /** The line is gone: focus goes somewhere that still exists. */
  onRemoved: () => void;
}

export function BasketLineItem({ item, onNavigate, onRemoved }: BasketLineItemProps) {
  const t = useTranslations('Basket');
  const locale = useLocale();
  const { product, quantity, maxQuantity } = item;
  const name = product.name;

  const decrease = () => {
    basketStore.decrease(product.id);
    if (quantity <= 1) onRemoved();
  };
  const remove = () => {
    basketStore.remove(product.id);
    onRemoved();
  };

  return (
    <li className={styles.line}>
      {product.cover_path ? (
        <PlainImage src={product.cover_path} alt="" width={80} height={60} className={styles.lineCover} />
      ) : (
        <span className={styles.lineCover} aria-hidden="true" />
      )}
      <div className={styles.lineInfo}>
        <Link href={`/product/${product.id}`} className={styles.lineName} onClick={onNavigate}>
          {name}
        </Link>
        <p className={styles.linePrice}>
          <span className="visually-hidden">{t('price')}: </span>
          {formatPrice(product.price, locale)}
        </p>
      </div>
      <div className={styles.quantity} role="group" aria-label={t('quantityOf', { name })}>
        <button type="button" className={styles.step} aria-label={t('decrease', { name })} onClick={decrease}>
          <span aria-hidden="true">−</span>
        </button>
        <span className={styles.quantityValue} aria-live="polite" aria-atomic="true">
          {quantity}
        </span>
        <button
          type="button"
          className={styles.step}
          aria-label={t('increase', { name })}
          disabled={quantity >= maxQuantity}
          onClick={() => void basketStore.increase(product.id)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <button type="button" className={`icon-button ${styles.remove}`} aria-label={t('remove', { name })} onClick={remove}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
            stroke="currentColor"
            strokeWidth="1.8"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </li>
  );
}

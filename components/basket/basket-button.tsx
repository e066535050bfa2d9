'use client';
// The navbar's basket button with the item count (guest or signed in: the store's count); opens the
// basket panel, which the layout's BasketPanelHost renders.
import { useTranslations } from 'next-intl';
import { openBasketPanel } from './basket-panel-state';
import { useBasket } from './use-basket';
import styles from './basket-button.module.css';

export function BasketButton() {
  const t = useTranslations('Nav');
  const { count } = useBasket();

  return (
    <button
      type="button"
      className={`icon-button ${styles.button}`}
      aria-label={t('basketWithCount', { count })}
      aria-haspopup="dialog"
      onClick={openBasketPanel}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 21a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"
          stroke="currentColor"
          strokeWidth="1.8"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.count} data-empty={count === 0} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </button>
  );
}

'use client';
// The navbar's basket button with the item count; opens the basket panel.
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { basketItemCount } from '@/lib/basket/storage';
import type { Category } from '@/lib/types/catalogue';

// The panel (and the dialog library under it) loads on the first click, not with every page.
const BasketPanel = dynamic(() => import('./basket-panel').then((module) => module.BasketPanel), { ssr: false });
import { useGuestBasket } from './use-guest-basket';
import styles from './basket.module.css';

export function BasketButton({ categories }: { categories: Category[] }) {
  const t = useTranslations('Nav');
  const items = useGuestBasket();
  const count = basketItemCount(items);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  return (
    <>
      <button
        type="button"
        className={`icon-button ${styles.button}`}
        aria-label={t('basketWithCount', { count })}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
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
        <span className={styles.count} data-empty={count === 0}>
          {count > 99 ? '99+' : count}
        </span>
      </button>
      {used ? <BasketPanel open={open} onOpenChange={setOpen} items={items} categories={categories} /> : null}
    </>
  );
}

'use client';
// The basket panel (docs/product/screens-and-routes.md): slides in from the right. With items: the lines, the count, the
// promo code, the total and checkout; empty: the categories and a way back to the catalogue.
// A signed-in shopper's basket shows once the server's has come; a failed send is said at the top
// (every change is kept and sent again).
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { CategoryIcon } from '@/components/ui/category-icon';
import { Modal } from '@/components/ui/modal';
import { Link } from '@/i18n/navigation';
import { basketStore } from '@/lib/basket/basket-store';
import type { LocalRate } from '@/lib/i18n/local-price';
import type { Category } from '@/lib/types/catalogue';
import { BasketLineItem } from './basket-line';
import { BasketProblemNotice } from './basket-problem';
import { BasketSummary } from './basket-summary';
import { MergeDroppedNotice } from './merge-dropped-notice';
import { useBasket } from './use-basket';
import styles from './basket.module.css';

interface BasketPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: Category[];
  /** The page's rate of the total's approximate local amount (pt-BR, hi); null for none. */
  localRate?: LocalRate | null;
}

export function BasketPanel({ open, onOpenChange, categories, localRate = null }: BasketPanelProps) {
  const t = useTranslations('Basket');
  const basket = useBasket();
  const list = useRef<HTMLUListElement>(null);
  const close = () => onOpenChange(false);

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title')} size="regular" placement="right">
      <BasketProblemNotice problem={basket.problem} onLogin={close} />
      <MergeDroppedNotice names={basket.mergeDropped} />
      {!basket.ready ? (
        basket.loadFailed ? (
          <div className={styles.state}>
            <p>{t('loadFailed')}</p>
            <button type="button" className="button button-secondary" onClick={() => basketStore.reload()}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <p className={styles.state} aria-busy="true">
            {t('loading')}
          </p>
        )
      ) : basket.items.length === 0 ? (
        <EmptyBasket categories={categories} onNavigate={close} />
      ) : (
        <div className={styles.filled}>
          <ul className={styles.items} ref={list} tabIndex={-1} aria-label={t('itemsLabel')}>
            {basket.items.map((item) => (
              <BasketLineItem key={item.product.id} item={item} onNavigate={close} onRemoved={() => list.current?.focus()} />
            ))}
          </ul>
          <BasketSummary basket={basket} onLeave={close} localRate={localRate} />
        </div>
      )}
    </Modal>
  );
}

function EmptyBasket({ categories, onNavigate }: { categories: Category[]; onNavigate: () => void }) {
  const t = useTranslations('Basket');
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('empty')}</p>
      {categories.length > 0 ? (
        <>
          <p>{t('emptyHint')}</p>
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link href={`/category/${category.slug}`} className={styles.category} onClick={onNavigate}>
                  <CategoryIcon path={category.iconPath} />
                  <span>{category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link href="/" className="button button-secondary" onClick={onNavigate}>
        {t('backToCatalogue')}
      </Link>
    </div>
  );
}

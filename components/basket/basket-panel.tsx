'use client';
// The basket panel (SPEC.md §2): slides in from the right. Empty, it offers the categories and a
// way back to the catalogue; the item list, promo field and checkout arrive with the basket issue.
import { useLocale, useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { CategoryIcon } from '@/components/catalogue/category-icon';
import { Link } from '@/i18n/navigation';
import type { StoredBasketItem } from '@/lib/basket/storage';
import { formatPrice } from '@/lib/format';
import type { Category } from '@/lib/types/catalogue';
import styles from './basket.module.css';

interface BasketPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: StoredBasketItem[];
  categories: Category[];
}

export function BasketPanel({ open, onOpenChange, items, categories }: BasketPanelProps) {
  const t = useTranslations('Basket');
  const locale = useLocale();
  const close = () => onOpenChange(false);

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title')} size="regular" placement="right">
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('empty')}</p>
          {categories.length > 0 ? (
            <>
              <p>{t('emptyHint')}</p>
              <ul className={styles.categories}>
                {categories.map((category) => (
                  <li key={category.id}>
                    <Link href={`/category/${category.slug}`} className={styles.category} onClick={close}>
                      <CategoryIcon path={category.iconPath} />
                      <span>{category.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Link href="/" className="button button-secondary" onClick={close}>
            {t('backToCatalogue')}
          </Link>
        </div>
      ) : (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span>{item.name}</span>
              <span>
                {item.pivot.quantity} × {formatPrice(item.price, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

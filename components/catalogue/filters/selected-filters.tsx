'use client';
// The chosen filters as labels cut at 15 characters (docs/product/limits.md), each removable, and "clear all".
import { useTranslations } from 'next-intl';
import { shortLabel } from '@/lib/catalogue/filters';
import styles from './filters.module.css';

export interface SelectedFilter {
  key: string;
  label: string;
  remove: () => void;
}

export function SelectedFilters({ items, onClearAll }: { items: SelectedFilter[]; onClearAll: () => void }) {
  const t = useTranslations('Filters');
  if (items.length === 0) return null;
  return (
    <div className={styles.selected}>
      <ul className={styles.chips} aria-label={t('selected')}>
        {items.map((item) => (
          <li key={item.key} className={styles.chip}>
            <span title={item.label}>{shortLabel(item.label)}</span>
            <button type="button" className={styles.chipRemove} aria-label={t('remove', { label: item.label })} onClick={item.remove}>
              <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={onClearAll}>
        {t('clearAll')}
      </button>
    </div>
  );
}

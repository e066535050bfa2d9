'use client';
// Names the products the login merge could not keep in the basket: a guest's line whose
// product sold out, or left the catalogue, meanwhile. Shown in the basket panel and at checkout
// until the shopper dismisses it; the rest of the guest basket is in the account's basket.
import { useLocale, useTranslations } from 'next-intl';
import { basketStore } from '@/lib/basket/basket-store';
import { formatList } from '@/lib/i18n/format';
import styles from './basket.module.css';

export function MergeDroppedNotice({ names }: { names: readonly string[] }) {
  const t = useTranslations('Basket');
  const locale = useLocale();
  if (names.length === 0) return null;
  return (
    <div className={styles.problem} role="alert">
      <p>{t('mergeDropped', { count: names.length, names: formatList(names, locale) })}</p>
      <button type="button" className="button button-secondary" onClick={() => basketStore.dismissMergeDropped()}>
        {t('mergeDroppedDismiss')}
      </button>
    </div>
  );
}

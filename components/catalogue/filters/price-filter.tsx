'use client';
// The price dropdown of the listing filters; its panel (slider and inputs) loads on first opening.
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { Dropdown } from '@/components/ui/dropdown';
import { formatWholeEuros } from '@/lib/format';
import type { PriceFilterProps } from './price-panel';
import styles from './filters.module.css';

const PricePanel = dynamic(() => import('./price-panel').then((module) => module.PricePanel), {
  ssr: false,
  loading: Loading,
});

function Loading() {
  const t = useTranslations('Filters');
  return (
    <p role="status" className={styles.loadState}>
      {t('optionsLoading')}
    </p>
  );
}

export function PriceFilter(props: PriceFilterProps) {
  const t = useTranslations('Filters');
  const locale = useLocale();
  const active = props.min !== null || props.max !== null;
  const euros = (value: number) => formatWholeEuros(value, locale);
  const label = active
    ? `${t('price')}: ${t('priceLabel', { min: euros(props.min ?? 0), max: props.max === null ? '∞' : euros(props.max) })}`
    : t('price');
  return (
    <Dropdown label={label} active={active} panelLabel={t('priceRange')}>
      <PricePanel {...props} />
    </Dropdown>
  );
}

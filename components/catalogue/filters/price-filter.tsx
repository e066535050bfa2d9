'use client';
// The price dropdown of the listing filters; its panel (slider and inputs) loads on first opening.
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Dropdown } from '@/components/ui/dropdown';
import { onDemand } from '@/components/ui/on-demand';
import { formatWholeEuros } from '@/lib/i18n/format';
import type { PriceFilterProps } from './price-panel';
import styles from './filters.module.css';

const PricePanel = onDemand(() => import('./price-panel').then((module) => module.PricePanel));

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
      <Suspense fallback={<Loading />}>
        <PricePanel {...props} />
      </Suspense>
    </Dropdown>
  );
}

'use client';
// A multi-select with search (docs/product/screens-and-routes.md): a dropdown of checkboxes narrowed by a search
// field; the choice is applied with one button so the list reloads once. The panel's code, and the
// choices, load on the dropdown's first opening (multi-select-panel.tsx).
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Dropdown } from '@/components/ui/dropdown';
import { onDemand } from '@/components/ui/on-demand';
import type { MultiSelectProps } from './multi-select-panel';
import styles from './filters.module.css';

const LoadedPanel = onDemand(() => import('./multi-select-panel').then((module) => module.LoadedPanel));

function Loading() {
  const t = useTranslations('Filters');
  return (
    <p role="status" className={styles.loadState}>
      {t('optionsLoading')}
    </p>
  );
}

export function MultiSelect(props: MultiSelectProps) {
  const t = useTranslations('Filters');
  const count = props.selected.length;
  return (
    <Dropdown
      label={count ? `${props.title} · ${t('selectedCount', { count })}` : props.title}
      active={count > 0}
      panelLabel={props.title}
      wide
    >
      <Suspense fallback={<Loading />}>
        <LoadedPanel {...props} />
      </Suspense>
    </Dropdown>
  );
}

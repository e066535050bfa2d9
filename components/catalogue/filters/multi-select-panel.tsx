'use client';
// The panel of a filter's multi-select (multi-select.tsx), loaded on the dropdown's first opening
// with the choices themselves: a search field narrows the checkboxes, and one button applies the
// choice so the list reloads once.
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { useCloseDropdown } from '@/components/ui/dropdown';
import type { FilterOption, FilterOptionKind } from '@/lib/catalogue/filter-options';
import { PanelActions } from './panel-actions';
import { useFilterOptions } from './use-filter-options';
import styles from './filters.module.css';

export interface MultiSelectProps {
  title: string;
  kind: FilterOptionKind;
  selected: string[];
  onApply: (values: string[]) => void;
}

/** Case- and accent-insensitive, so "brasil" finds "Brasil" and "Бразилия" finds itself. */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

function MultiSelectPanel({ title, options, selected, onApply }: Omit<MultiSelectProps, 'kind'> & { options: FilterOption[] }) {
  const close = useCloseDropdown();
  const t = useTranslations('Filters');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(selected));
  const searchId = useId();
  const visible = useMemo(() => {
    const needle = normalize(query.trim());
    return needle ? options.filter((option) => normalize(`${option.label} ${option.value}`).includes(needle)) : options;
  }, [options, query]);

  function toggle(value: string) {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(value)) next.delete(value);
      else next.add(value);
      return next;
    });
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply(options.filter((option) => chosen.has(option.value)).map((option) => option.value));
        close();
      }}
    >
      <label htmlFor={searchId} className="visually-hidden">
        {t('searchIn', { what: title })}
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.search}
        placeholder={t('searchIn', { what: title })}
        value={query}
        autoComplete="off"
        autoFocus
        onChange={(event) => setQuery(event.target.value)}
      />
      <fieldset className={styles.options}>
        <legend className="visually-hidden">{title}</legend>
        {visible.length === 0 ? <p className={styles.noMatches}>{t('noMatches')}</p> : null}
        {visible.map((option) => (
          <label key={option.value} className={styles.option}>
            <input type="checkbox" checked={chosen.has(option.value)} onChange={() => toggle(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <PanelActions onReset={() => setChosen(new Set())} />
    </form>
  );
}

/** Loads the choices on first opening, then shows the panel. */
export function LoadedPanel(props: MultiSelectProps) {
  const t = useTranslations('Filters');
  const { data, error, isLoading, mutate } = useFilterOptions();
  if (data) return <MultiSelectPanel {...props} options={data[props.kind]} />;
  if (error && !isLoading) {
    return (
      <div role="alert" className={styles.loadState}>
        <p>{t('optionsFailed')}</p>
        <button type="button" className="button button-secondary" onClick={() => mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className={styles.loadState}>
      {t('optionsLoading')}
    </p>
  );
}

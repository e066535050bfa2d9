'use client';
// Sort and filters of a listing (docs/product/screens-and-routes.md). The URL query is the state: applying a
// filter navigates to the listing's URL with the new query, which the server renders, so a filtered
// listing can be shared and reloaded.
import { useLocale, useTranslations } from 'next-intl';
import { useId, useTransition } from 'react';
import { useRouter } from '@/i18n/navigation';
import {
  type ListingFilters,
  SORT_OPTIONS,
  EMPTY_FILTERS,
  filtersToQuery,
  isSortOption,
} from '@/lib/catalogue/filters';
import { formatWholeEuros } from '@/lib/i18n/format';
import { MultiSelect } from './multi-select';
import { PriceFilter } from './price-filter';
import { type SelectedFilter, SelectedFilters } from './selected-filters';
import styles from './filters.module.css';

export interface FilterBarProps {
  /** The listing's path without locale: "/", "/category/steam", "/search/steam". */
  path: string;
  filters: ListingFilters;
  priceRange: { min: number; max: number } | null;
  /** Labels of the chosen countries, currencies and categories, by code (the choices load on demand). */
  selectedLabels: Record<string, string>;
  /** False on a category page, where the category is already chosen. */
  withCategories: boolean;
  variant?: 'default' | 'holiday';
}

export function FilterBar({ path, filters, priceRange, selectedLabels, withCategories, variant = 'default' }: FilterBarProps) {
  const t = useTranslations('Filters');
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const sortId = useId();

  function apply(next: ListingFilters) {
    const query = filtersToQuery(next);
    startTransition(() => {
      router.push(query ? `${path}?${query}` : path, { scroll: false });
    });
  }

  const labelOf = (value: string) => selectedLabels[value] ?? value;
  const selected: SelectedFilter[] = [];
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    selected.push({
      key: 'price',
      label: `${formatWholeEuros(filters.minPrice ?? 0, locale)}–${filters.maxPrice === null ? '∞' : formatWholeEuros(filters.maxPrice, locale)}`,
      remove: () => apply({ ...filters, minPrice: null, maxPrice: null }),
    });
  }
  for (const code of filters.countries) {
    selected.push({
      key: `country-${code}`,
      label: labelOf(code),
      remove: () => apply({ ...filters, countries: filters.countries.filter((value) => value !== code) }),
    });
  }
  for (const code of filters.currencies) {
    selected.push({
      key: `currency-${code}`,
      label: labelOf(code),
      remove: () => apply({ ...filters, currencies: filters.currencies.filter((value) => value !== code) }),
    });
  }
  for (const slug of withCategories ? filters.categories : []) {
    selected.push({
      key: `category-${slug}`,
      label: labelOf(slug),
      remove: () => apply({ ...filters, categories: filters.categories.filter((value) => value !== slug) }),
    });
  }

  return (
    <section className={styles.bar} data-variant={variant} aria-label={t('label')} aria-busy={pending}>
      <div className={styles.controls}>
        <div className={styles.sort}>
          <label htmlFor={sortId}>{t('sort')}</label>
          <select
            id={sortId}
            value={filters.sort}
            onChange={(event) => {
              const sort = event.target.value;
              if (isSortOption(sort)) apply({ ...filters, sort });
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`sortOptions.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <PriceFilter
          min={filters.minPrice}
          max={filters.maxPrice}
          range={priceRange}
          onApply={(minPrice, maxPrice) => apply({ ...filters, minPrice, maxPrice })}
        />
        <MultiSelect
          title={t('country')}
          kind="countries"
          selected={filters.countries}
          onApply={(values) => apply({ ...filters, countries: values })}
        />
        <MultiSelect
          title={t('currency')}
          kind="currencies"
          selected={filters.currencies}
          onApply={(values) => apply({ ...filters, currencies: values })}
        />
        {withCategories ? (
          <MultiSelect
            title={t('category')}
            kind="categories"
            selected={filters.categories}
            onApply={(values) => apply({ ...filters, categories: values })}
          />
        ) : null}
      </div>
      <SelectedFilters items={selected} onClearAll={() => apply({ ...EMPTY_FILTERS, sort: filters.sort })} />
      {pending ? (
        <p className={styles.pending} role="status">
          {t('applying')}
        </p>
      ) : null}
    </section>
  );
}

'use client';
// The filters' choices, asked for once per language when a dropdown first opens (SWR keeps them).
import { useLocale } from 'next-intl';
import useSWR from 'swr';
import type { FilterOptions } from '@/lib/catalogue/filter-options';

async function fetchOptions(url: string): Promise<FilterOptions> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`filter options ${response.status}`);
  return (await response.json()) as FilterOptions;
}

export function useFilterOptions() {
  const locale = useLocale();
  return useSWR(`/api/filter-options?${new URLSearchParams({ locale })}`, fetchOptions, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

'use client';
// The filters' choices, asked for once per language when a dropdown first opens (SWR keeps them),
// through the BFF (lib/client/catalogue.ts).
import { useLocale } from 'next-intl';
import useSWR from 'swr';
import type { FilterOptions } from '@/lib/catalogue/filter-options';
import { catalogueApi } from '@/lib/client/catalogue';
import { ApiRequestError } from '@/lib/client/request';

async function fetchOptions([, locale]: readonly [string, string]): Promise<FilterOptions> {
  const result = await catalogueApi.filterOptions(locale);
  if (!result.ok) throw new ApiRequestError(result);
  return result.data;
}

export function useFilterOptions() {
  const locale = useLocale();
  return useSWR(['filter-options', locale] as const, fetchOptions, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

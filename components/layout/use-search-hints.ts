'use client';
// Hints for what the shopper typed: asked for 400 ms after the last keystroke (SPEC.md §9), never
// for an empty query, through the BFF (lib/client/search-hints.ts); SWR keeps recent answers and drops
// stale ones.
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { searchHints } from '@/lib/client/search-hints';
import { ApiRequestError } from '@/lib/client/request';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@/lib/search';
import type { SearchHints } from '@/lib/types/catalogue';

async function fetchHints([, query, locale]: readonly [string, string, string]): Promise<SearchHints> {
  const result = await searchHints(locale, query);
  if (!result.ok) throw new ApiRequestError(result);
  return result.data;
}

export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function useSearchHints(text: string) {
  const locale = useLocale();
  const query = useDebounced(text.trim().slice(0, SEARCH_MAX_LENGTH), SEARCH_DEBOUNCE_MS);
  const key = query ? (['search-hints', query, locale] as const) : null;
  const { data, error, isLoading } = useSWR(key, fetchHints, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { query, hints: key ? data : undefined, failed: Boolean(key && error), loading: isLoading };
}

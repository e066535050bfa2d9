'use client';
// Hints for what the shopper typed: asked for 400 ms after the last keystroke (SPEC.md §9), never
// for an empty query, through the BFF; SWR keeps recent answers and drops stale ones.
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@/lib/search';
import type { SearchHints } from '@/lib/types/catalogue';

async function fetchHints(url: string): Promise<SearchHints> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`hints ${response.status}`);
  return (await response.json()) as SearchHints;
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
  const key = query ? `/api/search/hints?${new URLSearchParams({ q: query, locale })}` : null;
  const { data, error, isLoading } = useSWR(key, fetchHints, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { query, hints: key ? data : undefined, failed: Boolean(key && error), loading: isLoading };
}

'use client';
// Hints for what the shopper typed: asked for 400 ms after the last keystroke (docs/product/limits.md), never
// for an empty query, through the BFF (lib/client/search-hints.ts). The page keeps the last
// answers (typing back a query shows its hints at once), shows the previous query's hints while the
// next ones are on their way, and drops an answer that comes after the query changed. A hook of its
// own rather than SWR, which every page would otherwise load first for it.
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { searchHints } from '@/lib/client/search-hints';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@/lib/search/input-rules';
import type { SearchHints } from '@/lib/types/catalogue';

/** How many answers the page keeps (the oldest goes first). */
export const KEPT_HINT_ANSWERS = 30;
const answers = new Map<string, SearchHints>();

function keep(key: string, hints: SearchHints) {
  answers.delete(key);
  answers.set(key, hints);
  if (answers.size > KEPT_HINT_ANSWERS) answers.delete(answers.keys().next().value!);
}

/** Forgets the kept answers, as a new page would (tests). */
export function forgetSearchHints() {
  answers.clear();
}

/** `value` once it has not changed for `delayMs`; `initial` until then (by default the first value). */
export function useDebounced<T>(value: T, delayMs: number, initial: T = value): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

interface Answer {
  key: string;
  hints: SearchHints | undefined;
  failed: boolean;
}

export function useSearchHints(text: string) {
  const locale = useLocale();
  // Nothing asked at mount: the first text typed waits for the debounce like every other (the hook
  // mounts with the shopper's first keystroke, search-hints-list.tsx).
  const query = useDebounced(text.trim().slice(0, SEARCH_MAX_LENGTH), SEARCH_DEBOUNCE_MS, '');
  const key = query ? `${locale}\n${query}` : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [shown, setShown] = useState<SearchHints | undefined>(undefined);

  // A kept answer shows at once, without asking again.
  const kept = key === null ? undefined : answers.get(key);

  useEffect(() => {
    if (key === null || answers.has(key)) return;
    let current = true;
    void searchHints(locale, query).then(
      (result) => {
        if (result.ok) keep(key, result.data);
        if (!current) return;
        setAnswer({ key, hints: result.ok ? result.data : undefined, failed: !result.ok });
        if (result.ok) setShown(result.data);
      },
      () => {
        if (current) setAnswer({ key, hints: undefined, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [key, locale, query]);

  const ours = kept ? { key, hints: kept, failed: false } : answer !== null && answer.key === key ? answer : null;
  return {
    query,
    // The previous query's hints stay while the next ones are on their way.
    hints: key ? (ours?.hints ?? shown) : undefined,
    failed: Boolean(key && ours?.failed),
    loading: key !== null && ours === null,
  };
}

// The hint list's model: the two groups flattened into one sequence of options, and keyboard
// movement through it (SPEC.md §2 "Search input"). Pure, so its rules are tested without a browser.
import type { SearchHints } from '@/lib/types/catalogue';

export interface HintOption {
  kind: 'name' | 'article';
  label: string;
  /** The article code of an article hint. */
  detail: string | null;
  /** Where choosing it goes (without locale): a name opens its search, an article its product. */
  href: string;
  /** The small cover and the price (cents) of the product the hint shows. */
  coverUrl: string;
  priceCents: number;
}

export function hintOptions(hints: SearchHints): HintOption[] {
  return [
    ...hints.byName.map((hint) => ({
      kind: 'name' as const,
      label: hint.name,
      detail: null,
      href: `/search/${encodeURIComponent(hint.name)}`,
      coverUrl: hint.cover_path,
      priceCents: hint.price,
    })),
    ...hints.byArticle.map((hint) => ({
      kind: 'article' as const,
      label: hint.name,
      detail: hint.article,
      href: `/product/${hint.id}`,
      coverUrl: hint.cover_path,
      priceCents: hint.price,
    })),
  ];
}

/** The active option after a key: -1 is the input itself; arrows wrap around through it. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active + 1 >= count ? -1 : active + 1;
    case 'ArrowUp':
      return active <= -1 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

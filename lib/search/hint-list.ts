// The hint list's model: the two groups flattened into one sequence of options, and keyboard
// movement through it (the search input of docs/product/screens-and-routes.md). Pure, so its rules are tested without a browser.
import type { SearchHints } from '@/lib/types/catalogue';

export interface HintOption {
  kind: 'name' | 'article';
  /** The product's whole name. */
  label: string;
  /** The name split where the products of one line start to differ (hintNameParts). */
  title: string;
  variant: string | null;
  /** The article code of an article hint. */
  detail: string | null;
  /** Where choosing it goes (without locale): a name opens its search, an article its product. */
  href: string;
  /** The small cover and the price (cents) of the product the hint shows. */
  coverUrl: string;
  priceCents: number;
}

/** A standalone number: "5", "1 000", "10.000", "2,000" (not the "5" of "PS5"). */
const NOMINAL_START = /(?<![\p{L}\p{N}\p{M}])\p{Nd}/u;
/** A region in brackets at the end: "(Весь мир)". */
const REGION_END = /\s*\([^()]+\)\s*$/u;

/**
 * A product name as a hint shows it on a narrow screen: the line ("Подарочная карта Steam") may be
 * cut, never what tells its products apart, the nominal and the region ("5 USD (Весь мир)"): from
 * the first standalone number to the end, or else the region in brackets at the end. The variant is
 * null when the name has neither.
 */
export function hintNameParts(name: string): { title: string; variant: string | null } {
  const text = name.trim();
  const number = NOMINAL_START.exec(text);
  const at = number && number.index > 0 ? number.index : (REGION_END.exec(text)?.index ?? -1);
  if (at <= 0) return { title: text, variant: null };
  return { title: text.slice(0, at).trim(), variant: text.slice(at).trim() };
}

export function hintOptions(hints: SearchHints): HintOption[] {
  return [
    ...hints.byName.map((hint) => ({
      kind: 'name' as const,
      label: hint.name,
      ...hintNameParts(hint.name),
      detail: null,
      href: `/search/${encodeURIComponent(hint.name)}`,
      coverUrl: hint.cover_path,
      priceCents: hint.price,
    })),
    ...hints.byArticle.map((hint) => ({
      kind: 'article' as const,
      label: hint.name,
      ...hintNameParts(hint.name),
      detail: hint.article,
      href: `/product/${hint.id}`,
      coverUrl: hint.cover_path,
      priceCents: hint.price,
    })),
  ];
}

// The keyboard's movement lives with the search box (lib/search/input-rules.ts), which every page loads first.
export { moveActive } from './input-rules';

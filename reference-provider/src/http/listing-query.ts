// Reads a listing's query (API.md "Listing filters"): paging, sort, price bounds and the code lists,
// checked against the codes the database knows. Every bad value is reported in one 422 answer;
// empty values mean "no filter".
import { SORTS, type ListingFilters, type Sort } from '../catalogue/listing';
import type { Queryable } from '../db/types';
import { readPaging, validationError, type FieldErrors, type Paging } from './paging';

export const PRICE_MAX_EUROS = 999_999;
const MAX_CODES = { currency: 50, country: 50, category: 20 } as const;
type CodeField = keyof typeof MAX_CODES;
/** Longest code shown back in an error message. */
const SHOWN_CODE_LENGTH = 24;

export interface ListingQuery {
  paging: Paging;
  sort: Sort | null;
  filters: ListingFilters;
}

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** A query value, or null when absent or empty (white space only counts as empty). */
function value(query: URLSearchParams, field: string): string | null {
  const raw = query.get(field);
  return raw === null || raw.trim() === '' ? null : raw.trim();
}

function readSort(query: URLSearchParams, errors: FieldErrors): Sort | null {
  const raw = value(query, 'sort');
  if (raw === null) return null;
  if ((SORTS as readonly string[]).includes(raw)) return raw as Sort;
  add(errors, 'sort', `The sort must be one of ${SORTS.join(', ')}.`);
  return null;
}

/** Whole euros 0..999999 as cents; null when absent; an error otherwise. */
function readPrice(query: URLSearchParams, field: 'minPrice' | 'maxPrice', errors: FieldErrors): number | null {
  const raw = value(query, field);
  if (raw === null) return null;
  if (/^\d{1,6}$/.test(raw)) return Number(raw) * 100;
  add(errors, field, `The ${field} must be a whole number of euros from 0 to ${PRICE_MAX_EUROS}.`);
  return null;
}

const shown = (code: string) => (code.length > SHOWN_CODE_LENGTH ? `${code.slice(0, SHOWN_CODE_LENGTH)}…` : code);

/** A comma-joined list: items trimmed, empty ones dropped, duplicates removed, case normalised. */
function readCodes(query: URLSearchParams, field: CodeField, errors: FieldErrors): string[] {
  const raw = value(query, field);
  if (raw === null) return [];
  const normalise = field === 'category' ? (s: string) => s.toLowerCase() : (s: string) => s.toUpperCase();
  const codes = [...new Set(raw.split(',').map((s) => normalise(s.trim())).filter(Boolean))];
  if (codes.length > MAX_CODES[field]) {
    add(errors, field, `At most ${MAX_CODES[field]} values may be given for ${field}.`);
    return [];
  }
  return codes;
}

/** The codes of each list that the database does not know. */
async function unknownCodes(db: Queryable, filters: ListingFilters): Promise<Array<{ field: CodeField; code: string }>> {
  if (filters.currencies.length + filters.countries.length + filters.categories.length === 0) return [];
  return db.query<{ field: CodeField; code: string }>(
    `SELECT field, code FROM (
       SELECT 1 AS list, x.n, 'currency' AS field, x.code FROM unnest($1::text[]) WITH ORDINALITY AS x (code, n)
         WHERE NOT EXISTS (SELECT 1 FROM currencies c WHERE c.code_name = x.code)
       UNION ALL
       SELECT 2, x.n, 'country', x.code FROM unnest($2::text[]) WITH ORDINALITY AS x (code, n)
         WHERE NOT EXISTS (SELECT 1 FROM countries c WHERE c.code = x.code)
       UNION ALL
       SELECT 3, x.n, 'category', x.code FROM unnest($3::text[]) WITH ORDINALITY AS x (code, n)
         WHERE NOT EXISTS (SELECT 1 FROM categories c WHERE c.formatted_name = x.code)
     ) unknown
     ORDER BY list, n`,
    [filters.currencies, filters.countries, filters.categories],
  );
}

const UNKNOWN: Record<CodeField, string> = { currency: 'Unknown currency', country: 'Unknown country', category: 'Unknown category' };

/**
 * Paging, sort and filters of a listing request, or a 422 naming every bad field.
 * `categoryPage`: the `category` filter is ignored (not even checked), as API.md says.
 */
export async function parseListingQuery(
  db: Queryable,
  query: URLSearchParams,
  options: { categoryPage?: boolean } = {},
): Promise<ListingQuery> {
  const read = readPaging(query);
  const errors: FieldErrors = read.errors ?? {};
  const sort = readSort(query, errors);
  const minPriceCents = readPrice(query, 'minPrice', errors);
  const maxPriceCents = readPrice(query, 'maxPrice', errors);
  if (minPriceCents !== null && maxPriceCents !== null && minPriceCents > maxPriceCents) {
    add(errors, 'minPrice', 'The minPrice must not be greater than the maxPrice.');
  }
  const filters: ListingFilters = {
    minPriceCents,
    maxPriceCents,
    currencies: readCodes(query, 'currency', errors),
    countries: readCodes(query, 'country', errors),
    categories: options.categoryPage ? [] : readCodes(query, 'category', errors),
  };
  for (const { field, code } of await unknownCodes(db, filters)) add(errors, field, `${UNKNOWN[field]}: "${shown(code)}".`);
  if (Object.keys(errors).length > 0 || read.paging === null) throw validationError(errors);
  return { paging: read.paging, sort, filters };
}

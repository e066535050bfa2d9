// ?page= and ?per_page= of the order history, read by hand from the query's strings: whole numbers
// in range, a missing one taking its default. No zod and no server-only: the BFF route and its
// tests share it.
import { ORDERS_PAGE_MAX, ORDERS_PER_PAGE, ORDERS_PER_PAGE_MAX } from './schemas';

export type HistoryQuery = { ok: true; page: number; perPage: number } | { ok: false; fields: Array<'page' | 'per_page'> };

function whole(raw: string | null, fallback: number, max: number): number | null {
  if (raw === null || raw.trim() === '') return fallback;
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

export function historyQuery(params: URLSearchParams): HistoryQuery {
  const page = whole(params.get('page'), 1, ORDERS_PAGE_MAX);
  const perPage = whole(params.get('per_page'), ORDERS_PER_PAGE, ORDERS_PER_PAGE_MAX);
  if (page !== null && perPage !== null) return { ok: true, page, perPage };
  const fields: Array<'page' | 'per_page'> = [];
  if (page === null) fields.push('page');
  if (perPage === null) fields.push('per_page');
  return { ok: false, fields };
}

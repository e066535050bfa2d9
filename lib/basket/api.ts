// The browser's calls to the BFF's basket routes (docs/basket-contract.md "BFF"), in the manner of
// lib/account/api.ts: same-origin JSON with the page's ?locale=, and a failure is a value with the
// status and the {message, errors} body (0: no answer at all). Answers are read through
// lib/basket/parse.ts; one that is not what the contract promises counts as the shop failing (502).
import type { ApiFailure, ApiResult, FieldMessages } from '@/lib/account/api';
import type { Basket, BasketProduct, Promo } from '@/lib/types/basket';
import { parseBasket, parseBasketProduct, parsePromo } from './parse';
import type { BasketChange } from './queue';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface RequestOptions<T> {
  body?: unknown;
  /** Lets the request outlive the page (a send started as the shopper leaves). */
  keepalive?: boolean;
  read: (json: unknown) => T | null;
}

const NO_ANSWER: ApiFailure = { ok: false, status: 0, message: null, errors: {} };
const UNREADABLE_ANSWER: ApiFailure = { ok: false, status: 502, message: null, errors: {} };

function withLocale(path: string, locale: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}`;
}

function readFieldMessages(value: unknown): FieldMessages {
  if (!value || typeof value !== 'object') return {};
  const errors: FieldMessages = {};
  for (const [field, texts] of Object.entries(value)) {
    if (Array.isArray(texts)) errors[field] = texts.filter((text): text is string => typeof text === 'string');
    else if (typeof texts === 'string') errors[field] = [texts];
  }
  return errors;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function basketRequest<T>(method: Method, path: string, locale: string, options: RequestOptions<T>): Promise<ApiResult<T>> {
  const { body, keepalive = false, read } = options;
  let response: Response;
  try {
    response = await fetch(withLocale(path, locale), {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      keepalive,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return NO_ANSWER;
  }
  const json = await readJson(response);
  if (response.ok) {
    const data = read(json);
    return data === null ? UNREADABLE_ANSWER : { ok: true, status: response.status, data };
  }
  const record = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  return {
    ok: false,
    status: response.status,
    message: typeof record.message === 'string' && record.message.trim() !== '' ? record.message : null,
    errors: readFieldMessages(record.errors),
  };
}

function field<T>(name: string, parse: (value: unknown) => T | null) {
  return (json: unknown) => (json && typeof json === 'object' ? parse((json as Record<string, unknown>)[name]) : null);
}

export const basketApi = {
  basket: (locale: string) => basketRequest<Basket>('GET', '/api/basket', locale, { read: parseBasket }),
  update: (locale: string, changes: readonly BasketChange[], { keepalive = false } = {}) =>
    basketRequest<Basket>('PATCH', '/api/basket', locale, {
      body: { products: changes.map(({ id, type, count }) => ({ id, type, count })) },
      keepalive,
      read: parseBasket,
    }),
  product: (locale: string, id: number) =>
    basketRequest<BasketProduct>('GET', `/api/products/for-basket/${encodeURIComponent(String(id))}`, locale, {
      read: field('product', parseBasketProduct),
    }),
  applyPromo: (locale: string, code: string) => basketRequest<Promo>('POST', '/api/promocode', locale, { body: { code }, read: field('data', parsePromo) }),
  removePromo: (locale: string) => basketRequest<Basket>('DELETE', '/api/promocode', locale, { read: parseBasket }),
};

export type BasketApi = typeof basketApi;

const ENTRY_KEY = /^products\.(\d+)(?:\.|$)/;

/**
 * The entries a 422 of PATCH /api/basket names (`products.<index>.<field>`), among the `length`
 * that were sent. An empty set: the answer named none of them (the list itself was refused).
 */
export function namedEntryIndexes(errors: FieldMessages, length: number): Set<number> {
  const indexes = new Set<number>();
  for (const key of Object.keys(errors)) {
    const match = ENTRY_KEY.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    if (index < length) indexes.add(index);
  }
  return indexes;
}

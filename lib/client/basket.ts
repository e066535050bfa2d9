// The browser's calls to the BFF's basket routes (docs/basket-contract.md "BFF"), through the one
// request function (./request.ts). Answers are read by hand through lib/basket/parse.ts (the basket
// store loads with every page, so no schema code: ./read.ts); one that is not what the contract
// promises counts as the shop failing (502).
import { parseBasket, parseBasketProduct, parsePromo } from '@/lib/basket/parse';
import type { Basket, BasketProduct, Promo, QueueEntry } from '@/lib/types/basket';
import { fieldOf } from './read';
import { bffRequest, type FieldMessages } from './request';

export const basketApi = {
  basket: (locale: string) => bffRequest<Basket>('GET', '/api/basket', locale, { read: parseBasket }),
  update: (locale: string, changes: readonly QueueEntry[], { keepalive = false } = {}) =>
    bffRequest<Basket>('PATCH', '/api/basket', locale, {
      body: { products: changes.map(({ id, type, count, key }) => ({ id, type, count, key })) },
      keepalive,
      read: parseBasket,
    }),
  product: (locale: string, id: number) =>
    bffRequest<BasketProduct>('GET', `/api/products/for-basket/${encodeURIComponent(String(id))}`, locale, {
      read: fieldOf('product', parseBasketProduct),
    }),
  applyPromo: (locale: string, code: string) => bffRequest<Promo>('POST', '/api/promocode', locale, { body: { code }, read: fieldOf('data', parsePromo) }),
  removePromo: (locale: string) => bffRequest<Basket>('DELETE', '/api/promocode', locale, { read: parseBasket }),
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

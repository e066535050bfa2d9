// The guest basket, kept in localStorage under "basket" (docs/product/entities.md, docs/product/limits.md):
// an array of basket products with `pivot.quantity`. Whatever is stored is untrusted: a malformed
// entry is dropped, never a crash (lib/basket/parse.ts). The queue's own key and reader live in
// queue.ts (`basketSendList`, parseQueue).
import type { BasketProduct } from '@/lib/types/basket';
import { parseBasketProducts } from './parse';

export const BASKET_STORAGE_KEY = 'basket';

export function parseStoredBasket(raw: string | null): BasketProduct[] {
  if (!raw) return [];
  try {
    return parseBasketProducts(JSON.parse(raw));
  } catch {
    return [];
  }
}

export function serializeStoredBasket(products: readonly BasketProduct[]): string {
  return JSON.stringify(products);
}

export function basketItemCount(items: readonly { pivot: { quantity: number } }[]): number {
  return items.reduce((sum, item) => sum + item.pivot.quantity, 0);
}

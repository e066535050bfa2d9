// The guest basket as SPEC.md keeps it in localStorage under "basket" (§3 "Basket product", §9).
// Whatever is stored is untrusted: a malformed entry is dropped, never a crash. Checked by hand
// rather than with zod, to keep the schema library out of every page's JavaScript.

export const BASKET_STORAGE_KEY = 'basket';

export interface StoredBasketItem {
  id: number;
  name: string;
  price: number;
  pivot: { quantity: number };
}

const MAX_QUANTITY = 999;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toItem(entry: unknown): StoredBasketItem | null {
  if (!isRecord(entry) || !isRecord(entry.pivot)) return null;
  const { id, name, price } = entry;
  const quantity = entry.pivot.quantity;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (typeof name !== 'string' || typeof price !== 'number' || !(price >= 0)) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0 || quantity > MAX_QUANTITY) return null;
  return { id, name, price, pivot: { quantity } };
}

export function parseStoredBasket(raw: string | null): StoredBasketItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry) => {
    const item = toItem(entry);
    return item ? [item] : [];
  });
}

export function basketItemCount(items: readonly StoredBasketItem[]): number {
  return items.reduce((sum, item) => sum + item.pivot.quantity, 0);
}

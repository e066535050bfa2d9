// The guest basket as SPEC.md keeps it in localStorage under "basket" (§3 "Basket product", §9).
// Whatever is stored is untrusted: a malformed entry is dropped, never a crash.
import { z } from 'zod';

export const BASKET_STORAGE_KEY = 'basket';

const storedBasketItem = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: z.number().nonnegative(),
  pivot: z.object({ quantity: z.number().int().positive().max(999) }),
});

export type StoredBasketItem = z.infer<typeof storedBasketItem>;

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
    const parsed = storedBasketItem.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export function basketItemCount(items: readonly StoredBasketItem[]): number {
  return items.reduce((sum, item) => sum + item.pivot.quantity, 0);
}

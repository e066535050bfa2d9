// What checkout reads from the signed-in basket besides its lines: the amount to pay and what an
// order made from it depends on (for the attempt's idempotency key).
import type { BasketView } from '@/lib/basket/basket-store';

/** Cents the shopper pays: the provider's total with the promo, else the lines' sum. */
export function amountToPay(basket: BasketView): number {
  return basket.promo ? basket.promo.priceWithDiscount : basket.total;
}

/** An order made from the basket depends on its lines and the promo applied. */
export function basketFingerprint(basket: BasketView): string {
  const lines = basket.items.map((item) => `${item.product.id}x${item.quantity}`).join(',');
  return `${lines}|${basket.promo?.code ?? ''}`;
}

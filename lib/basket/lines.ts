// The basket as the shopper sees it, folded from what is known: the guest's stored products, or the
// server basket with the unsent queue applied on top. The queue rules are queue.ts's applyChange;
// on top of them a line is bounded by the product's stock as the provider bounds it
// (docs/basket-contract.md: more than the stock is cut, an increase of a sold-out product adds
// nothing), so what the screen shows before a send is what the answer will say.
import type { BasketChange, BasketProduct } from '@/lib/types/basket';
import { applyChange, MAX_ITEM_QUANTITY, type ApplyResult, type BasketLine } from './queue';

export type ProductLine = BasketLine<BasketProduct>;

export function linesOf(products: readonly BasketProduct[]): ProductLine[] {
  return products.map((product) => ({ product, quantity: product.pivot.quantity }));
}

export function productsOf(lines: readonly ProductLine[]): BasketProduct[] {
  return lines.map(({ product, quantity }) => ({ ...product, pivot: { quantity } }));
}

/** The most of a product one basket line can hold: 99, and no more than the stock. */
export function quantityBound(product: BasketProduct): number {
  return Math.max(0, Math.min(MAX_ITEM_QUANTITY, product.in_stock));
}

/** applyChange, with an increase cut to the stock (never below what the line already held). */
export function applyBoundedChange(lines: readonly ProductLine[], change: BasketChange, product?: BasketProduct): ApplyResult<BasketProduct> {
  const before = lines.find((line) => line.product.id === change.id);
  if (change.type === 'increase' && !before && product && product.id === change.id && quantityBound(product) === 0) {
    return { kind: 'applied', lines: lines.slice() };
  }
  const result = applyChange(lines, change, product);
  if (result.kind !== 'applied' || change.type !== 'increase') return result;
  return {
    kind: 'applied',
    lines: result.lines.map((line) =>
      line.product.id === change.id
        ? { ...line, quantity: Math.min(line.quantity, Math.max(quantityBound(line.product), before?.quantity ?? 0)) }
        : line,
    ),
  };
}

/**
 * The server's lines with the queue applied in order. An increase of a product neither line nor
 * `known` holds is skipped and its id returned in `missing`, to be fetched and folded again.
 */
export function withQueue(
  server: readonly BasketProduct[],
  queue: readonly BasketChange[],
  known: (id: number) => BasketProduct | undefined,
): { lines: ProductLine[]; missing: number[] } {
  let lines = linesOf(server);
  const missing = new Set<number>();
  for (const change of queue) {
    const result = applyBoundedChange(lines, change, known(change.id));
    if (result.kind === 'needs-product') missing.add(result.id);
    else lines = result.lines;
  }
  return { lines, missing: [...missing] };
}

export function basketTotals(lines: readonly ProductLine[]): { count: number; total: number } {
  let count = 0;
  let total = 0;
  for (const line of lines) {
    count += line.quantity;
    total += line.product.price * line.quantity;
  }
  return { count, total };
}

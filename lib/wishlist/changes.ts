// What a wished product's line says beside its price (docs/wishlist-contract.md "Screens"): the price
// fell since it was added ("price dropped from X to Y"), or it was sold out then and can be bought
// now ("back in stock"). Pure: the provider keeps the price and stock state of the moment it was added.
import type { WishedProduct } from '@/lib/types/wishlist';

export interface WishChanges {
  /** The price when added, when the price now is lower; else null. */
  droppedFrom: number | null;
  backInStock: boolean;
}

export function wishChanges(product: Pick<WishedProduct, 'price' | 'in_stock' | 'added'>): WishChanges {
  return {
    droppedFrom: product.price < product.added.price ? product.added.price : null,
    backInStock: !product.added.in_stock && product.in_stock > 0,
  };
}

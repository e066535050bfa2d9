// What a product card shows of a product (components/catalogue/product-card.tsx), and the smallest
// such record of a ProductSummary for a page's data. A module of its own, without the card's client
// code: the pages' server components build the cards' data with it, and importing the card would
// put its buy button and heart in the page's first load.
import type { Country, ProductSummary } from '@/lib/types/catalogue';

type Optional<T> = { [K in keyof T]?: T[K] };

/**
 * What a card shows of a product: a ProductSummary is one, and cardProduct() makes the smallest
 * one of it for a page's data (what the browser receives to hydrate the cards).
 */
export type CardProduct = Pick<ProductSummary, 'id' | 'name' | 'priceCents' | 'coverUrl' | 'inStock'> &
  Optional<Pick<ProductSummary, 'oldPriceCents' | 'discountPercent' | 'coverText' | 'countryIconUrl' | 'isNew' | 'rating'>> & {
    country?: Pick<Country, 'code' | 'name'> | null;
  };

/** The fields a card shows, with the empty ones (null, false) left out: each is sent to the browser once per card. */
export function cardProduct(product: ProductSummary): CardProduct {
  const card: CardProduct = { id: product.id, name: product.name, priceCents: product.priceCents, coverUrl: product.coverUrl, inStock: product.inStock };
  if (product.oldPriceCents !== null) card.oldPriceCents = product.oldPriceCents;
  if (product.discountPercent !== null) card.discountPercent = product.discountPercent;
  if (product.coverText !== null) card.coverText = product.coverText;
  if (product.countryIconUrl !== null) card.countryIconUrl = product.countryIconUrl;
  if (product.country !== null) card.country = { code: product.country.code, name: product.country.name };
  if (product.isNew) card.isNew = true;
  if (product.rating) card.rating = { average: product.rating.average, count: product.rating.count };
  return card;
}

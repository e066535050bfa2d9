// Reads basket data the browser cannot trust: the guest basket in localStorage (any script or an
// older version of the shop may have written it) and the BFF's answers. The shapes are the
// contract's (lib/contracts/basket.ts); what this adds is how a basket is repaired rather than
// refused: a malformed product is dropped, a missing optional field gets a harmless default, and an
// image URL that is neither a local path nor https is left out. Zod-free, like the shapes, so the
// schema library stays out of every page's JavaScript (the basket store loads with the layout).
import { basketProductShape, promoShape } from '@/lib/contracts/basket';
import { isRecord, NO, reader, refine, text, whole, type Shape } from '@/lib/contracts/shape';
import type { Basket, BasketProduct, Promo } from '@/lib/types/basket';
import { MAX_ITEM_QUANTITY } from './queue';

const is = <T>(shape: Shape<T>, value: unknown): value is T => shape(value) !== NO;
const { fields } = basketProductShape;
const anyText = text();

/** A local path (/media/...) or an https URL; anything else (javascript:, //host, data:) is dropped. */
function safeImageUrl(value: unknown): string {
  if (!is(anyText, value)) return '';
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    return new URL(value).protocol === 'https:' ? value : '';
  } catch {
    return '';
  }
}

function toCategory(value: unknown): BasketProduct['category'] {
  if (!isRecord(value)) return { id: 0, name: '', formatted_name: '' };
  return {
    id: is(whole(0), value.id) ? value.id : 0,
    name: is(anyText, value.name) ? value.name : '',
    formatted_name: is(anyText, value.formatted_name) ? value.formatted_name : '',
  };
}

export function parseBasketProduct(value: unknown): BasketProduct | null {
  if (!isRecord(value) || !isRecord(value.pivot)) return null;
  const { id, name, price } = value;
  const quantity = value.pivot.quantity;
  if (!is(fields.id, id) || !is(anyText, name) || name.trim() === '' || !is(fields.price, price)) return null;
  if (!is(whole(1), quantity)) return null;
  const nominalIcon = isRecord(value.currency_nominal_country) ? safeImageUrl(value.currency_nominal_country.country_icon) : '';
  return {
    id,
    name,
    price,
    old_price: is(whole(0), value.old_price) && value.old_price > price ? value.old_price : null,
    category: toCategory(value.category),
    cover_path: safeImageUrl(value.cover_path),
    cover_text: is(anyText, value.cover_text) && value.cover_text.trim() !== '' ? value.cover_text : null,
    country_icon: safeImageUrl(value.country_icon),
    currency_nominal_country: nominalIcon ? { country_icon: nominalIcon } : null,
    // Unknown stock (an older stored line): bounded by the 99 of any line, the server cuts the rest.
    in_stock: is(fields.in_stock, value.in_stock) ? value.in_stock : MAX_ITEM_QUANTITY,
    pivot: { quantity: Math.min(quantity, MAX_ITEM_QUANTITY) },
  };
}

/** A list of products, malformed entries and repeated ids dropped (the first one wins). */
export function parseBasketProducts(value: unknown): BasketProduct[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const products: BasketProduct[] = [];
  for (const entry of value) {
    const product = parseBasketProduct(entry);
    if (!product || seen.has(product.id)) continue;
    seen.add(product.id);
    products.push(product);
  }
  return products;
}

/** The contract's promo, whose discounted price is not above the full one. */
export const parsePromo: (value: unknown) => Promo | null = reader(refine(promoShape, (promo) => promo.priceWithDiscount <= promo.price));

/** The basket of GET/PATCH /api/basket and DELETE /api/promocode; null when it is not one. */
export function parseBasket(value: unknown): Basket | null {
  if (!isRecord(value) || !Array.isArray(value.products)) return null;
  const products = parseBasketProducts(value.products);
  return {
    products,
    count: products.reduce((sum, product) => sum + product.pivot.quantity, 0),
    total: products.reduce((sum, product) => sum + product.price * product.pivot.quantity, 0),
    promo: parsePromo(value.promo),
  };
}

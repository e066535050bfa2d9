// Reads basket data the browser cannot trust: the guest basket in localStorage (any script or an
// older version of the shop may have written it) and the BFF's answers. A malformed product is
// dropped, a missing optional field gets a harmless default, and an image URL that is neither a
// local path nor https is left out. Checked by hand (lib/client/read.ts) rather than with the
// contract's shapes (lib/contracts/basket.ts, whose types these are), to keep schema code out of
// every page's JavaScript (the basket store loads with the layout).
import { isRecord, isWhole } from '@/lib/client/read';
import type { Basket, BasketProduct, Promo } from '@/lib/types/basket';
import { MAX_ITEM_QUANTITY } from './queue';

/** A local path (/media/...) or an https URL; anything else (javascript:, //host, data:) is dropped. */
function safeImageUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
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
    id: isWhole(value.id, 0) ? value.id : 0,
    name: typeof value.name === 'string' ? value.name : '',
    formatted_name: typeof value.formatted_name === 'string' ? value.formatted_name : '',
  };
}

export function parseBasketProduct(value: unknown): BasketProduct | null {
  if (!isRecord(value) || !isRecord(value.pivot)) return null;
  const { id, name, price } = value;
  const quantity = value.pivot.quantity;
  if (!isWhole(id, 1) || typeof name !== 'string' || name.trim() === '' || !isWhole(price, 0)) return null;
  if (!isWhole(quantity, 1)) return null;
  const nominalIcon = isRecord(value.currency_nominal_country) ? safeImageUrl(value.currency_nominal_country.country_icon) : '';
  return {
    id,
    name,
    price,
    old_price: isWhole(value.old_price, 0) && value.old_price > price ? value.old_price : null,
    category: toCategory(value.category),
    cover_path: safeImageUrl(value.cover_path),
    cover_text: typeof value.cover_text === 'string' && value.cover_text.trim() !== '' ? value.cover_text : null,
    country_icon: safeImageUrl(value.country_icon),
    currency_nominal_country: nominalIcon ? { country_icon: nominalIcon } : null,
    // Unknown stock (an older stored line): bounded by the 99 of any line, the server cuts the rest.
    in_stock: isWhole(value.in_stock, 0) ? value.in_stock : MAX_ITEM_QUANTITY,
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

export function parsePromo(value: unknown): Promo | null {
  if (!isRecord(value)) return null;
  const { code, discount, price, priceWithDiscount } = value;
  if (typeof code !== 'string' || code === '' || !isWhole(discount, 1) || discount > 100) return null;
  if (!isWhole(price, 0) || !isWhole(priceWithDiscount, 0) || priceWithDiscount > price) return null;
  return { code, discount, price, priceWithDiscount };
}

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

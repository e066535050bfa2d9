// Reads the BFF's wishlist answers by hand (docs/wishlist-contract.md "Shapes", declared once in
// lib/contracts/wishlist.ts): the hearts of every catalogue page load with this, so schema code
// stays out (lib/client/read.ts). A product that is not what
// the contract promises makes the whole answer unreadable (null): request.ts turns that into a 502.
import { isNullableString, isRecord, isString, isWhole, readEvery } from '@/lib/client/read';
import type { WishedProduct, Wishlist, WishlistAdd } from '@/lib/types/wishlist';

function readWishedProduct(value: unknown): WishedProduct | null {
  if (!isRecord(value)) return null;
  const { id, name, price, old_price, category, cover_path, cover_text, country_icon, in_stock, added } = value;
  if (!isWhole(id, 1) || !isString(name) || name === '' || !isWhole(price, 0) || !(old_price === null || isWhole(old_price, 0))) return null;
  if (!isRecord(category) || !isWhole(category.id, 1) || !isString(category.name) || !isString(category.formatted_name)) return null;
  if (!isString(cover_path) || !isNullableString(cover_text) || !isString(country_icon) || !isWhole(in_stock, 0)) return null;
  if (!isRecord(added) || !isWhole(added.price, 0) || typeof added.in_stock !== 'boolean' || !isString(added.at)) return null;
  return {
    id,
    name,
    price,
    old_price,
    category: { id: category.id, name: category.name, formatted_name: category.formatted_name },
    cover_path,
    cover_text,
    country_icon,
    in_stock,
    added: { price: added.price, in_stock: added.in_stock, at: added.at },
  };
}

export function parseWishlist(json: unknown): Wishlist | null {
  if (!isRecord(json)) return null;
  const products = readEvery(json.products, readWishedProduct);
  if (products === null || !isWhole(json.count, 0) || !isWhole(json.limit, 1)) return null;
  return { products, count: json.count, limit: json.limit };
}

export function parseWishlistAdd(json: unknown): WishlistAdd | null {
  const list = parseWishlist(json);
  if (list === null || !isRecord(json)) return null;
  const unknown = readEvery(json.unknown, (id) => (isWhole(id, 1) ? id : null));
  return unknown === null ? null : { ...list, unknown };
}

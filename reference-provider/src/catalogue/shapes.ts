// The JSON shapes of API.md and the mapping from database rows to them, in one place.
import type { ProviderLocale } from '../seed/types';
import { providerBrand } from '../brand';
import { regionName } from './regions';

/** Flag shown for products without a country: flag-icons' neutral "unknown" flag. */
export const NO_COUNTRY_FLAG = 'xx';

export interface Category {
  id: number;
  name: string;
  formatted_name: string;
  svg_path: string;
}
export interface Country {
  id: number;
  name: string | null;
  code: string;
}
export interface Currency {
  codeName: string;
  label: string;
}
export interface ProductCard {
  id: number;
  name: string;
  price: number;
  old_price: number | null;
  discount: number | null;
  cover_path: string;
  cover_text: string | null;
  country_icon: string;
  country: Country | null;
  category: { id: number; name: string; formatted_name: string };
  is_new: boolean;
  in_stock: number;
}
/** Average of a product's reviews (one decimal) and their count. */
export interface Rating {
  average: number;
  count: number;
}
/** A card in a listing, search results or similar products: with its rating, null without reviews. */
export interface ListedCard extends ProductCard {
  rating: Rating | null;
}
export interface ProductDetail extends ProductCard {
  article: string;
  product_code: string;
  description: string;
  platform: string;
  is_gift_card: boolean;
  nominal: { value: number; currency: string };
  region: { code: string; name: string } | null;
  purchases: number;
  created_at: string;
  support_email: string;
  /** Average of the reviews (one decimal) and their count; null without reviews. */
  rating: Rating | null;
}
export interface ProductPage {
  products: ListedCard[];
  total: number;
  offset: number;
  limit: number;
  /** Whole euros over the unfiltered list: min rounded down, max up; {0, 0} when it is empty. */
  price_range: { min: number; max: number };
}

export interface CountryRow {
  id: number;
  code: string;
  name: string | null;
}
export interface CardRow {
  id: number;
  name: string;
  price_cents: number;
  old_price_cents: number | null;
  discount: number | null;
  cover_text: string | null;
  country_id: number | null;
  country_code: string | null;
  country_name: string | null;
  category_id: number;
  category_name: string;
  category_formatted_name: string;
  is_new: boolean;
  in_stock: number;
}
/** The review columns of a product's row: how many, and their average rounded to one decimal. */
export interface RatingColumns {
  rating_count: number;
  /** numeric: node-postgres and PGlite return it as a string. */
  rating_average: string | number | null;
}
export interface ListedCardRow extends CardRow, RatingColumns {}
export interface DetailRow extends CardRow, RatingColumns {
  article: string;
  product_code: string;
  description: string;
  platform: string;
  is_gift_card: boolean;
  nominal_value: string | number;
  nominal_currency: string;
  region_code: string | null;
  purchases: number;
  created_at: Date | string;
}

/** The cover in one language: its title and units are drawn in it (src/media/cover.ts). */
export const coverPath = (id: number, locale: ProviderLocale) => `/media/covers/${locale}/${id}.svg`;
export const flagPath = (code: string | null) => `/media/flags/${(code ?? NO_COUNTRY_FLAG).toLowerCase()}.svg`;

export function toCountry(row: CountryRow, locale: ProviderLocale): Country {
  return { id: row.id, name: regionName(locale, row.code) ?? row.name, code: row.code };
}

export function toCard(row: CardRow, locale: ProviderLocale): ProductCard {
  const country =
    row.country_id !== null && row.country_code !== null
      ? toCountry({ id: row.country_id, code: row.country_code, name: row.country_name }, locale)
      : null;
  return {
    id: row.id,
    name: row.name,
    price: row.price_cents,
    old_price: row.old_price_cents,
    discount: row.discount,
    cover_path: coverPath(row.id, locale),
    cover_text: row.cover_text,
    country_icon: flagPath(row.country_code),
    country,
    category: { id: row.category_id, name: row.category_name, formatted_name: row.category_formatted_name },
    is_new: row.is_new,
    in_stock: row.in_stock,
  };
}

export function toRating(row: RatingColumns): Rating | null {
  return row.rating_count > 0 && row.rating_average !== null ? { average: Number(row.rating_average), count: row.rating_count } : null;
}

export function toListedCard(row: ListedCardRow, locale: ProviderLocale): ListedCard {
  return { ...toCard(row, locale), rating: toRating(row) };
}

export function toDetail(row: DetailRow, locale: ProviderLocale): ProductDetail {
  return {
    ...toCard(row, locale),
    article: row.article,
    product_code: row.product_code,
    description: row.description,
    platform: row.platform,
    is_gift_card: row.is_gift_card,
    nominal: { value: Number(row.nominal_value), currency: row.nominal_currency },
    region: row.region_code ? { code: row.region_code, name: regionName(locale, row.region_code) ?? row.region_code } : null,
    purchases: row.purchases,
    created_at: new Date(row.created_at).toISOString(),
    // One address everywhere: SHOP_SUPPORT_EMAIL, the storefront's too (brand.ts).
    support_email: providerBrand().supportEmail,
    rating: toRating(row),
  };
}

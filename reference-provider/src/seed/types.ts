// The seeded catalogue as plain data: the seed module builds it, the database layer stores it.
// Keeping it apart lets the catalogue be read and tested without a database.

export const PROVIDER_LOCALES = ['pt-BR', 'en', 'ru', 'hi'] as const;
export type ProviderLocale = (typeof PROVIDER_LOCALES)[number];

export interface SeedCategory {
  name: string;
  formatted_name: string;
  /** SVG path data (the `d` attribute) for a 24x24 viewBox, filled with currentColor. */
  svg_path: string;
  /** Menu order, 1-based. */
  position: number;
  /** Platform shown on the product page, e.g. "Steam", "PlayStation Network". */
  platform: string;
  /** Brand colour used on generated covers, "#rrggbb". */
  brand_color: string;
}

export interface SeedCountry {
  /** ISO 3166-1 alpha-2 upper case, or a region code such as "EU". */
  code: string;
  /** English name, or null for a region the shop names only by code. */
  name: string | null;
}

export interface SeedCurrency {
  codeName: string;
  /** Russian country name and code: "Бразилия (BRL)". */
  label: string;
}

export interface SeedProductText {
  name: string;
  description: string;
  cover_text: string | null;
}

export interface SeedProduct {
  /** 1-based, stable: becomes the product id. */
  id: number;
  category: string; // formatted_name
  country_code: string | null;
  article: string;
  product_code: string;
  platform: string;
  is_gift_card: boolean;
  nominal_value: number;
  nominal_currency: string;
  /** Region the code works in (country code or "EU"), null when it works everywhere. */
  region_code: string | null;
  price_cents: number;
  old_price_cents: number | null;
  popularity: number;
  purchases: number;
  is_new: boolean;
  created_at: string; // ISO date
  texts: Record<ProviderLocale, SeedProductText>;
  /** Unsold product codes in stock (may be empty: out of stock). */
  codes: string[];
}

export interface SeedCatalogue {
  categories: SeedCategory[];
  countries: SeedCountry[];
  currencies: SeedCurrency[];
  products: SeedProduct[];
}

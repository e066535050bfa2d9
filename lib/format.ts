// Prices, dates and lists as the shopper's locale writes them (ARCHITECTURE.md decision 2):
// prices are euros kept in cents; Russian gives spaces as thousands separators.

export const PRICE_CURRENCY = 'EUR';
/** Prices travel in cents (SPEC.md §9: "Prices handled in cents (x100)"). */
export const CENTS_PER_EURO = 100;

const priceFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function priceFormat(locale: string): Intl.NumberFormat {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: PRICE_CURRENCY });
    priceFormats.set(locale, format);
  }
  return format;
}

/** 123456 cents in ru → "1 234,56 €" (with the locale's own spaces). */
export function formatPrice(cents: number, locale: string): string {
  return priceFormat(locale).format(Math.round(cents) / CENTS_PER_EURO);
}

const wholeFormats = new Map<string, Intl.NumberFormat>();

/** Whole euros without cents, for price filters: 500 in pt-BR → "€ 500". */
export function formatWholeEuros(euros: number, locale: string): string {
  let format = wholeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: PRICE_CURRENCY, maximumFractionDigits: 0, minimumFractionDigits: 0 });
    wholeFormats.set(locale, format);
  }
  return format.format(euros);
}

export function eurosToCents(euros: number): number {
  return Math.round(euros * CENTS_PER_EURO);
}

/** A calendar date in the locale's own order: ru → "21.11.2026". Invalid input gives "". */
export function formatDate(value: string | number | Date, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** Names joined as the locale lists them: ["A", "B", "C"] in en → "A, B, and C", in ru → "A, B и C". */
export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

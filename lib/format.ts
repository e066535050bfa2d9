// Prices and dates as the shopper's locale writes them (ARCHITECTURE.md decision 2):
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

/** Nominal units that are lengths of time (subscriptions), as the provider names them, to Intl's units. */
const NOMINAL_TIME_UNITS: Record<string, string> = { MONTHS: 'month' };
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const nominalFormats = new Map<string, Intl.NumberFormat>();

function nominalFormat(locale: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = nominalFormats.get(`${locale}|${key}`);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    nominalFormats.set(`${locale}|${key}`, format);
  }
  return format;
}

/**
 * A product's face value in the shopper's language, with the plural its number takes (CLDR data
 * through Intl): 3 "MONTHS" in ru → "3 месяца", 50 "BRL" in pt-BR → "50 Reais brasileiros".
 * Game points and other units keep their own name ("1380 RP"), grouped from five digits on.
 */
export function formatNominal(value: number, unit: string, locale: string): string {
  const code = unit.trim().toUpperCase();
  const timeUnit = NOMINAL_TIME_UNITS[code];
  if (timeUnit) {
    return nominalFormat(locale, code, { style: 'unit', unit: timeUnit, unitDisplay: 'long', maximumFractionDigits: 1 }).format(value);
  }
  if (CURRENCIES.has(code)) {
    const digits = Number.isInteger(value) ? 0 : 2;
    return nominalFormat(locale, `${code}|${digits}`, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'name',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  }
  return `${nominalFormat(locale, 'points', { useGrouping: 'min2', maximumFractionDigits: 2 }).format(value)} ${unit.trim()}`;
}

// Prices, dates and lists as the shopper's locale writes them (docs/decisions/0030-prices-kept-in-euro-cents.md):
// prices are euros kept in cents; Russian gives spaces as thousands separators. Pix and UPI charge
// in reais and rupees (docs/payments-contract.md "Charges in reais and rupees"): the same formatter
// takes their currency, kept in centavos and paise, and writes the exchange rate.

export const PRICE_CURRENCY = 'EUR';
/** Prices travel in cents, 100 to the euro (docs/product/limits.md). */
export const CENTS_PER_EURO = 100;

const priceFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function priceFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    priceFormats.set(key, format);
  }
  return format;
}

/**
 * 123456 cents in ru → "1 234,56 €" (with the locale's own spaces). With another currency, its minor
 * units: 63818 centavos, BRL, pt-BR → "R$ 638,18"; euros, reais and rupees all have two decimals.
 */
export function formatPrice(cents: number, locale: string, currency: string = PRICE_CURRENCY): string {
  return priceFormat(locale, currency).format(Math.round(cents) / CENTS_PER_EURO);
}

const rateFormats = new Map<string, Intl.NumberFormat>();

/**
 * What one euro is worth in `currency`, from the provider's exact decimal: "6.2001", BRL, pt-BR →
 * "R$ 6,2001" (at least two decimals, every decimal the rate has, up to six).
 */
export function formatRate(rate: string, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = rateFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 6 });
    rateFormats.set(key, format);
  }
  // The decimal string is formatted as written (Intl takes numeric strings exactly).
  return format.format(rate as Intl.StringNumericLiteral);
}

const ratingFormats = new Map<string, Intl.NumberFormat>();

/** A review average (one decimal at most) as the locale writes it: 4.5 in pt-BR → "4,5", 4 → "4". */
export function formatRating(value: number, locale: string): string {
  let format = ratingFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    ratingFormats.set(locale, format);
  }
  return format.format(value);
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

/** An hour and minute in the shopper's own time zone, as the locale writes them: en → "2:35 PM", ru → "14:35". Invalid input gives "". */
export function formatTime(value: string | number | Date, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    timeFormats.set(locale, format);
  }
  return format.format(date);
}

/** Names joined as the locale lists them: ["A", "B", "C"] in en → "A, B, and C", in ru → "A, B и C". */
export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
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

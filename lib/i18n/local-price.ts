// Approximate prices in the shopper's own money, beside the euros: reais on Brazilian Portuguese
// pages, rupees on Hindi ones (English and Russian pages show none: the shop charges neither in
// dollars nor in roubles). The rate is the provider's current one for Pix (BRL) and UPI (INR)
// charges, fetched with a page's catalogue data (lib/server/page-data.ts pageLocalRate) and revalidated
// with it; the conversion is the provider's own (cents × rate, half up to whole centavos or paise),
// so at an unchanged rate the approximate amount is the one the checkout's quote will charge.
// Browser-safe: the cards "Show more" appends compute it in the browser too.
import { formatPrice } from '@/lib/i18n/format';

export const LOCAL_CURRENCIES = ['BRL', 'INR'] as const;
export type LocalCurrency = (typeof LOCAL_CURRENCIES)[number];

/** A page's rate: what one euro is worth in its language's currency, the provider's exact decimal ("6.2001"). */
export interface LocalRate {
  currency: LocalCurrency;
  rate: string;
}

const LOCAL_CURRENCY_OF: Readonly<Record<string, LocalCurrency>> = { 'pt-BR': 'BRL', hi: 'INR' };

/** The currency a page's language implies: pt-BR → BRL, hi → INR, en and ru → null. */
export function localCurrencyOf(locale: string): LocalCurrency | null {
  return LOCAL_CURRENCY_OF[locale] ?? null;
}

export const isLocalCurrency = (value: unknown): value is LocalCurrency =>
  typeof value === 'string' && (LOCAL_CURRENCIES as readonly string[]).includes(value);

const MICROS = BigInt(1_000_000);
/** The provider's largest rate: 1 € = 1 000 000 units. */
const MAX_MICROS = BigInt(1_000_000) * MICROS;

/**
 * The rate as the provider writes it, in micro-units: "6.2001" → 6200100n. Null for anything but a
 * positive decimal with at most 7 whole digits and 6 decimals, up to 1 000 000.
 */
export function rateMicros(rate: string): bigint | null {
  const match = /^(\d{1,7})(?:\.(\d{1,6}))?$/.exec(rate);
  if (!match) return null;
  const micros = BigInt(match[1]!) * MICROS + BigInt((match[2] ?? '').padEnd(6, '0'));
  return micros > BigInt(0) && micros <= MAX_MICROS ? micros : null;
}

/**
 * `cents` euros in the rate's minor units (centavos, paise), rounded half up in exact arithmetic,
 * as the provider converts a charge: 649 cents at "6.2001" → 4024. Null for an unreadable rate or
 * an amount that is not a whole, non-negative number of cents.
 */
export function approximateMinor(cents: number, rate: string): number | null {
  const micros = rateMicros(rate);
  if (micros === null || !Number.isSafeInteger(cents) || cents < 0) return null;
  const amount = (BigInt(cents) * micros + MICROS / BigInt(2)) / MICROS;
  return amount <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(amount) : null;
}

/**
 * The approximate amount as the locale writes its currency, without the "≈" (the component adds it
 * with its spoken word): 649 cents at 6.2001 BRL in pt-BR → "R$ 40,24", at 98.4537 INR in hi →
 * "₹638.96". Null when there is nothing to show.
 */
export function formatLocalPrice(cents: number, rate: LocalRate, locale: string): string | null {
  const minor = approximateMinor(cents, rate.rate);
  return minor === null ? null : formatPrice(minor, locale, rate.currency);
}

// Charging Pix in reais and UPI in rupees (docs/payments-contract.md "Charges in reais and rupees"):
// the exchange rates, the conversion of a euro total, and quotes — the converted amount of a basket
// shown to the shopper before they pay, held for a while, so an order never charges a sum the shopper
// was not shown. Rates are exact decimals held as integer micro-units (rate × 1 000 000); amounts are
// converted with BigInt and rounded half up to whole centavos/paise.
import type { Queryable } from '../db/types';
import { newOrderId, type PaymentMethod } from './orders';

export const CHARGE_CURRENCIES = ['BRL', 'INR'] as const;
export type ChargeCurrency = (typeof CHARGE_CURRENCIES)[number];

/** What each QR method charges in: a BR Code (Pix, and SBP mapped onto it) is in reais, a UPI link in rupees. */
export const CHARGE_CURRENCY_OF: Readonly<Partial<Record<PaymentMethod, ChargeCurrency>>> = { pix: 'BRL', sbp: 'BRL', upi: 'INR' };

export const RATE_SCALE = 1_000_000n;
/** The largest rate taken: 1 € = 1 000 000 units. */
export const RATE_MAX_MICROS = 1_000_000_000_000n;

export const isChargeCurrency = (value: unknown): value is ChargeCurrency =>
  typeof value === 'string' && (CHARGE_CURRENCIES as readonly string[]).includes(value);

/**
 * A rate as an operator writes it ("6.2001", or the JSON number 6.2001) in micro-units; null when it
 * is not a positive decimal with at most 6 decimals up to 1 000 000.
 */
export function parseRate(value: unknown): bigint | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,7})(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) return null;
  const micros = BigInt(match[1]!) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(6, '0'));
  return micros > 0n && micros <= RATE_MAX_MICROS ? micros : null;
}

/** Micro-units as a decimal without trailing zeros: 6200100 → "6.2001", 98000000 → "98". */
export function formatRate(micros: bigint): string {
  const whole = micros / RATE_SCALE;
  const fraction = (micros % RATE_SCALE).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

/** Euro cents × rate, rounded half up to whole minor units (centavos, paise), in exact arithmetic. */
export function convertCents(totalCents: number, micros: bigint): number {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`Not a whole number of cents: ${totalCents}`);
  const amount = (BigInt(totalCents) * micros + RATE_SCALE / 2n) / RATE_SCALE;
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('The converted amount is too large');
  return Number(amount);
}

// ---------------------------------------------------------------------------------------------
// Rates
// ---------------------------------------------------------------------------------------------

export interface Rate {
  currency: ChargeCurrency;
  micros: bigint;
  updatedAt: Date;
}

interface RateRow {
  currency: ChargeCurrency;
  rate_micros: string | number;
  updated_at: Date | string;
}

const toRate = (row: RateRow): Rate => ({ currency: row.currency, micros: BigInt(row.rate_micros), updatedAt: new Date(row.updated_at) });

export async function currentRates(db: Queryable): Promise<Rate[]> {
  const rows = await db.query<RateRow>('SELECT currency, rate_micros, updated_at FROM exchange_rates ORDER BY currency');
  return rows.map(toRate);
}

export async function currentRate(db: Queryable, currency: ChargeCurrency): Promise<Rate> {
  const rows = await db.query<RateRow>('SELECT currency, rate_micros, updated_at FROM exchange_rates WHERE currency = $1', [currency]);
  if (!rows[0]) throw new Error(`No exchange rate for ${currency}`);
  return toRate(rows[0]);
}

export async function setRate(db: Queryable, currency: ChargeCurrency, micros: bigint, now: number): Promise<Rate> {
  const rows = await db.query<RateRow>(
    `INSERT INTO exchange_rates (currency, rate_micros, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (currency) DO UPDATE SET rate_micros = EXCLUDED.rate_micros, updated_at = EXCLUDED.updated_at
     RETURNING currency, rate_micros, updated_at`,
    [currency, micros.toString(), new Date(now).toISOString()],
  );
  return toRate(rows[0]!);
}

/** A rate as the API writes it. */
export const rateJson = (rate: Rate) => ({ currency: rate.currency, rate: formatRate(rate.micros), updated_at: rate.updatedAt.toISOString() });

// ---------------------------------------------------------------------------------------------
// Quotes
// ---------------------------------------------------------------------------------------------

export interface QuoteRow {
  id: string;
  user_id: number;
  currency: ChargeCurrency;
  total_cents: number;
  rate_micros: string | number;
  amount_minor: string | number;
  created_at: Date | string;
  expires_at: Date | string;
}

const QUOTE_COLUMNS = 'id, user_id, currency, total_cents, rate_micros, amount_minor, created_at, expires_at';

/** The contract's Quote. */
export function quoteJson(quote: QuoteRow, rate: Rate | null = null) {
  return {
    id: quote.id,
    currency: quote.currency,
    total: quote.total_cents,
    rate: formatRate(BigInt(quote.rate_micros)),
    amount: Number(quote.amount_minor),
    quoted_at: new Date(quote.created_at).toISOString(),
    expires_at: new Date(quote.expires_at).toISOString(),
    ...(rate ? { rate_updated_at: rate.updatedAt.toISOString() } : {}),
  };
}

export async function quoteById(db: Queryable, id: string, userId: number): Promise<QuoteRow | null> {
  if (!/^[0-9A-Z]{20}$/.test(id)) return null;
  const rows = await db.query<QuoteRow>(`SELECT ${QUOTE_COLUMNS} FROM payment_quotes WHERE id = $1 AND user_id = $2`, [id, userId]);
  return rows[0] ?? null;
}

/**
 * A quote of `totalCents` in `currency` at the current rate, holding for `lifetimeMs`. An unexpired
 * quote of the same account, currency, total and rate with more than half its life left is answered
 * again, so a checkout asking repeatedly does not fill the table; expired quotes are swept a day later.
 */
export async function issueQuote(
  db: Queryable,
  input: { userId: number; currency: ChargeCurrency; totalCents: number; now: number; lifetimeMs: number },
): Promise<{ quote: QuoteRow; rate: Rate }> {
  const rate = await currentRate(db, input.currency);
  const reusable = await db.query<QuoteRow>(
    `SELECT ${QUOTE_COLUMNS} FROM payment_quotes
     WHERE user_id = $1 AND currency = $2 AND total_cents = $3 AND rate_micros = $4 AND expires_at > $5
     ORDER BY expires_at DESC LIMIT 1`,
    [input.userId, input.currency, input.totalCents, rate.micros.toString(), new Date(input.now + input.lifetimeMs / 2).toISOString()],
  );
  if (reusable[0]) return { quote: reusable[0], rate };
  await db.query('DELETE FROM payment_quotes WHERE expires_at < $1', [new Date(input.now - 24 * 3600_000).toISOString()]);
  const inserted = await db.query<QuoteRow>(
    `INSERT INTO payment_quotes (id, user_id, currency, total_cents, rate_micros, amount_minor, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${QUOTE_COLUMNS}`,
    [
      newOrderId(), // the same alphabet and length as order ids: 20 random characters
      input.userId,
      input.currency,
      input.totalCents,
      rate.micros.toString(),
      convertCents(input.totalCents, rate.micros),
      new Date(input.now).toISOString(),
      new Date(input.now + input.lifetimeMs).toISOString(),
    ],
  );
  return { quote: inserted[0]!, rate };
}

/** What an order charges: the currency, the converted amount, the rate and when it was quoted. */
export interface Charge {
  currency: ChargeCurrency;
  amount: number;
  rateMicros: bigint;
  quotedAt: Date;
}

export type PricedCharge = { ok: true; charge: Charge } | { ok: false; problem: 'quoteUnknown' | 'quoteChanged' };

/**
 * The charge of an order of `totalCents` in `currency`. Without a quote: the current rate now. With
 * one (the amount the shopper was shown): its rate while it holds; once expired, the current rate only
 * if it is still the quote's (the amount is then the same). A quote of another account or currency is
 * unknown; one made for another total (the basket changed), or expired after the rate moved, changed.
 */
export function chargeFor(input: {
  currency: ChargeCurrency;
  totalCents: number;
  quote: QuoteRow | null | undefined;
  current: Rate;
  now: number;
}): PricedCharge {
  const { currency, totalCents, quote, current, now } = input;
  const at = (micros: bigint, quotedAt: Date): PricedCharge => ({
    ok: true,
    charge: { currency, amount: convertCents(totalCents, micros), rateMicros: micros, quotedAt },
  });
  if (quote === undefined) return at(current.micros, new Date(now));
  if (quote === null || quote.currency !== currency) return { ok: false, problem: 'quoteUnknown' };
  if (quote.total_cents !== totalCents) return { ok: false, problem: 'quoteChanged' };
  const micros = BigInt(quote.rate_micros);
  if (new Date(quote.expires_at).getTime() > now || micros === current.micros) return at(micros, new Date(quote.created_at));
  return { ok: false, problem: 'quoteChanged' };
}

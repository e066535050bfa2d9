// Promo codes (docs/basket-contract.md): the seeded codes, the code format, looking a code up (with
// the rule that refuses it, when one does), and the discount of a basket total in integer cents.
// Whether a code is usable is judged by the database clock; a code limited per account counts the
// account's paid orders that carried it.
import type { Queryable } from '../db/types';

/** A code as typed: 3 to 32 Latin letters, digits, "_" or "-" (matched case-insensitively). */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** What a basket answer shows of an applied code (the contract's "Promo"). */
export interface Promo {
  code: string;
  /** Percent, 1..100. */
  discount: number;
  /** The basket total in cents. */
  price: number;
  /** The total after the discount, in cents. */
  priceWithDiscount: number;
}

/**
 * The discount of `price` cents at `percent` %, rounded half up to whole cents, in integer arithmetic:
 * `round(price * percent / 100)` = floor((price * percent + 50) / 100). Exact for any basket total
 * (price * percent stays far below 2^53).
 */
export function discountCents(price: number, percent: number): number {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`price must be a whole number of cents, got ${price}`);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new RangeError(`percent must be 1..100, got ${percent}`);
  return Math.floor((price * percent + 50) / 100);
}

/** The contract's Promo for a basket total: `priceWithDiscount = price - round(price * discount / 100)`. */
export function promoFor(code: string, percent: number, price: number): Promo {
  return { code, discount: percent, price, priceWithDiscount: price - discountCents(price, percent) };
}

/**
 * Shares a discount of `discount` cents among lines worth `amounts` cents each (unit price × quantity)
 * by the largest remainder method: each line's exact share is `discount * amount / sum`; every line
 * gets that share rounded down, then the cents still missing go one each to the lines with the
 * largest remainders (the earlier line first on a tie). So the shares sum to `discount` exactly and
 * each differs from its exact share by less than a cent: the lines after the discount add up to the
 * total charged, which rounding each line (or each unit) on its own does not promise. In BigInt, so
 * it is exact whatever the amounts.
 */
export function shareDiscount(amounts: readonly number[], discount: number): number[] {
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amounts must be whole numbers of cents, got ${amount}`);
  }
  const sum = amounts.reduce((total, amount) => total + amount, 0);
  if (!Number.isSafeInteger(discount) || discount < 0 || discount > sum) throw new RangeError(`discount must be 0..${sum} cents, got ${discount}`);
  if (sum === 0) return amounts.map(() => 0);
  const whole = BigInt(sum);
  const exact = amounts.map((amount) => BigInt(discount) * BigInt(amount));
  const shares = exact.map((value) => Number(value / whole));
  let missing = discount - shares.reduce((total, share) => total + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (missing === 0) break;
    shares[index]! += 1;
    missing -= 1;
  }
  return shares;
}

/**
 * What each line of a basket costs after a promo code of `percent` % (null: no code), in cents: the
 * discount of the whole basket (`discountCents` of its subtotal, the figure the basket shows) shared
 * by `shareDiscount`. The lines' amounts sum to the basket's total after the discount.
 */
export function lineAmountsAfterDiscount(lines: readonly { price_cents: number; quantity: number }[], percent: number | null): number[] {
  const amounts = lines.map((line) => line.price_cents * line.quantity);
  if (percent === null) return amounts;
  const subtotal = amounts.reduce((total, amount) => total + amount, 0);
  const shares = shareDiscount(amounts, discountCents(subtotal, percent));
  return amounts.map((amount, index) => amount - shares[index]!);
}

/**
 * A line's amount spread over its `quantity` units (one purchase, one code each): equal cents, the
 * first `amount % quantity` units one cent more, so the units add up to the line.
 */
export function unitAmounts(amount: number, quantity: number): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be a whole number of cents, got ${amount}`);
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`quantity must be 1 or more, got ${quantity}`);
  const base = Math.floor(amount / quantity);
  const extra = amount - base * quantity;
  return Array.from({ length: quantity }, (_, index) => base + (index < extra ? 1 : 0));
}

export interface SeedPromoCode {
  code: string;
  discountPercent: number;
  /** Days from the seeding moment (negative: in the past). */
  startsInDays: number;
  /** Days from the seeding moment; null: no end. */
  expiresInDays: number | null;
  maxUses: number | null;
  usedCount: number;
  /** Uses per account (paid orders carrying it); null: no limit per account. */
  maxUsesPerAccount: number | null;
}

/**
 * The codes of the contract ("Seeded codes"). Dates are relative to when the seed runs, so a fresh
 * database always has EXPIRED30 expired and HOLIDAY20 still running (for a year).
 */
export const SEED_PROMO_CODES: readonly SeedPromoCode[] = [
  { code: 'WELCOME10', discountPercent: 10, startsInDays: -1, expiresInDays: null, maxUses: null, usedCount: 0, maxUsesPerAccount: 1 },
  { code: 'GAMER15', discountPercent: 15, startsInDays: -1, expiresInDays: null, maxUses: null, usedCount: 0, maxUsesPerAccount: null },
  { code: 'HOLIDAY20', discountPercent: 20, startsInDays: -1, expiresInDays: 365, maxUses: null, usedCount: 0, maxUsesPerAccount: null },
  { code: 'EXPIRED30', discountPercent: 30, startsInDays: -60, expiresInDays: -30, maxUses: null, usedCount: 0, maxUsesPerAccount: null },
  { code: 'ONCE50', discountPercent: 50, startsInDays: -1, expiresInDays: null, maxUses: 1, usedCount: 1, maxUsesPerAccount: null },
  { code: 'LIMITED25', discountPercent: 25, startsInDays: -1, expiresInDays: null, maxUses: 1000, usedCount: 0, maxUsesPerAccount: null },
];

/**
 * Writes the seeded codes that are missing (compared case-insensitively) and returns how many it
 * wrote: idempotent, so it runs both on a fresh database and on one seeded before promo codes existed.
 */
export async function seedPromoCodes(tx: Queryable, codes: readonly SeedPromoCode[] = SEED_PROMO_CODES): Promise<number> {
  if (codes.length === 0) return 0;
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO promo_codes (code, discount_percent, starts_at, expires_at, max_uses, used_count, max_uses_per_account)
     SELECT s.code, s.discount_percent,
            now() + s.starts_in_days * interval '1 day',
            now() + s.expires_in_days * interval '1 day',
            s.max_uses, s.used_count, s.max_uses_per_account
     FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[])
       AS s (code, discount_percent, starts_in_days, expires_in_days, max_uses, used_count, max_uses_per_account)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      codes.map((c) => c.code),
      codes.map((c) => c.discountPercent),
      codes.map((c) => c.startsInDays),
      codes.map((c) => c.expiresInDays),
      codes.map((c) => c.maxUses),
      codes.map((c) => c.usedCount),
      codes.map((c) => c.maxUsesPerAccount),
    ],
  );
  return rows.length;
}

/** The SQL condition "this code can be used now" over alias `pc`, for anyone (the per-account rule aside). */
export const PROMO_USABLE = `(pc.starts_at <= now()
  AND (pc.expires_at IS NULL OR pc.expires_at > now())
  AND (pc.max_uses IS NULL OR pc.used_count < pc.max_uses))`;

/**
 * The SQL condition "the account $N may still use this code" over alias `pc`: its paid orders that
 * carried the code are fewer than the code's limit per account (always true without one).
 */
export const promoLeftForAccount = (userParam: string) => `(pc.max_uses_per_account IS NULL
  OR (SELECT count(*) FROM orders o WHERE o.user_id = ${userParam} AND o.promo_code_id = pc.id AND o.status = 'paid') < pc.max_uses_per_account)`;

/** Why a code cannot be applied: the rule that refuses it (docs/basket-contract.md "Promo refusals"). */
export type PromoRefusal = 'unknown' | 'not_started' | 'expired' | 'used_up' | 'already_used' | 'basket_empty';

export interface PromoLookup {
  id: number;
  code: string;
  discountPercent: number;
}

/**
 * The code matching `code` case-insensitively, if `userId` may use it now; else the first rule that
 * refuses it, in this order: unknown, not started, expired, used up (all uses taken), already used by
 * this account.
 */
export async function findPromoFor(
  db: Queryable,
  code: string,
  userId: number,
): Promise<{ ok: true; promo: PromoLookup } | { ok: false; refusal: Exclude<PromoRefusal, 'basket_empty'> }> {
  const rows = await db.query<{
    id: number;
    code: string;
    discount_percent: number;
    started: boolean;
    expired: boolean;
    used_up: boolean;
    left_for_account: boolean;
  }>(
    `SELECT pc.id, pc.code, pc.discount_percent,
       pc.starts_at <= now() AS started,
       (pc.expires_at IS NOT NULL AND pc.expires_at <= now()) AS expired,
       (pc.max_uses IS NOT NULL AND pc.used_count >= pc.max_uses) AS used_up,
       ${promoLeftForAccount('$2')} AS left_for_account
     FROM promo_codes pc WHERE lower(pc.code) = lower($1)`,
    [code, userId],
  );
  const row = rows[0];
  if (!row) return { ok: false, refusal: 'unknown' };
  if (!row.started) return { ok: false, refusal: 'not_started' };
  if (row.expired) return { ok: false, refusal: 'expired' };
  if (row.used_up) return { ok: false, refusal: 'used_up' };
  if (!row.left_for_account) return { ok: false, refusal: 'already_used' };
  return { ok: true, promo: { id: row.id, code: row.code, discountPercent: row.discount_percent } };
}

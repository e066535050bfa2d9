// The operator's promo codes (npm run catalogue -- promo, src/cli/catalogue.ts): a code added, or one
// already there changed, with its percent, its limits and the days it works. A shop started with
// PROVIDER_SEED=none has no promo codes, and this is the one way to make one. The arguments are all
// checked first (every error reported at once), then against the stored code in one transaction.
// Days are UTC days, as in the `sold` listing: a code works from 00:00 of its first day to 24:00 of
// its last.
import { PROMO_CODE_PATTERN } from '../basket/promo-codes';
import type { Db } from '../db/types';

/** The largest limit a column of type integer holds. */
const MAX_LIMIT = 2_147_483_647;
const DAY_MS = 86_400_000;
const PROMO_LOCK_KEY = 7_391_033;

/** The command's arguments as typed. */
export interface PromoInput {
  code: string;
  percent: string;
  maxUses?: string;
  perAccount?: string;
  from?: string;
  until?: string;
}

/**
 * A checked change. An option left out (undefined) keeps a stored code's value (or takes the
 * default for a new one); null removes a limit or an end.
 */
export interface PromoChange {
  code: string;
  percent: number;
  maxUses?: number | null;
  perAccount?: number | null;
  /** 00:00 UTC of the first day. */
  from?: Date;
  /** 00:00 UTC of the last day (the code ends 24 hours later). */
  until?: Date | null;
}

/** The arguments or the stored code refuse the change: nothing was written. */
export class PromoInputError extends Error {
  constructor(readonly errors: string[]) {
    super(`${errors.length} error${errors.length === 1 ? '' : 's'}:\n${errors.map((error) => `  ${error}`).join('\n')}`);
  }
}

function wholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function utcDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  return date && date.toISOString().slice(0, 10) === value ? date : null;
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** Checks every argument; throws all the errors at once. */
export function validatePromo(input: PromoInput): PromoChange {
  const errors: string[] = [];
  const code = input.code.trim();
  if (!PROMO_CODE_PATTERN.test(code)) errors.push(`code "${input.code}" must be 3 to 32 Latin letters, digits, "_" or "-"`);
  const percent = wholeNumber(input.percent.trim(), 1, 100);
  if (percent === null) errors.push(`percent must be a whole number from 1 to 100, got "${input.percent}"`);
  const change: PromoChange = { code, percent: percent ?? 0 };

  const limit = (option: string, value: string | undefined): number | null | undefined => {
    if (value === undefined) return undefined;
    if (value.trim().toLowerCase() === 'none') return null;
    const n = wholeNumber(value.trim(), 1, MAX_LIMIT);
    if (n === null) errors.push(`${option} must be a whole number from 1 to ${MAX_LIMIT} or "none", got "${value}"`);
    return n ?? undefined;
  };
  change.maxUses = limit('--max-uses', input.maxUses);
  change.perAccount = limit('--per-account', input.perAccount);

  if (input.from !== undefined) {
    const from = utcDay(input.from.trim());
    if (from) change.from = from;
    else errors.push(`--from must be a date YYYY-MM-DD, got "${input.from}"`);
  }
  if (input.until !== undefined) {
    if (input.until.trim().toLowerCase() === 'none') change.until = null;
    else {
      const until = utcDay(input.until.trim());
      if (until) change.until = until;
      else errors.push(`--until must be a date YYYY-MM-DD or "none", got "${input.until}"`);
    }
  }
  if (change.from && change.until && change.until < change.from) {
    errors.push(`--until ${dayText(change.until)} is before --from ${dayText(change.from)}`);
  }
  if (errors.length) throw new PromoInputError(errors);
  return change;
}

/** A promo code as stored, times as ISO strings. */
export interface StoredPromo {
  code: string;
  discount_percent: number;
  starts_at: string;
  /** null: no end. */
  expires_at: string | null;
  /** null: no limit. */
  max_uses: number | null;
  used_count: number;
  /** null: no limit per account. */
  max_uses_per_account: number | null;
}

type PromoRow = Omit<StoredPromo, 'starts_at' | 'expires_at'> & { id: number; starts_at: Date | string; expires_at: Date | string | null };

const iso = (value: Date | string) => new Date(value).toISOString();
const stored = ({ id: _id, ...row }: PromoRow): StoredPromo => ({
  ...row,
  starts_at: iso(row.starts_at),
  expires_at: row.expires_at === null ? null : iso(row.expires_at),
});

/**
 * Adds the code, or changes the stored one matching it case-insensitively (whose spelling is kept):
 * the percent and the options given are set, the others kept. Refused when the result could not
 * be stored: a limit below the uses the code already had, or an end before its start (for a new
 * code without `from`, it starts now).
 */
export async function applyPromo(db: Db, change: PromoChange, now: Date = new Date()): Promise<{ created: boolean; promo: StoredPromo }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PROMO_LOCK_KEY]);
    const [current] = await tx.query<PromoRow>(
      `SELECT id, code, discount_percent, starts_at, expires_at, max_uses, used_count, max_uses_per_account
       FROM promo_codes WHERE lower(code) = lower($1) FOR UPDATE`,
      [change.code],
    );
    const startsAt = change.from ?? (current ? new Date(current.starts_at) : now);
    let expiresAt: Date | null;
    if (change.until === undefined) expiresAt = current?.expires_at == null ? null : new Date(current.expires_at);
    else expiresAt = change.until === null ? null : new Date(change.until.getTime() + DAY_MS);
    const maxUses = change.maxUses === undefined ? (current?.max_uses ?? null) : change.maxUses;
    const perAccount = change.perAccount === undefined ? (current?.max_uses_per_account ?? null) : change.perAccount;

    const errors: string[] = [];
    if (expiresAt && expiresAt <= startsAt) {
      if (change.until) {
        const start = change.from ? `--from ${dayText(startsAt)}` : current ? `its start, ${iso(startsAt)}` : 'its start, now (no --from given)';
        errors.push(`--until ${dayText(change.until)} ends the code before ${start}`);
      } else {
        errors.push(`--from ${dayText(startsAt)} is after the code's end, ${iso(expiresAt)}: give a later --until, or --until none`);
      }
    }
    if (current && maxUses !== null && maxUses < current.used_count) {
      errors.push(`--max-uses ${maxUses} is below the ${current.used_count} uses ${current.code} has had`);
    }
    if (errors.length) throw new PromoInputError(errors);

    const values = [change.percent, startsAt.toISOString(), expiresAt?.toISOString() ?? null, maxUses, perAccount];
    const columns = 'id, code, discount_percent, starts_at, expires_at, max_uses, used_count, max_uses_per_account';
    if (current) {
      const [row] = await tx.query<PromoRow>(
        `UPDATE promo_codes SET discount_percent = $2, starts_at = $3, expires_at = $4, max_uses = $5, max_uses_per_account = $6
         WHERE id = $1 RETURNING ${columns}`,
        [current.id, ...values],
      );
      return { created: false, promo: stored(row!) };
    }
    const [row] = await tx.query<PromoRow>(
      `INSERT INTO promo_codes (code, discount_percent, starts_at, expires_at, max_uses, max_uses_per_account)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${columns}`,
      [change.code, ...values],
    );
    return { created: true, promo: stored(row!) };
  });
}

/** One line saying what the code now is. */
export function describePromo({ created, promo }: { created: boolean; promo: StoredPromo }): string {
  const minute = (value: string) => `${value.slice(0, 16).replace('T', ' ')} UTC`;
  const times = (n: number) => (n === 1 ? 'once' : `${n} times`);
  return [
    `Promo code ${promo.code} ${created ? 'added' : 'changed'}: ${promo.discount_percent} % off`,
    `from ${minute(promo.starts_at)}`,
    promo.expires_at ? `until ${minute(promo.expires_at)}` : 'no end',
    promo.max_uses === null ? `no limit of uses (${promo.used_count} so far)` : `${promo.max_uses} uses in all (${promo.used_count} so far)`,
    promo.max_uses_per_account === null ? 'no limit per account' : `${times(promo.max_uses_per_account)} per account`,
  ].join(', ');
}

// The rate limits of the account calls (docs/accounts-contract.md), of promo codes (docs/basket-contract.md) and of payments (docs/payments-contract.md): which counter, how many, how long.
// Checking and counting happen in one synchronous step, so parallel requests cannot slip past a
// limit while a password is being hashed; an attempt that should not count is taken back after.
import { HttpError } from '../http/respond';
import type { ProviderLocale } from '../seed/types';
import { tooManyAttempts } from './messages';
import { RateLimiter, type Clock, type WindowLimit } from './rate-limit';

const MINUTE = 60_000;

export const DEFAULT_LIMITS = {
  /** Failed logins for one e-mail. */
  loginEmail: { limit: 5, windowMs: 10 * MINUTE },
  /** Failed logins from one IP. */
  loginIp: { limit: 30, windowMs: 10 * MINUTE },
  /** Registrations from one IP. */
  register: { limit: 10, windowMs: 60 * MINUTE },
  /** Reset requests for one e-mail. */
  resetEmail: { limit: 3, windowMs: 15 * MINUTE },
  /** Reset requests from one IP. */
  resetIp: { limit: 10, windowMs: 15 * MINUTE },
  /** E-mail verification attempts and verification mails from one IP. */
  emailVerify: { limit: 20, windowMs: 10 * MINUTE },
  /** Wrong current passwords in a password change, per account. */
  currentPassword: { limit: 5, windowMs: 10 * MINUTE },
  /** E-mail and password change mails, per account. */
  changeMail: { limit: 10, windowMs: 60 * MINUTE },
  /** Wrong promo codes per account (basket, issue 5). */
  promoAccount: { limit: 10, windowMs: 10 * MINUTE },
  /** Wrong promo codes from one IP. */
  promoIp: { limit: 30, windowMs: 10 * MINUTE },
  /** Orders created per account (payments, issue 6). */
  orderCreate: { limit: 30, windowMs: 10 * MINUTE },
  /** Card and balance payment attempts per account. */
  payment: { limit: 20, windowMs: 10 * MINUTE },
  /** Card type lookups per IP. */
  cardType: { limit: 60, windowMs: MINUTE },
  /** Form posts to the simulated acquirer's pages per IP. */
  acquirerIp: { limit: 60, windowMs: 10 * MINUTE },
  /** Review posts (new or edited) per account (issue 7). */
  reviewPost: { limit: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, WindowLimit>;

export type LimitName = keyof typeof DEFAULT_LIMITS;

/**
 * PROVIDER_RATE_LIMIT_SCALE multiplies every limit (default 1): tests of the storefront's own
 * limits raise the provider's above them, so the storefront's refusal is the one seen.
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<LimitRules> {
  const scale = Number(env.PROVIDER_RATE_LIMIT_SCALE ?? '1');
  if (!Number.isFinite(scale) || scale <= 0 || scale === 1) return {};
  return Object.fromEntries(
    Object.entries(DEFAULT_LIMITS).map(([name, rule]) => [name, { ...rule, limit: Math.max(1, Math.round(rule.limit * scale)) }]),
  ) as Partial<LimitRules>;
}
export type LimitRules = Record<LimitName, WindowLimit>;

export class AccountLimits {
  private readonly limiters: Record<LimitName, RateLimiter>;

  constructor(rules: Partial<LimitRules> = {}, clock: Clock = Date.now) {
    const all: LimitRules = { ...DEFAULT_LIMITS, ...rules };
    this.limiters = Object.fromEntries(
      (Object.keys(all) as LimitName[]).map((name) => [name, new RateLimiter(all[name], clock)]),
    ) as Record<LimitName, RateLimiter>;
  }

  /**
   * Counts one hit on each counter, or none and throws 429 (localised, with Retry-After in seconds)
   * when any of them is full.
   */
  take(locale: ProviderLocale, ...counters: Array<[LimitName, string]>): void {
    const wait = Math.max(0, ...counters.map(([name, key]) => this.limiters[name].retryAfter(key)));
    if (wait > 0) {
      throw new HttpError(429, tooManyAttempts(locale, wait), undefined, { 'Retry-After': String(wait) });
    }
    for (const [name, key] of counters) this.limiters[name].hit(key);
  }

  /** Takes back the hit just counted (the attempt succeeded and counts only when it fails). */
  undo(name: LimitName, key: string): void {
    this.limiters[name].undo(key);
  }

  reset(name: LimitName, key: string): void {
    this.limiters[name].reset(key);
  }

  /** Seconds until one more hit is allowed (for tests). */
  retryAfter(name: LimitName, key: string): number {
    return this.limiters[name].retryAfter(key);
  }
}

// The rate limits of the account calls (docs/accounts-contract.md), of promo codes (docs/basket-contract.md) and of payments (docs/payments-contract.md): which counter, how many, how long.
// Counted by rate-limiter-flexible in fixed windows, like the storefront's own limits (the first
// hit of a key opens its window; the window's end frees every place at once). Its memory store
// counts synchronously when consume() is called, before any await: all counters of one attempt
// are counted in one step, so parallel requests cannot slip past a limit while a password is
// being hashed; an attempt that should not count is taken back after.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { HttpError } from '../http/respond';
import type { ProviderLocale } from '../seed/types';
import { tooManyAttempts } from '../http/messages';

export interface WindowLimit {
  /** Hits allowed within one window. */
  limit: number;
  windowMs: number;
}

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
  /** Wrong promo codes per account (basket). */
  promoAccount: { limit: 10, windowMs: 10 * MINUTE },
  /** Wrong promo codes from one IP. */
  promoIp: { limit: 30, windowMs: 10 * MINUTE },
  /** Orders created per account (payments). */
  orderCreate: { limit: 30, windowMs: 10 * MINUTE },
  /** Card and balance payment attempts per account. */
  payment: { limit: 20, windowMs: 10 * MINUTE },
  /** Card type lookups per IP. */
  cardType: { limit: 60, windowMs: MINUTE },
  /** Form posts to the simulated acquirer's pages per IP. */
  acquirerIp: { limit: 60, windowMs: 10 * MINUTE },
  /** Review posts (new or edited) per account. */
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
  private readonly limiters: Record<LimitName, RateLimiterMemory>;

  constructor(rules: Partial<LimitRules> = {}) {
    const all: LimitRules = { ...DEFAULT_LIMITS, ...rules };
    this.limiters = Object.fromEntries(
      (Object.keys(all) as LimitName[]).map((name) => [
        name,
        new RateLimiterMemory({ keyPrefix: name, points: all[name].limit, duration: all[name].windowMs / 1000 }),
      ]),
    ) as Record<LimitName, RateLimiterMemory>;
  }

  /**
   * Counts one hit on each counter, or none and throws 429 (localised, with Retry-After in seconds:
   * until the latest of the full windows ends) when any of them is full.
   */
  async take(locale: ProviderLocale, ...counters: Array<[LimitName, string]>): Promise<void> {
    // Every consume() counts before this function awaits anything (see the file's head).
    const outcomes = await Promise.allSettled(counters.map(([name, key]) => this.limiters[name].consume(key)));
    let waitMs = 0;
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
      waitMs = Math.max(waitMs, outcome.reason.msBeforeNext);
    }
    if (outcomes.every((outcome) => outcome.status === 'fulfilled')) return;
    // A refused attempt counts nowhere: every counter gets its point back.
    await Promise.all(counters.map(([name, key]) => this.limiters[name].reward(key)));
    const wait = Math.max(1, Math.ceil(waitMs / 1000));
    throw new HttpError(429, tooManyAttempts(locale, wait), undefined, { 'Retry-After': String(wait) });
  }

  /**
   * Takes back the hit just counted (the attempt succeeded and counts only when it fails). A
   * window that has meanwhile ended is left alone, so a take-back never lends the next one a place.
   */
  async undo(name: LimitName, key: string): Promise<void> {
    const limiter = this.limiters[name];
    const current = await limiter.get(key);
    if (current && current.consumedPoints > 0) await limiter.reward(key);
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }

  /** Seconds until one more hit is allowed (for tests). */
  async retryAfter(name: LimitName, key: string): Promise<number> {
    const limiter = this.limiters[name];
    const current = await limiter.get(key);
    if (!current || current.consumedPoints < limiter.points || current.msBeforeNext <= 0) return 0;
    return Math.max(1, Math.ceil(current.msBeforeNext / 1000));
  }
}

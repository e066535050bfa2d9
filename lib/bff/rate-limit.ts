// The BFF's own rate limits, on top of the provider's (docs/accounts-contract.md, "BFF"): fixed
// windows counted by rate-limiter-flexible. Every attempt counts, successful or not, before the
// provider is called, so a burst cannot slip through while earlier attempts are still in flight.
//
// With REDIS_URL the counters live in Redis (RateLimiterRedis), so every instance behind the load
// balancer counts the same attempts; while Redis does not answer, each instance counts in its own
// memory (the insurance limiter) rather than letting every attempt through. Without REDIS_URL they
// live in this process's memory (RateLimiterMemory).
import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { errorFields, logger } from '@/lib/server/log';
import { recordRateLimitRefusal } from '@/lib/observability/metrics';
import { processWide } from '@/lib/server/process-wide';
import { REDIS_KEY_PREFIX, readyRedis, redisClient } from '@/lib/server/redis';

export interface RateRule {
  /** Also the counters' key prefix: unique per rule. */
  name: string;
  points: number;
  durationSeconds: number;
}

export const RATE_RULES = {
  loginPerIp: { name: 'login-ip', points: 50, durationSeconds: 10 * 60 },
  loginPerAccount: { name: 'login-ip-email', points: 10, durationSeconds: 10 * 60 },
  registerPerIp: { name: 'register-ip', points: 10, durationSeconds: 60 * 60 },
  passwordResetPerAccount: { name: 'password-reset-ip-email', points: 5, durationSeconds: 15 * 60 },
  emailVerificationPerIp: { name: 'email-verify-ip', points: 20, durationSeconds: 10 * 60 },
  /**
   * Promo codes (docs/basket-contract.md, "BFF"): 10 per 10 min per IP and account. Counted before
   * the call like every rule; the point is given back unless the provider refused the code, so only
   * wrong codes use the window up (the basket panel asks for an applied code again after every
   * quantity change).
   */
  promoCodePerAccount: { name: 'promocode-ip-account', points: 10, durationSeconds: 10 * 60 },
  /**
   * Payments (docs/payments-contract.md, "Provider API" rate limits), mirrored here so a burst is
   * refused before it reaches the provider. Orders created (all four ways): 30 per account in 10
   * minutes. Card and balance payments: 20 per account in 10 minutes.
   */
  orderCreatePerAccount: { name: 'order-create-account', points: 30, durationSeconds: 10 * 60 },
  paymentPerAccount: { name: 'payment-account', points: 20, durationSeconds: 10 * 60 },
  /** The card brand of the first 8 digits: 60 per IP per minute (asked once per distinct prefix). */
  cardTypePerIp: { name: 'card-type-ip', points: 60, durationSeconds: 60 },
  /**
   * The bank page's posts back to the 3-D Secure return: 60 per IP in 10 minutes, like the
   * acquirer's pages; only unknown or mismatched answers keep counting.
   */
  threeDsReturnPerIp: { name: '3ds-return-ip', points: 60, durationSeconds: 10 * 60 },
  /**
   * Reviews: 10 posts (new or edits) per account per hour, like the provider; only a
   * post the provider accepted or refused as invalid counts (a failure to reach it gives the point back).
   */
  reviewPostPerAccount: { name: 'review-post-account', points: 10, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/** The key of a signed-in shopper's per-account counters. */
export function userKey(userId: number | undefined): string {
  return `user:${userId ?? UNKNOWN_CLIENT}`;
}

/** One rule applied to one key (an IP, or an IP and an e-mail address). */
export type RateCheck = readonly [rule: RateRule, key: string];

/** The key of a client whose IP is unknown: such clients share one counter. */
export const UNKNOWN_CLIENT = 'unknown';

export function accountKey(ip: string | undefined, email: string): string {
  return `${ip ?? UNKNOWN_CLIENT}|${email.trim().toLowerCase()}`;
}

function createLimiter(rule: RateRule): RateLimiterAbstract {
  const options = { keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds };
  const client = redisClient();
  if (!client) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `${REDIS_KEY_PREFIX}rate:${rule.name}`,
    storeClient: client,
    useRedisPackage: true,
    // Not connected (yet, or any more): count in memory at once instead of waiting.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

// On globalThis: each route is its own bundle, and a rule shared by two routes (e-mail
// verification and its resend) must count in one place.
function limiters(): Map<string, RateLimiterAbstract> {
  return processWide('rate-limiters', () => new Map<string, RateLimiterAbstract>());
}

function limiterFor(rule: RateRule): RateLimiterAbstract {
  const map = limiters();
  let limiter = map.get(rule.name);
  if (!limiter) {
    limiter = createLimiter(rule);
    map.set(rule.name, limiter);
  }
  return limiter;
}

let storeFailureLogged = false;

/**
 * Counts one attempt against every check. Null when all allow it; otherwise how long until the
 * most distant of the refusing windows ends, in whole seconds (the Retry-After).
 */
export async function consumeRateLimits(checks: readonly RateCheck[]): Promise<{ retryAfterSeconds: number } | null> {
  // The first attempts after a start wait (briefly) for Redis rather than count apart in memory.
  await readyRedis();
  const outcomes = await Promise.all(
    checks.map(async ([rule, key]) => {
      try {
        await limiterFor(rule).consume(key);
        return 0;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) {
          recordRateLimitRefusal(rule.name);
          return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        }
        // The store failed (Redis away, later): let the request through; the provider still limits.
        if (!storeFailureLogged) {
          storeFailureLogged = true;
          logger.error({ rule: rule.name, ...errorFields(refusal) }, 'rate-limit store failed: attempts let through');
        }
        return 0;
      }
    }),
  );
  const retryAfterSeconds = Math.max(0, ...outcomes);
  return retryAfterSeconds > 0 ? { retryAfterSeconds } : null;
}

/**
 * Gives back the point an attempt took from every check (an attempt that turned out not to count:
 * a promo code the provider accepted). A window that has meanwhile ended is left alone, so a
 * refund never adds points to the next one.
 */
export async function refundRateLimits(checks: readonly RateCheck[]): Promise<void> {
  await Promise.all(
    checks.map(async ([rule, key]) => {
      try {
        const limiter = limiterFor(rule);
        const current = await limiter.get(key);
        if (current && current.consumedPoints > 0) await limiter.reward(key, 1);
      } catch {
        // The store failed: the point stays taken until the window ends.
      }
    }),
  );
}

/** For tests: forget every counter. */
export function resetRateLimits(): void {
  limiters().clear();
}

// Logout while the provider is down or slow (issue 15): the cookie is cleared, but the provider's
// token would stay valid for 30 days, and a copied cookie with it. So the token is put on a
// revocation list: refused at once by every instance (lib/bff/session.ts), and revoked at the
// provider by a retry every REVOCATION_RETRY_MS until it answers (a 401 means already gone).
//
// With REDIS_URL the list is shared (every instance refuses the cookie, any one retries):
//   storefront:revoked:{sha256(token)}      "1", expiring with the session (PXAT): the refusal
//   storefront:revocations                  sorted set of those hashes still to revoke, by expiry
//   storefront:revocation-tokens            hash {sha256: token sealed with SESSION_SECRET (iron)}
// Without it, or while Redis fails, this process's memory: at most MAX_MEMORY_REVOCATIONS entries,
// the earliest-expiring dropped first, and forgotten at a restart. Entries end with the session's
// absolute expiry, when the cookie is refused anyway. The token is never logged; only its hash
// names entries, and the stored copy is sealed.
import 'server-only';
import { createHash } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { routing } from '@/i18n/routing';
import { errorFields, logger } from '@/lib/log';
import { processWide } from '@/lib/process-wide';
import { logout } from '@/lib/provider/account';
import { REDIS_KEY_PREFIX, redisClient, type RedisClient } from '@/lib/server/redis';
import { sessionSecret } from './session-secret';

/** How often the tokens still to revoke are tried again. */
export const REVOCATION_RETRY_MS = 5000;
/** Tokens tried per pass, so a long outage's backlog does not arrive at the provider at once. */
const TRIES_PER_PASS = 50;
export const MAX_MEMORY_REVOCATIONS = 10_000;
/** At most this many tokens wait in Redis; past it the earliest-expiring are dropped. */
const MAX_REDIS_REVOCATIONS = 100_000;

const REVOKED = `${REDIS_KEY_PREFIX}revoked:`;
const PENDING = `${REDIS_KEY_PREFIX}revocations`;
const SEALED = `${REDIS_KEY_PREFIX}revocation-tokens`;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** What one try at the provider found: the token is gone, or the provider must be asked again. */
export type RevokeOutcome = 'revoked' | 'later';

/** Asks the provider to revoke a token (its POST /api/logout); a 401 means it no longer knows it. */
export async function revokeAtProvider(token: string): Promise<RevokeOutcome> {
  const result = await logout({ locale: routing.defaultLocale, token });
  if (result.ok) return 'revoked';
  return result.error.kind === 'http' && result.error.status === 401 ? 'revoked' : 'later';
}

interface MemoryEntry {
  /** Null once the provider has revoked it: the entry then only refuses the cookie. */
  token: string | null;
  expiresAt: number;
}

export class RevocationList {
  private readonly memory = new Map<string, MemoryEntry>();

  constructor(
    private readonly redis: () => Pick<RedisClient, 'exists' | 'multi' | 'zRangeByScore' | 'hmGet' | 'zRem' | 'hDel' | 'zCard' | 'zPopMinCount'> | null,
    private readonly secret: () => string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Refuses `token` from now on and keeps it to revoke until `expiresAt` (ms). */
  async add(token: string, expiresAt: number): Promise<void> {
    if (expiresAt <= this.now()) return;
    const hash = tokenHash(token);
    const client = this.redis();
    if (client) {
      try {
        const sealed = await sealData(token, { password: this.secret(), ttl: Math.ceil((expiresAt - this.now()) / 1000) });
        await client
          .multi()
          .set(`${REVOKED}${hash}`, '1', { PXAT: expiresAt })
          .zAdd(PENDING, { score: expiresAt, value: hash })
          .hSet(SEALED, hash, sealed)
          .exec();
        await this.trimRedis(client);
        return;
      } catch (error) {
        logger.error(errorFields(error), 'revocation list: Redis did not take the token, kept in this process');
      }
    }
    this.addToMemory(hash, token, expiresAt);
  }

  private addToMemory(hash: string, token: string, expiresAt: number): void {
    this.memory.set(hash, { token, expiresAt });
    if (this.memory.size <= MAX_MEMORY_REVOCATIONS) return;
    let earliest: [string, number] | null = null;
    for (const [key, entry] of this.memory) if (!earliest || entry.expiresAt < earliest[1]) earliest = [key, entry.expiresAt];
    if (earliest) this.memory.delete(earliest[0]);
  }

  private async trimRedis(client: Pick<RedisClient, 'zCard' | 'zPopMinCount' | 'hDel'>): Promise<void> {
    const size = await client.zCard(PENDING);
    if (size <= MAX_REDIS_REVOCATIONS) return;
    const dropped = await client.zPopMinCount(PENDING, size - MAX_REDIS_REVOCATIONS);
    if (dropped.length) await client.hDel(SEALED, dropped.map((entry) => entry.value));
  }

  /** Whether a session carrying `token` must be refused. A Redis that does not answer counts as "no". */
  async has(token: string): Promise<boolean> {
    const hash = tokenHash(token);
    const entry = this.memory.get(hash);
    if (entry) {
      if (entry.expiresAt > this.now()) return true;
      this.memory.delete(hash);
    }
    const client = this.redis();
    if (!client) return false;
    try {
      return (await client.exists(`${REVOKED}${hash}`)) > 0;
    } catch {
      return false;
    }
  }

  /**
   * One pass over the tokens still to revoke: each revoked one leaves the list of pending tries.
   * Resolves to whether any is still waiting (a Redis that failed counts as "maybe").
   */
  async retry(revoke: (token: string) => Promise<RevokeOutcome>): Promise<boolean> {
    const now = this.now();
    let tries = 0;
    for (const [hash, entry] of this.memory) {
      if (entry.expiresAt <= now) this.memory.delete(hash);
      else if (entry.token !== null && tries < TRIES_PER_PASS) {
        tries += 1;
        if ((await revoke(entry.token)) === 'revoked') entry.token = null;
      }
    }
    const waitingHere = [...this.memory.values()].some((entry) => entry.token !== null);
    const client = this.redis();
    if (!client) return waitingHere;
    try {
      const expired = await client.zRangeByScore(PENDING, '-inf', now);
      if (expired.length) await client.multi().zRem(PENDING, expired).hDel(SEALED, expired).exec();
      const due = await client.zRangeByScore(PENDING, now, '+inf', { LIMIT: { offset: 0, count: Math.max(1, TRIES_PER_PASS - tries) } });
      if (due.length) {
        const sealed = await client.hmGet(SEALED, due);
        for (const [index, hash] of due.entries()) {
          const token = await this.unseal(sealed[index]);
          if (token === null || (await revoke(token)) === 'revoked') await client.multi().zRem(PENDING, hash).hDel(SEALED, hash).exec();
        }
      }
      return waitingHere || (await client.zCard(PENDING)) > 0;
    } catch (error) {
      logger.warn(errorFields(error), 'revocation list: Redis pass failed, tried again later');
      return true;
    }
  }

  private async unseal(sealed: string | null | undefined): Promise<string | null> {
    if (!sealed) return null;
    try {
      const token = await unsealData<string>(sealed, { password: this.secret() });
      return typeof token === 'string' && token ? token : null;
    } catch {
      return null;
    }
  }

  /** For tests: forget what this process holds. */
  clearMemory(): void {
    this.memory.clear();
  }
}

/**
 * The retries of one process: a timer that runs while tokens wait (started by a logout that could
 * not reach the provider, and with REDIS_URL by any session read, since another instance may have
 * left tokens in Redis), stopped by the pass that finds none. The timer writes private fields only:
 * a test runner may lock the properties of what a finished test file left on globalThis (Jest's
 * globals clean-up) while an unref'd timer still runs.
 */
class RevocationRetries {
  #timer: ReturnType<typeof setInterval> | null = null;
  #passing = false;

  constructor(readonly list: RevocationList) {}

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.pass(), REVOCATION_RETRY_MS);
    this.#timer.unref();
  }

  async pass(revoke: (token: string) => Promise<RevokeOutcome> = revokeAtProvider): Promise<void> {
    if (this.#passing) return;
    this.#passing = true;
    try {
      if (!(await this.list.retry(revoke))) this.stop();
    } finally {
      this.#passing = false;
    }
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  get running(): boolean {
    return this.#timer !== null;
  }
}

function retries(): RevocationRetries {
  return processWide('session-revocations', () => new RevocationRetries(new RevocationList(redisClient, sessionSecret)));
}

export function revocationList(): RevocationList {
  return retries().list;
}

/** Refuses `token` from now on and revokes it at the provider once it answers (until `expiresAt`, ms). */
export async function revokeLater(token: string, expiresAt: number): Promise<void> {
  await retries().list.add(token, expiresAt);
  retries().start();
}

/** One retry pass now (the timer runs them every REVOCATION_RETRY_MS); one at a time per process. */
export function retryRevocations(revoke?: (token: string) => Promise<RevokeOutcome>): Promise<void> {
  return retries().pass(revoke);
}

/**
 * Called whenever a session is read: with REDIS_URL, tokens another instance could not revoke may
 * wait in Redis, so this instance takes part in the retries too.
 */
export function keepRevokingSessions(): void {
  if (redisClient()) retries().start();
}

/** Whether this process's retry timer runs (tests). */
export function revocationsRetrying(): boolean {
  return retries().running;
}

/** For tests: stop the retries and forget this process's list. */
export function resetRevocations(): void {
  retries().stop();
  retries().list.clearMemory();
}

// Logout while the provider is down or slow: the cookie is cleared, but the provider's
// token would stay valid for 30 days, and a copied cookie with it. So the token is put on a
// revocation list: refused at once by every instance (lib/bff/session.ts), and revoked at the
// provider by a retry every REVOCATION_RETRY_MS until it answers (a 401 means already gone).
//
// A revocation must outlive whatever keeps it, or the copied cookie comes back while the provider
// still accepts the token. So it is kept in three places:
// - this process's memory (at most MAX_MEMORY_REVOCATIONS, the earliest-expiring dropped first);
// - on disk under CACHE_DIR, `<CACHE_DIR>/revocations/{sha256(token)}` (FileRevocations:
//   one small JSON file each, written whole by a rename), read back when the process starts: a
//   restart of the storefront, with or without Redis, keeps refusing the cookie and goes on
//   revoking the token;
// - with REDIS_URL, in Redis, shared by every instance:
//     storefront:revoked:{sha256(token)}      "1", expiring with the session (PXAT): the refusal
//     storefront:revocations                  sorted set of those hashes still to revoke, by expiry
//     storefront:revocation-tokens            hash {sha256: token sealed with SESSION_SECRET (iron)}
//   An instance that finds a refusal there keeps it in its memory and on its disk too. When Redis
//   lost its data (a restart without persistence, FLUSHALL: lib/server/redis-generation.ts), every
//   instance puts back what it holds at its next pass, so the other instances refuse the cookie
//   again and the token is still revoked.
// Entries end with the session's absolute expiry, when the cookie is refused anyway. The token is
// never logged; only its hash names entries, and every stored copy (disk, Redis) is sealed.
import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sealData, unsealData } from 'iron-session';
import { routing } from '@/i18n/routing';
import { errorFields, logger } from '@/lib/server/log';
import { processWide } from '@/lib/server/process-wide';
import { logout } from '@/lib/provider/account';
import { REDIS_KEY_PREFIX, redisClient, type RedisClient } from '@/lib/server/redis';
import { RedisGeneration } from '@/lib/server/redis-generation';
import { runtimeStateDir } from '@/lib/server/runtime-cache-dir.mjs';
import { sessionSecret } from './session-secret';

/** How often the tokens still to revoke are tried again (and Redis checked for a loss). */
export const REVOCATION_RETRY_MS = 5000;
/** Tokens tried per pass, so a long outage's backlog does not arrive at the provider at once. */
const TRIES_PER_PASS = 50;
export const MAX_MEMORY_REVOCATIONS = 10_000;
/** At most this many tokens wait in Redis; past it the earliest-expiring are dropped. */
const MAX_REDIS_REVOCATIONS = 100_000;
const PUT_BACK_BATCH = 200;

const REVOKED = `${REDIS_KEY_PREFIX}revoked:`;
const PENDING = `${REDIS_KEY_PREFIX}revocations`;
const SEALED = `${REDIS_KEY_PREFIX}revocation-tokens`;
const GENERATION = `${REDIS_KEY_PREFIX}revocations:generation`;

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

/** A revocation as kept on disk: `sealed` is the token sealed with SESSION_SECRET, null once the provider revoked it. */
export interface RevocationRecord {
  hash: string;
  expiresAt: number;
  sealed: string | null;
}

/** Where revocations outlive the process. */
export interface DurableRevocations {
  load(): Promise<RevocationRecord[]>;
  save(record: RevocationRecord): Promise<void>;
  remove(hash: string): Promise<void>;
}

const HASH = /^[A-Za-z0-9_-]{43}$/;

/** One file per revocation in `folder`, named by the token's hash, replaced whole (write, then rename). */
export class FileRevocations implements DurableRevocations {
  constructor(private readonly folder: string) {}

  async load(): Promise<RevocationRecord[]> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch {
      return [];
    }
    const records: RevocationRecord[] = [];
    for (const name of names.filter((name) => HASH.test(name))) {
      try {
        const data = JSON.parse(await readFile(path.join(this.folder, name), 'utf8')) as Partial<RevocationRecord>;
        if (typeof data.expiresAt !== 'number' || !(typeof data.sealed === 'string' || data.sealed === null)) continue;
        records.push({ hash: name, expiresAt: data.expiresAt, sealed: data.sealed });
      } catch {
        // Unreadable: skipped (a file being replaced is renamed whole, so never half-written).
      }
    }
    return records;
  }

  async save(record: RevocationRecord): Promise<void> {
    if (!HASH.test(record.hash)) return;
    await mkdir(this.folder, { recursive: true });
    const file = path.join(this.folder, record.hash);
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, JSON.stringify({ expiresAt: record.expiresAt, sealed: record.sealed }), { mode: 0o600 });
    await rename(temporary, file);
  }

  async remove(hash: string): Promise<void> {
    if (HASH.test(hash)) await rm(path.join(this.folder, hash), { force: true });
  }
}

interface MemoryEntry {
  expiresAt: number;
  /** The token while it is still to revoke and was given to this process (null once revoked). */
  token: string | null;
  /** The token sealed, while it is still to revoke (what disk and Redis hold; null once revoked). */
  sealed: string | null;
  /** False while Redis has not taken it (away at the logout): given again at the next pass. */
  shared?: boolean;
}

const pending = (entry: MemoryEntry) => entry.token !== null || entry.sealed !== null;

type RevocationRedis = Pick<
  RedisClient,
  'exists' | 'pTTL' | 'multi' | 'zRangeByScore' | 'hmGet' | 'zRem' | 'hDel' | 'zCard' | 'zPopMinCount' | 'get' | 'set' | 'getEx'
>;

export class RevocationList {
  private readonly memory = new Map<string, MemoryEntry>();
  private loaded: Promise<void> | null = null;
  private readonly generation = new RedisGeneration(GENERATION);

  constructor(
    private readonly redis: () => RevocationRedis | null,
    private readonly secret: () => string,
    private readonly now: () => number = Date.now,
    private readonly durable: DurableRevocations | null = null,
  ) {}

  /** What the disk holds, read once (a restart goes on refusing and revoking). */
  private load(): Promise<void> {
    this.loaded ??= (this.durable?.load() ?? Promise.resolve([])).then(
      (records) => {
        const now = this.now();
        for (const record of records) {
          if (record.expiresAt <= now) void this.forgetDurably(record.hash);
          else if (!this.memory.has(record.hash)) this.remember(record.hash, { expiresAt: record.expiresAt, token: null, sealed: record.sealed });
        }
      },
      (error: unknown) => logger.error(errorFields(error), 'revocation list: the revocations on disk could not be read'),
    );
    return this.loaded;
  }

  private remember(hash: string, entry: MemoryEntry): void {
    this.memory.set(hash, entry);
    if (this.memory.size <= MAX_MEMORY_REVOCATIONS) return;
    let earliest: [string, number] | null = null;
    for (const [key, held] of this.memory) if (!earliest || held.expiresAt < earliest[1]) earliest = [key, held.expiresAt];
    if (earliest) {
      this.memory.delete(earliest[0]);
      void this.forgetDurably(earliest[0]);
    }
  }

  private async keepDurably(hash: string, entry: MemoryEntry): Promise<void> {
    if (!this.durable) return;
    try {
      await this.durable.save({ hash, expiresAt: entry.expiresAt, sealed: entry.sealed });
    } catch (error) {
      logger.error(errorFields(error), 'revocation list: not written to disk, a restart would forget it');
    }
  }

  private async forgetDurably(hash: string): Promise<void> {
    await this.durable?.remove(hash).catch(() => {});
  }

  private seal(token: string, expiresAt: number): Promise<string> {
    return sealData(token, { password: this.secret(), ttl: Math.max(1, Math.ceil((expiresAt - this.now()) / 1000)) });
  }

  /** Refuses `token` from now on and keeps it to revoke until `expiresAt` (ms). */
  async add(token: string, expiresAt: number): Promise<void> {
    if (expiresAt <= this.now()) return;
    await this.load();
    const hash = tokenHash(token);
    const client = this.redis();
    const sealed = client || this.durable ? await this.seal(token, expiresAt) : null;
    const entry: MemoryEntry = { expiresAt, token, sealed, shared: client === null };
    this.remember(hash, entry);
    await this.keepDurably(hash, entry);
    if (!client || sealed === null) return;
    try {
      await client
        .multi()
        .set(`${REVOKED}${hash}`, '1', { PXAT: expiresAt })
        .zAdd(PENDING, { score: expiresAt, value: hash })
        .hSet(SEALED, hash, sealed)
        .exec();
      entry.shared = true;
      await this.trimRedis(client);
    } catch (error) {
      logger.error(errorFields(error), 'revocation list: Redis did not take the token yet, kept in this process and on disk and given again at the next pass');
    }
  }

  private async trimRedis(client: Pick<RedisClient, 'zCard' | 'zPopMinCount' | 'hDel'>): Promise<void> {
    const size = await client.zCard(PENDING);
    if (size <= MAX_REDIS_REVOCATIONS) return;
    const dropped = await client.zPopMinCount(PENDING, size - MAX_REDIS_REVOCATIONS);
    if (dropped.length) await client.hDel(SEALED, dropped.map((entry) => entry.value));
  }

  /** Whether a session carrying `token` must be refused. A Redis that does not answer counts as "no". */
  async has(token: string): Promise<boolean> {
    await this.load();
    const hash = tokenHash(token);
    const entry = this.memory.get(hash);
    if (entry) {
      if (entry.expiresAt > this.now()) return true;
      this.memory.delete(hash);
      void this.forgetDurably(hash);
    }
    const client = this.redis();
    if (!client) return false;
    let left: number;
    try {
      left = await client.pTTL(`${REVOKED}${hash}`);
    } catch {
      return false;
    }
    if (left === -2) return false;
    // Another instance's revocation: kept here too, so this process refuses it whatever becomes of Redis.
    const refusal: MemoryEntry = { expiresAt: this.now() + (left > 0 ? left : REVOCATION_RETRY_MS), token: null, sealed: null };
    if (left > 0) {
      this.remember(hash, refusal);
      await this.keepDurably(hash, refusal);
    }
    return true;
  }

  /**
   * One pass: the tokens still to revoke are tried (this process's, then Redis's), each revoked one
   * leaves the lists of pending tries; and what this process holds goes back into a Redis that lost
   * it. Resolves to whether a next pass is needed: a token still waits, or (with Redis) this process
   * holds revocations it may have to put back (a Redis that failed counts as "yes").
   */
  async retry(revoke: (token: string) => Promise<RevokeOutcome>): Promise<boolean> {
    await this.load();
    const now = this.now();
    const client = this.redis();
    let tries = 0;
    const tried = new Set<string>();
    for (const [hash, entry] of this.memory) {
      if (entry.expiresAt <= now) {
        this.memory.delete(hash);
        void this.forgetDurably(hash);
      } else if (pending(entry) && tries < TRIES_PER_PASS) {
        tries += 1;
        tried.add(hash);
        const token = entry.token ?? (await this.unseal(entry.sealed));
        if (token === null || (await revoke(token)) === 'revoked') {
          entry.token = null;
          entry.sealed = null;
          await this.keepDurably(hash, entry);
          if (client) await client.multi().zRem(PENDING, hash).hDel(SEALED, hash).exec().catch(() => {});
        }
      }
    }
    const waitingHere = [...this.memory.values()].some(pending);
    if (!client) return waitingHere;
    try {
      await this.putBackIfLost(client);
      const expired = await client.zRangeByScore(PENDING, '-inf', now);
      if (expired.length) await client.multi().zRem(PENDING, expired).hDel(SEALED, expired).exec();
      const due = (await client.zRangeByScore(PENDING, now, '+inf', { LIMIT: { offset: 0, count: Math.max(1, TRIES_PER_PASS - tries) } })).filter(
        (hash) => !tried.has(hash),
      );
      if (due.length) {
        const sealed = await client.hmGet(SEALED, due);
        for (const [index, hash] of due.entries()) {
          const token = await this.unseal(sealed[index]);
          if (token === null || (await revoke(token)) === 'revoked') await client.multi().zRem(PENDING, hash).hDel(SEALED, hash).exec();
        }
      }
      return this.memory.size > 0 || (await client.zCard(PENDING)) > 0;
    } catch (error) {
      logger.warn(errorFields(error), 'revocation list: Redis pass failed, tried again later');
      return true;
    }
  }

  /**
   * Once per loss of Redis's data, every refusal this process holds goes back, with its token while
   * still to revoke; at any pass, those Redis did not take when they were made (it was away).
   */
  private async putBackIfLost(client: RevocationRedis): Promise<void> {
    const generation = await this.generation.unseen(client);
    const now = this.now();
    const held = [...this.memory].filter(([, entry]) => entry.expiresAt > now && (generation !== null || entry.shared === false));
    if (held.length === 0) {
      if (generation !== null) this.generation.done(generation);
      return;
    }
    for (let index = 0; index < held.length; index += PUT_BACK_BATCH) {
      const multi = client.multi();
      for (const [hash, entry] of held.slice(index, index + PUT_BACK_BATCH)) {
        multi.set(`${REVOKED}${hash}`, '1', { PXAT: entry.expiresAt });
        const sealed = entry.sealed ?? (entry.token !== null ? await this.seal(entry.token, entry.expiresAt) : null);
        if (sealed !== null) multi.zAdd(PENDING, { score: entry.expiresAt, value: hash }).hSet(SEALED, hash, sealed);
      }
      await multi.exec();
    }
    for (const [, entry] of held) entry.shared = true;
    if (generation === null) return;
    this.generation.done(generation);
    logger.warn({ revocations: held.length }, 'revocation list: Redis had lost its data; this process put back the revocations it holds');
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

  /** Whether this process holds tokens still to revoke (after reading the disk). */
  async waiting(): Promise<boolean> {
    await this.load();
    return [...this.memory.values()].some(pending);
  }

  /** For tests: forget what this process holds (and read the disk again on next use). */
  clearMemory(): void {
    this.memory.clear();
    this.loaded = null;
  }
}

/**
 * The retries of one process: a timer that runs while tokens wait or, with REDIS_URL, while this
 * process holds revocations it may have to put back (started by a logout that could not reach the
 * provider and by any session read, since a process before a restart or another instance may have
 * left tokens), stopped by the pass that finds none. The timer writes private fields only:
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

/**
 * Under CACHE_DIR beside the builds' cache folders, never inside the build (a copied build carries
 * none) nor per build (a deploy keeps refusing the cookies logged out before it). Not under jest,
 * whose tests give a list their own folder.
 */
export function revocationsFolder(): string {
  return path.join(runtimeStateDir(), 'revocations');
}

function retries(): RevocationRetries {
  return processWide('session-revocations', () => {
    const durable = process.env.NODE_ENV === 'test' ? null : new FileRevocations(revocationsFolder());
    return new RevocationRetries(new RevocationList(redisClient, sessionSecret, Date.now, durable));
  });
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
 * Called whenever a session is read: tokens may wait on disk (left before a restart) or, with
 * REDIS_URL, in Redis (another instance could not revoke them), so this process takes part in the
 * retries; a pass that finds nothing to do stops them again.
 */
export function keepRevokingSessions(): void {
  const current = retries();
  if (current.running) return;
  if (redisClient()) return current.start();
  void current.list.waiting().then((waiting) => {
    if (waiting) current.start();
  });
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

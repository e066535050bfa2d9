// Password hashing with scrypt (node:crypto): a random salt per hash, the parameters stored with it
// ("scrypt$N$r$p$salt$hash", salt and hash in base64url), compared in constant time.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** 2^15 x 8 x 128 bytes = 32 MiB and about 0.1 s per hash on one core; stored with each hash, so it can grow. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
/**
 * 2^10 x 8 x 128 bytes = 1 MiB, about 3 ms: for test runs only (PROVIDER_PASSWORD_HASHING=fast), whose
 * hundreds of registrations would otherwise spend minutes hashing. A provider started with
 * NODE_ENV=production ignores the setting (and says so), so a deployment cannot pick it up.
 */
export const TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;

export type ScryptParams = { N: number; r: number; p: number };

/**
 * The hashing cost of new passwords: SCRYPT_PARAMS, or TEST_SCRYPT_PARAMS for `fast` outside
 * production; `ignored` when production was asked for the test cost (the start logs it).
 */
export function passwordHashingFromEnv(env: Record<string, string | undefined> = process.env): { params: ScryptParams; ignored: boolean } {
  const raw = env.PROVIDER_PASSWORD_HASHING?.trim().toLowerCase();
  if (!raw || raw === 'standard') return { params: SCRYPT_PARAMS, ignored: false };
  if (raw !== 'fast') throw new Error(`PROVIDER_PASSWORD_HASHING must be "standard" or "fast", got "${env.PROVIDER_PASSWORD_HASHING}"`);
  if (env.NODE_ENV === 'production') return { params: SCRYPT_PARAMS, ignored: true };
  return { params: TEST_SCRYPT_PARAMS, ignored: false };
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Refuses stored parameters that would take unbounded memory or time. */
const MAX_N = 2 ** 20;
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, length, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const memoryFor = (N: number, r: number) => 128 * N * r * 2; // scrypt needs 128*N*r; twice leaves room

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: memoryFor(params.N, params.r) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  const sane =
    [N, r, p].every((n) => Number.isInteger(n) && n > 0) &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    memoryFor(N, r) <= MAX_MEMORY &&
    p <= 16 &&
    salt.length >= 8 &&
    key.length >= 16;
  return sane ? { N, r, p, salt, key } : null;
}

/** Whether `password` is the one `stored` was made from; false for an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await scrypt(password, salt, key.length, { N, r, p, maxmem: memoryFor(N, r) });
  return timingSafeEqual(candidate, key);
}

let dummy: Promise<string> | null = null;

/** Makes the dummy hash ahead of the first login (the provider calls it at start). */
export function prepareDummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummy;
}

/**
 * Spends the time of a real check against a hash nobody's password matches: a login with an unknown
 * e-mail takes as long as one with a wrong password, so timing does not tell which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, await prepareDummyHash());
  return false;
}

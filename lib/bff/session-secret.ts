// The key that seals the session cookie. Required in production (docs/decisions/0029-session-token-in-the-cookie-only.md):
// instrumentation.ts stops `next start` with one line when it is missing or short. In development
// and tests a missing key is replaced by a random one per process (sessions end with the process),
// with one warning. Never logged. lib/server/env.ts reuses sessionSecretProblem for its start-up check.
import { randomBytes } from 'node:crypto';
import { logger } from '@/lib/server/log';

export const SESSION_SECRET_MIN_LENGTH = 32;

type Env = Record<string, string | undefined>;

/** Why the environment cannot run in production, in one line; null when it can. */
export function sessionSecretProblem(env: Env = process.env): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const secret = env.SESSION_SECRET ?? '';
  if (!secret.trim()) {
    return `SESSION_SECRET is not set: the storefront refuses to start in production without it (a random string of at least ${SESSION_SECRET_MIN_LENGTH} characters, e.g. \`openssl rand -base64 32\`).`;
  }
  if (secret.trim().length < SESSION_SECRET_MIN_LENGTH) {
    return `SESSION_SECRET is too short: the storefront refuses to start in production with fewer than ${SESSION_SECRET_MIN_LENGTH} characters.`;
  }
  return null;
}

const FALLBACK_KEY = Symbol.for('storefront.session-fallback-secret');

/** The secret for sealing and unsealing. Throws in production when it is unusable. */
export function sessionSecret(env: Env = process.env): string {
  const configured = env.SESSION_SECRET ?? '';
  if (configured.trim().length >= SESSION_SECRET_MIN_LENGTH) return configured;
  const problem = sessionSecretProblem(env);
  if (problem) throw new Error(problem);
  // Kept on globalThis: every route bundle of one process must seal with the same key.
  const holder = globalThis as unknown as Record<symbol, string | undefined>;
  let fallback = holder[FALLBACK_KEY];
  if (!fallback) {
    fallback = randomBytes(32).toString('base64url');
    holder[FALLBACK_KEY] = fallback;
    logger.warn(
      { variable: 'SESSION_SECRET' },
      `SESSION_SECRET is ${configured ? 'shorter than 32 characters' : 'not set'}: sessions are sealed with a random key of this process and end when it stops (development only; production refuses to start).`,
    );
  }
  return fallback;
}

/**
 * At server start in production, exit with one clear line on stderr when the secret is unusable.
 * instrumentation.ts now checks the whole environment (lib/server/env.ts refuseToStartOnBadEnv), this included.
 */
export function refuseToStartWithoutSessionSecret(env: Env = process.env, exit: (code: number) => never = process.exit): void {
  const problem = sessionSecretProblem(env);
  if (!problem) return;
  console.error(problem);
  exit(1);
}

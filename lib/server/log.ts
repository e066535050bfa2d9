// The storefront's server log: one JSON object per line on stdout (pino), for a log collector to
// read (docs/decisions/0018-json-only-stdout.md). Secrets and card data never reach a line: the redaction below censors them by
// field name at the top level and two levels down (headers included), and paths are logged through
// safePath, which drops the query string and masks the one-time tokens of mailed links.
//
// Plain process.stdout, no pino transport: no worker thread, nothing to flush at exit (stdout is
// synchronous for files and pipes on Linux). No `server-only` and no imports from our own modules:
// instrumentation.ts and lib/server/env.ts load this too.
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';
export const REDACTED = '[redacted]';
/** Set on every request by lib/server/request-log.ts; route handlers put it in their lines as reqId. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Field names whose values are never logged, wherever they sit. */
export const REDACTED_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'password_confirmation',
  'token',
  'auth-token',
  'card_number',
  'number',
  'cvv',
  'cvc',
  'exp',
  'expiry',
  'expiry_month',
  'expiry_year',
  'pan',
  'cardholder',
  'secret',
  'SESSION_SECRET',
  'ACQUIRER_SECRET',
  'REVALIDATE_SECRET',
  'signature',
] as const;

function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`;
}

/** `x`, `*.x` and `*.*.x` for every redacted field (so `req.headers.cookie` too). */
export const REDACT_PATHS: string[] = REDACTED_FIELDS.flatMap((name) => {
  const tail = key(name);
  return [tail.startsWith('.') ? tail.slice(1) : tail, `*${tail}`, `*.*${tail}`];
});

export function logLevel(env: Record<string, string | undefined> = process.env): LogLevel {
  const value = env.LOG_LEVEL?.trim() ?? '';
  return (LOG_LEVELS as readonly string[]).includes(value) ? (value as LogLevel) : DEFAULT_LOG_LEVEL;
}

export function loggerOptions(level: LogLevel = logLevel()): LoggerOptions {
  return {
    level,
    base: { service: 'storefront' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  };
}

/** A logger with the storefront's options writing to `destination` (tests pass a capture). */
export function createLogger(destination: DestinationStream = process.stdout, level?: LogLevel): Logger {
  return pino(loggerOptions(level), destination);
}

export const logger: Logger = createLogger();

/** An error as log fields: its kind and text only, never a stack with request data or a cause. */
export function errorFields(error: unknown): { error: { name: string; message: string } } {
  return error instanceof Error ? { error: { name: error.name, message: error.message } } : { error: { name: 'unknown', message: String(error) } };
}

/**
 * Path segments that are followed by a one-time token (mailed links and the BFF routes that check
 * them): /{locale}/password-reset/{token}, /{locale}/verify-email/{hashToken},
 * /api/password-reset/{token}, /api/profile/email-update-confirmation/{token}. The e-mail and
 * password change links carry theirs in the query (?emailToken=, ?passwordToken=), never logged.
 */
export const TOKEN_PARENT_SEGMENTS = new Set(['password-reset', 'verify-email', 'email-update-confirmation']);
export const MASKED_SEGMENT = '[token]';
const MAX_PATH_LENGTH = 512;

/** A request target as it may be logged: the path only, tokens masked, bounded in length. */
export function safePath(target: string): string {
  let path = target.split(/[?#]/, 1)[0] ?? '';
  // Absolute form (`GET http://host/path`), as a proxy may send it.
  if (!path.startsWith('/')) {
    try {
      path = new URL(path).pathname;
    } catch {
      path = '/';
    }
  }
  const segments = path.split('/');
  const parent = segments.findIndex((segment, index) => Boolean(segments[index + 1]) && TOKEN_PARENT_SEGMENTS.has(decodeSegment(segment).toLowerCase()));
  const masked = parent === -1 ? path : [...segments.slice(0, parent + 1), MASKED_SEGMENT].join('/');
  return masked.length > MAX_PATH_LENGTH ? `${masked.slice(0, MAX_PATH_LENGTH)}…` : masked;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// Reading the parts of a request that account calls need: a bounded JSON body, the bearer token and
// the client's address. Bodies, tokens and passwords are never logged.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { text } from './messages';
import type { ProviderLocale } from '../seed/types';
import { HttpError } from './respond';

/** Account bodies are a few short fields; anything bigger is refused unread. */
export const BODY_LIMIT_BYTES = 16 * 1024;

async function readRaw(req: IncomingMessage, limit: number, locale: ProviderLocale): Promise<Buffer> {
  const tooLarge = () =>
    // The rest of the body is not read: the connection closes after the answer.
    new HttpError(413, text(locale, 'bodyTooLarge'), undefined, { Connection: 'close' });
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The body as any JSON value: `{}` for an empty body; 400 for malformed JSON; 413 past `limit` bytes.
 * For calls whose contract judges the value itself (PATCH /api/basket answers 422 for a non-object).
 */
export async function readJsonValue(
  req: IncomingMessage,
  locale: ProviderLocale,
  limit: number = BODY_LIMIT_BYTES,
): Promise<unknown> {
  const raw = (await readRaw(req, limit, locale)).toString('utf8');
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, text(locale, 'badJson'));
  }
}

/** The body as a JSON object (see Context.body). */
export async function readJsonObject(
  req: IncomingMessage,
  locale: ProviderLocale,
  limit: number = BODY_LIMIT_BYTES,
): Promise<Record<string, unknown>> {
  const parsed = await readJsonValue(req, locale, limit);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, text(locale, 'bodyNotObject'));
  }
  return parsed as Record<string, unknown>;
}

/** The token of "Authorization: Bearer <token>" (scheme case-insensitive), else null. */
export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ \t]+(\S{1,512})[ \t]*$/i.exec(header);
  return match ? match[1]! : null;
}

/** Shortest CLIENT_IP_SECRET taken: a guessable key would let anyone choose their address again. */
export const CLIENT_IP_SECRET_MIN_LENGTH = 32;

/** CLIENT_IP_SECRET, or null when it is not set or too short (then X-Client-IP is never believed). */
export function clientIpSecretFromEnv(value: string | undefined): string | null {
  const secret = value?.trim() ?? '';
  return secret.length >= CLIENT_IP_SECRET_MIN_LENGTH ? secret : null;
}

function sameSecret(given: string, secret: string): boolean {
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * The shopper's address for per-IP limits. X-Client-IP (the storefront's view of the shopper) is
 * believed only when the same request carries X-Client-IP-Secret equal to CLIENT_IP_SECRET: anyone
 * else reaching the provider could send any address and get a fresh window for every request.
 * Otherwise (no secret configured, a missing or wrong one, a malformed address) the socket's peer.
 */
export function clientIp(req: IncomingMessage, secret: string | null): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (secret === null) return peer;
  const given = req.headers['x-client-ip-secret'];
  if (typeof given !== 'string' || !sameSecret(given, secret)) return peer;
  const header = req.headers['x-client-ip'];
  const claimed = typeof header === 'string' ? header.trim() : '';
  return claimed && claimed.length <= 64 && isIP(claimed) ? claimed : peer;
}

/** A form body (application/x-www-form-urlencoded) as URLSearchParams; 413 past `limit` bytes. */
export async function readFormBody(req: IncomingMessage, locale: ProviderLocale, limit: number = BODY_LIMIT_BYTES): Promise<URLSearchParams> {
  return new URLSearchParams((await readRaw(req, limit, locale)).toString('utf8'));
}

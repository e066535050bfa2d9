// POST /api/revalidate: the provider says which products or categories changed, and the storefront
// expires the cache tags that hold them (lib/cache/lifetimes-and-tags.ts) — on every instance when they share Redis
// (cache-handler.mjs). The call is signed with its own secret (REVALIDATE_SECRET, never the
// session's or the acquirer's) and replay-safe. docs/operations.md "Revalidation" is the contract:
//
//   X-Revalidate-Timestamp: Unix time in seconds
//   X-Revalidate-Nonce:     16–128 characters [A-Za-z0-9_-], new for every call
//   X-Revalidate-Signature: sha256=<hex HMAC-SHA256 of "v1:{timestamp}:{nonce}:{raw body}">
//   body (JSON): {"products": [ids…]} and/or {"categories": [ids or slugs…]}, or {"all": true}
//
// Refused: unsigned 401, too large 413, bad signature 403, outside ±5 minutes 410, a nonce seen
// before 409, a signed body of the wrong shape 422. Everything here is pure but the nonce store.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CACHE_TAGS } from '@/lib/cache/lifetimes-and-tags';
import type { NonceStore } from '@/lib/server/nonces';

export const REVALIDATE_HEADERS = {
  timestamp: 'x-revalidate-timestamp',
  nonce: 'x-revalidate-nonce',
  signature: 'x-revalidate-signature',
} as const;

export const REVALIDATE_SECRET_MIN_LENGTH = 32;
/** How far a call's timestamp may be from this server's clock, either way. */
export const REVALIDATE_MAX_SKEW_MS = 5 * 60_000;
export const REVALIDATE_MAX_BODY_BYTES = 16 * 1024;
const MAX_IDS = 1000;
const NONCE = /^[A-Za-z0-9_-]{16,128}$/;
const SIGNATURE = /^sha256=([0-9a-f]{64})$/;
const TIMESTAMP = /^\d{1,12}$/;

export const revalidationBody = z
  .strictObject({
    products: z.array(z.number().int().positive()).min(1).max(MAX_IDS).optional(),
    categories: z
      .array(z.union([z.number().int().positive(), z.string().regex(/^[a-z0-9-]{1,64}$/)]))
      .min(1)
      .max(MAX_IDS)
      .optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => body.products || body.categories || body.all, { message: 'name products, categories or all' });

export type RevalidationBody = z.infer<typeof revalidationBody>;

/** The string signed: version, timestamp, nonce and the body exactly as sent. */
export function revalidationCanonical(timestamp: string, nonce: string, body: string): string {
  return `v1:${timestamp}:${nonce}:${body}`;
}

/** The X-Revalidate-Signature value of a call. */
export function signRevalidation(secret: string, timestamp: string, nonce: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(revalidationCanonical(timestamp, nonce, body), 'utf8').digest('hex')}`;
}

/** The cache tags a change expires: a product's page and every list; categories and every list; or all. */
export function tagsToRevalidate(body: RevalidationBody): string[] {
  if (body.all) return [CACHE_TAGS.catalogue];
  const tags = new Set<string>();
  for (const id of body.products ?? []) tags.add(CACHE_TAGS.product(id));
  if (body.categories) tags.add(CACHE_TAGS.categories);
  tags.add(CACHE_TAGS.productLists);
  return [...tags];
}

export type RevalidationRefusal = 'unsigned' | 'too-large' | 'tampered' | 'stale' | 'replayed' | 'invalid';

export const REFUSAL_STATUS: Record<RevalidationRefusal, number> = {
  unsigned: 401,
  'too-large': 413,
  tampered: 403,
  stale: 410,
  replayed: 409,
  invalid: 422,
};

export const REFUSAL_MESSAGE: Record<RevalidationRefusal, string> = {
  unsigned: 'The call is not signed: X-Revalidate-Timestamp, X-Revalidate-Nonce and X-Revalidate-Signature are required.',
  'too-large': `The body is larger than ${REVALIDATE_MAX_BODY_BYTES} bytes.`,
  tampered: 'The signature does not match the call.',
  stale: 'The call is too old or from the future (more than 5 minutes from this server\u2019s clock).',
  replayed: 'This call was received before (its nonce was used).',
  invalid: 'The body must be JSON naming products (ids), categories (ids or slugs) or all: true.',
};

export type RevalidationCheck = { ok: true; tags: string[] } | { ok: false; reason: RevalidationRefusal };

export interface RevalidationCall {
  headers: Headers;
  /** The raw body as received. */
  body: string;
}

/**
 * Checks a call in order: signed, size, signature (constant time), freshness, shape, and only then
 * the nonce, so neither a forged nor a stale call can fill the nonce store. The nonce store
 * throwing (Redis away) is left to the caller.
 */
export async function verifyRevalidation(
  call: RevalidationCall,
  { secret, nonces, now = Date.now() }: { secret: string; nonces: NonceStore; now?: number },
): Promise<RevalidationCheck> {
  const timestamp = call.headers.get(REVALIDATE_HEADERS.timestamp)?.trim() ?? '';
  const nonce = call.headers.get(REVALIDATE_HEADERS.nonce)?.trim() ?? '';
  const signature = call.headers.get(REVALIDATE_HEADERS.signature)?.trim().toLowerCase() ?? '';
  if (!TIMESTAMP.test(timestamp) || !NONCE.test(nonce) || !SIGNATURE.test(signature)) return { ok: false, reason: 'unsigned' };
  if (Buffer.byteLength(call.body, 'utf8') > REVALIDATE_MAX_BODY_BYTES) return { ok: false, reason: 'too-large' };

  const expected = Buffer.from(signRevalidation(secret, timestamp, nonce, call.body), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' };

  const sentAt = Number(timestamp) * 1000;
  if (Math.abs(now - sentAt) > REVALIDATE_MAX_SKEW_MS) return { ok: false, reason: 'stale' };

  let parsed: unknown;
  try {
    parsed = JSON.parse(call.body);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const body = revalidationBody.safeParse(parsed);
  if (!body.success) return { ok: false, reason: 'invalid' };

  // Kept until the call could no longer pass the freshness check.
  if (!(await nonces.remember(nonce, sentAt + REVALIDATE_MAX_SKEW_MS))) return { ok: false, reason: 'replayed' };
  return { ok: true, tags: tagsToRevalidate(body.data) };
}

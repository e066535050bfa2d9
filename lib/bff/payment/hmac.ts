// HMAC-SHA256 signing of the redirect card flow (PAYMENT_CARD_FLOW=redirect): the canonical string, the signed form to the acquirer's hosted page, and the checks of its signed callback (signature, freshness, expiry, amount, replayed nonce).
//
// The canonical string (version 1) is one `key=value` line per field, joined by "\n", in this
// fixed order, with no trailing newline:
//
//   version=1
//   kind=request | kind=callback
//   token=…          printable ASCII without spaces, 1–512 characters
//   order_id=…       letters, digits, "_" and "-", 1–64 characters
//   date=…           ISO-8601 UTC with milliseconds, as Date.prototype.toISOString writes it
//   amount=…         positive integer cents, decimal, no sign, no leading zeros
//   currency=…       3 uppercase letters (ISO 4217)
//   ip=…             the shopper's IPv4 or IPv6 address, lowercase, as lib/bff/client-ip gives it
//   nonce=…          base64url, 16–128 characters
//   expires_at=…     like date
//   return_url=…     (request) absolute http(s) URL, printable ASCII without spaces
//   callback_url=…   (request) likewise
//   status=…         (callback) paid | declined
//
// No value can hold a newline, a space or "=" ambiguity (the key is fixed per line), so two
// different field sets never give the same string. A value outside its rule is refused
// (SignedFieldsError), never escaped or silently changed. The `kind` line separates the form
// the storefront signs (which the shopper's browser sees) from the acquirer's callback: a
// signed request posted back to the callback endpoint never verifies as a callback.
//
// Signatures are lowercase hex (64 characters). Verification decodes both sides to 32 bytes
// and compares them with crypto.timingSafeEqual; a signature of any other shape is refused
// before any comparison, so a length mismatch cannot throw or leak.
import 'server-only';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { NonceStore } from '@/lib/server/nonces';

export const CANONICAL_VERSION = '1';
/** HMAC keys shorter than this are refused: 32 bytes, like SESSION_SECRET. */
export const SECRET_MIN_BYTES = 32;
/** How far a signed date may be from our clock, either way, by default. */
export const DEFAULT_MAX_SKEW_MS = 5 * 60_000;
/** The longest a signed message may stay valid (expires_at − date) by default. */
export const DEFAULT_MAX_LIFETIME_MS = 60 * 60_000;

/** The fields both messages sign. Dates are Dates or their exact toISOString() text. */
export interface PaymentFields {
  token: string;
  orderId: string;
  date: Date | string;
  /** Integer cents (docs/decisions/0030-prices-kept-in-euro-cents.md). */
  amount: number;
  currency: string;
  ip: string;
  nonce: string;
  expiresAt: Date | string;
}

/** The form the storefront posts to the acquirer's hosted page. */
export interface RequestFields extends PaymentFields {
  returnUrl: string;
  callbackUrl: string;
}

export type CallbackStatus = 'paid' | 'declined';
export const CALLBACK_STATUSES: readonly CallbackStatus[] = ['paid', 'declined'];

/** The acquirer's signed callback. */
export interface CallbackFields extends PaymentFields {
  status: CallbackStatus;
}

export type SignedMessage = ({ kind: 'request' } & RequestFields) | ({ kind: 'callback' } & CallbackFields);

/** A field outside its rule: the message cannot be signed, or cannot have been signed by us. */
export class SignedFieldsError extends Error {
  constructor(readonly field: string) {
    super(`Payment field ${field} is not in its canonical form`);
    this.name = 'SignedFieldsError';
  }
}

const TOKEN = /^[\x21-\x7e]{1,512}$/;
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const CURRENCY = /^[A-Z]{3}$/;
const NONCE = /^[A-Za-z0-9_-]{16,128}$/;
const URL_TEXT = /^[\x21-\x7e]{1,2048}$/;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function checked(field: string, value: string, rule: RegExp): string {
  if (typeof value !== 'string' || !rule.test(value)) throw new SignedFieldsError(field);
  return value;
}

/** A Date or an exact toISOString() text, as its toISOString() text. */
function isoDate(field: string, value: Date | string): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new SignedFieldsError(field);
    return value.toISOString();
  }
  if (typeof value !== 'string' || !ISO_UTC.test(value)) throw new SignedFieldsError(field);
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== value) throw new SignedFieldsError(field);
  return value;
}

function ipAddress(value: string): string {
  if (typeof value !== 'string' || value !== value.toLowerCase() || value.includes('%') || isIP(value) === 0) {
    throw new SignedFieldsError('ip');
  }
  return value;
}

function httpUrl(field: string, value: string): string {
  checked(field, value, URL_TEXT);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SignedFieldsError(field);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new SignedFieldsError(field);
  return value;
}

/** The canonical string of a message (see the top of this file). Throws SignedFieldsError. */
export function canonicalString(message: SignedMessage): string {
  if (!Number.isSafeInteger(message.amount) || message.amount <= 0) throw new SignedFieldsError('amount');
  const lines: [string, string][] = [
    ['version', CANONICAL_VERSION],
    ['kind', message.kind],
    ['token', checked('token', message.token, TOKEN)],
    ['order_id', checked('orderId', message.orderId, ORDER_ID)],
    ['date', isoDate('date', message.date)],
    ['amount', String(message.amount)],
    ['currency', checked('currency', message.currency, CURRENCY)],
    ['ip', ipAddress(message.ip)],
    ['nonce', checked('nonce', message.nonce, NONCE)],
    ['expires_at', isoDate('expiresAt', message.expiresAt)],
  ];
  if (message.kind === 'request') {
    lines.push(['return_url', httpUrl('returnUrl', message.returnUrl)]);
    lines.push(['callback_url', httpUrl('callbackUrl', message.callbackUrl)]);
  } else if (message.kind === 'callback') {
    if (!CALLBACK_STATUSES.includes(message.status)) throw new SignedFieldsError('status');
    lines.push(['status', message.status]);
  } else {
    throw new SignedFieldsError('kind');
  }
  return lines.map(([name, value]) => `${name}=${value}`).join('\n');
}

function secretKey(secret: string | Uint8Array): Buffer {
  const key = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret);
  if (key.length < SECRET_MIN_BYTES) throw new RangeError(`The payment signing secret must be at least ${SECRET_MIN_BYTES} bytes`);
  return key;
}

function hmac(message: SignedMessage, secret: string | Uint8Array): Buffer {
  return createHmac('sha256', secretKey(secret)).update(canonicalString(message), 'utf8').digest();
}

/** Lowercase hex HMAC-SHA256 of the request's canonical string. Throws SignedFieldsError. */
export function signRequest(fields: RequestFields, secret: string | Uint8Array): string {
  return hmac({ ...fields, kind: 'request' }, secret).toString('hex');
}

/** The same for a callback: what the acquirer (the reference provider's, and tests) computes. */
export function signCallback(fields: CallbackFields, secret: string | Uint8Array): string {
  return hmac({ ...fields, kind: 'callback' }, secret).toString('hex');
}

/**
 * Whether `signature` is the HMAC of the message, in constant time. False, never a throw, for a
 * signature that is not 64 hex digits, for fields outside their rules, or for a wrong signature.
 * A secret shorter than SECRET_MIN_BYTES still throws: that is a configuration error.
 */
export function verifySignature(message: SignedMessage, signature: string, secret: string | Uint8Array): boolean {
  const key = secretKey(secret);
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  let expected: Buffer;
  try {
    expected = hmac(message, key);
  } catch (error) {
    if (error instanceof SignedFieldsError) return false;
    throw error;
  }
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A fresh nonce: 16 random bytes, base64url (22 characters). */
export function createNonce(): string {
  return randomBytes(16).toString('base64url');
}

function millis(value: Date | number | string): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return new Date(value).getTime();
}

/**
 * Whether a signed timestamp is within `maxSkewMs` of `now`, either way (inclusive). An
 * unreadable timestamp, clock or bound is not fresh.
 */
export function checkFreshness(timestamp: Date | number | string, now: Date | number, maxSkewMs: number): boolean {
  const at = millis(timestamp);
  const current = millis(now);
  if (!Number.isFinite(at) || !Number.isFinite(current) || !Number.isFinite(maxSkewMs) || maxSkewMs < 0) return false;
  return Math.abs(current - at) <= maxSkewMs;
}

// ---------------------------------------------------------------------------------------------
// Nonces
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// The callback
// ---------------------------------------------------------------------------------------------

export type CallbackRefusal =
  /** A field outside its rule. */
  | 'malformed'
  /** Not signed with our secret, or altered. */
  | 'signature'
  /** date too far from our clock, or a lifetime beyond the bound. */
  | 'stale'
  /** expires_at has passed. */
  | 'expired'
  /** Another order or currency than the one expected. */
  | 'order'
  /** Another amount than the order's. */
  | 'amount'
  /** The nonce was used before. */
  | 'replay';

export interface CallbackCheck {
  secret: string | Uint8Array;
  nonces: NonceStore;
  /** What the order says: the callback must name the same order, amount (cents) and currency. */
  expected: { orderId: string; amount: number; currency: string };
  now?: Date | number;
  maxSkewMs?: number;
  maxLifetimeMs?: number;
}

/**
 * Every check of the acquirer's callback, cheapest refusal first and the nonce last, so that
 * only a callback that passes everything else uses up its nonce: fields, signature (constant
 * time), date within the skew, not expired and not signed for longer than the lifetime bound,
 * order and currency, amount, then the nonce.
 */
export async function verifyCallback(
  fields: CallbackFields,
  signature: string,
  check: CallbackCheck,
): Promise<{ ok: true; status: CallbackStatus } | { ok: false; reason: CallbackRefusal }> {
  const message: SignedMessage = { ...fields, kind: 'callback' };
  try {
    canonicalString(message);
  } catch (error) {
    if (error instanceof SignedFieldsError) return { ok: false, reason: 'malformed' };
    throw error;
  }
  if (!verifySignature(message, signature, check.secret)) return { ok: false, reason: 'signature' };

  const now = millis(check.now ?? Date.now());
  const date = millis(fields.date);
  const expiresAt = millis(fields.expiresAt);
  if (!checkFreshness(date, now, check.maxSkewMs ?? DEFAULT_MAX_SKEW_MS)) return { ok: false, reason: 'stale' };
  if (expiresAt <= date || expiresAt - date > (check.maxLifetimeMs ?? DEFAULT_MAX_LIFETIME_MS)) return { ok: false, reason: 'stale' };
  if (now >= expiresAt) return { ok: false, reason: 'expired' };
  if (fields.orderId !== check.expected.orderId || fields.currency !== check.expected.currency) return { ok: false, reason: 'order' };
  if (fields.amount !== check.expected.amount) return { ok: false, reason: 'amount' };
  if (!(await check.nonces.remember(fields.nonce, expiresAt))) return { ok: false, reason: 'replay' };
  return { ok: true, status: fields.status };
}

// ---------------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------------

/** The hidden inputs of the auto-submitting form to the hosted page, signature included. */
export function requestFormFields(fields: RequestFields, secret: string | Uint8Array): Record<string, string> {
  const signature = signRequest(fields, secret);
  return {
    token: fields.token,
    order_id: fields.orderId,
    date: isoDate('date', fields.date),
    amount: String(fields.amount),
    currency: fields.currency,
    ip: fields.ip,
    nonce: fields.nonce,
    expires_at: isoDate('expiresAt', fields.expiresAt),
    return_url: fields.returnUrl,
    callback_url: fields.callbackUrl,
    signature,
  };
}

/**
 * The callback's fields and signature from its form body (or JSON object), with the same names
 * as the request plus `status`; null when one is missing or not a string, or the amount is not
 * canonical integer cents. The field rules themselves are judged by verifyCallback.
 */
export function callbackFromForm(form: URLSearchParams | Record<string, unknown>): { fields: CallbackFields; signature: string } | null {
  const read = (name: string): string | null => {
    const value = form instanceof URLSearchParams ? form.get(name) : form[name];
    return typeof value === 'string' ? value : null;
  };
  const names = ['token', 'order_id', 'date', 'amount', 'currency', 'ip', 'nonce', 'expires_at', 'status', 'signature'] as const;
  const values = Object.fromEntries(names.map((name) => [name, read(name)])) as Record<(typeof names)[number], string | null>;
  if (names.some((name) => values[name] === null)) return null;
  const amount = values.amount as string;
  if (!/^[1-9]\d{0,15}$/.test(amount) || !Number.isSafeInteger(Number(amount))) return null;
  const status = values.status as string;
  if (!(CALLBACK_STATUSES as readonly string[]).includes(status)) return null;
  return {
    fields: {
      token: values.token as string,
      orderId: values.order_id as string,
      date: values.date as string,
      amount: Number(amount),
      currency: values.currency as string,
      ip: values.ip as string,
      nonce: values.nonce as string,
      expiresAt: values.expires_at as string,
      status: status as CallbackStatus,
    },
    signature: values.signature as string,
  };
}

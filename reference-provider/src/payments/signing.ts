// HMAC-SHA256 of the hosted payment page (the acquirer's side of the storefront's lib/bff/payment/hmac.ts,
// re-implemented: the provider is a program of its own). The canonical string must stay byte for byte
// the storefront's, so signatures made on one side verify on the other:
//
//   version=1
//   kind=request | kind=callback
//   token=…  order_id=…  date=…  amount=…  currency=…  ip=…  nonce=…  expires_at=…
//   return_url=…  callback_url=…      (request)
//   status=paid | declined            (callback)
//
// one `key=value` per line, joined by "\n", no trailing newline. A value outside its rule makes the
// message unsignable (SignedFieldsError): nothing is escaped or changed. Signatures are lowercase hex,
// compared as 32 bytes with timingSafeEqual after a shape check.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

export const CANONICAL_VERSION = '1';
export const SECRET_MIN_BYTES = 32;
/** How far a signed date may be from our clock, either way. */
export const MAX_SKEW_MS = 5 * 60_000;
/** The longest a signed message may stay valid (expires_at − date). */
export const MAX_LIFETIME_MS = 60 * 60_000;

export interface PaymentFields {
  token: string;
  orderId: string;
  date: string;
  amount: number;
  currency: string;
  ip: string;
  nonce: string;
  expiresAt: string;
}

export interface RequestFields extends PaymentFields {
  returnUrl: string;
  callbackUrl: string;
}

export type CallbackStatus = 'paid' | 'declined';

export interface CallbackFields extends PaymentFields {
  status: CallbackStatus;
}

export type SignedMessage = ({ kind: 'request' } & RequestFields) | ({ kind: 'callback' } & CallbackFields);

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

function checked(field: string, value: unknown, rule: RegExp): string {
  if (typeof value !== 'string' || !rule.test(value)) throw new SignedFieldsError(field);
  return value;
}

function isoDate(field: string, value: unknown): string {
  if (typeof value !== 'string' || !ISO_UTC.test(value)) throw new SignedFieldsError(field);
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== value) throw new SignedFieldsError(field);
  return value;
}

function ipAddress(value: unknown): string {
  if (typeof value !== 'string' || value !== value.toLowerCase() || value.includes('%') || isIP(value) === 0) {
    throw new SignedFieldsError('ip');
  }
  return value;
}

/** An absolute http(s) URL of printable ASCII without spaces, at most 2048 characters. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !URL_TEXT.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function httpUrl(field: string, value: unknown): string {
  if (!isHttpUrl(value)) throw new SignedFieldsError(field);
  return value;
}

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
    if (message.status !== 'paid' && message.status !== 'declined') throw new SignedFieldsError('status');
    lines.push(['status', message.status]);
  } else {
    throw new SignedFieldsError('kind');
  }
  return lines.map(([name, value]) => `${name}=${value}`).join('\n');
}

function secretKey(secret: string): Buffer {
  const key = Buffer.from(secret, 'utf8');
  if (key.length < SECRET_MIN_BYTES) throw new RangeError(`The payment signing secret must be at least ${SECRET_MIN_BYTES} bytes`);
  return key;
}

export function sign(message: SignedMessage, secret: string): string {
  return createHmac('sha256', secretKey(secret)).update(canonicalString(message), 'utf8').digest('hex');
}

/** Whether `signature` is the message's HMAC, in constant time; false for any malformed part. */
export function verify(message: SignedMessage, signature: unknown, secret: string): boolean {
  const key = secretKey(secret);
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  let expected: Buffer;
  try {
    expected = createHmac('sha256', key).update(canonicalString(message), 'utf8').digest();
  } catch (error) {
    if (error instanceof SignedFieldsError) return false;
    throw error;
  }
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** 16 random bytes, base64url (22 characters). */
export function createNonce(): string {
  return randomBytes(16).toString('base64url');
}

export type RequestRefusal = 'malformed' | 'signature' | 'stale' | 'expired';

/** The signed form's fields by their form names, or null when one is missing or the amount is not canonical. */
export function requestFromForm(form: URLSearchParams): { fields: RequestFields; signature: string } | null {
  const names = ['token', 'order_id', 'date', 'amount', 'currency', 'ip', 'nonce', 'expires_at', 'return_url', 'callback_url', 'signature'];
  const values = new Map(names.map((name) => [name, form.get(name)]));
  if ([...values.values()].some((value) => value === null)) return null;
  const read = (name: string) => values.get(name) as string;
  if (!/^[1-9]\d{0,15}$/.test(read('amount')) || !Number.isSafeInteger(Number(read('amount')))) return null;
  return {
    fields: {
      token: read('token'),
      orderId: read('order_id'),
      date: read('date'),
      amount: Number(read('amount')),
      currency: read('currency'),
      ip: read('ip'),
      nonce: read('nonce'),
      expiresAt: read('expires_at'),
      returnUrl: read('return_url'),
      callbackUrl: read('callback_url'),
    },
    signature: read('signature'),
  };
}

/**
 * The checks of a signed request that need no database, cheapest first: canonical fields, signature
 * (constant time), date within the skew and a lifetime within the bound, not expired.
 */
export function checkRequest(fields: RequestFields, signature: string, secret: string, now: number): { ok: true } | { ok: false; reason: RequestRefusal } {
  const message: SignedMessage = { ...fields, kind: 'request' };
  try {
    canonicalString(message);
  } catch (error) {
    if (error instanceof SignedFieldsError) return { ok: false, reason: 'malformed' };
    throw error;
  }
  if (!verify(message, signature, secret)) return { ok: false, reason: 'signature' };
  const date = Date.parse(fields.date);
  const expiresAt = Date.parse(fields.expiresAt);
  if (Math.abs(now - date) > MAX_SKEW_MS) return { ok: false, reason: 'stale' };
  if (expiresAt <= date || expiresAt - date > MAX_LIFETIME_MS) return { ok: false, reason: 'stale' };
  if (now >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true };
}

/** Callback fields under their form names, signature included (what callbackFromForm reads). */
export function callbackForm(fields: CallbackFields, secret: string): Record<string, string> {
  return {
    token: fields.token,
    order_id: fields.orderId,
    date: fields.date,
    amount: String(fields.amount),
    currency: fields.currency,
    ip: fields.ip,
    nonce: fields.nonce,
    expires_at: fields.expiresAt,
    status: fields.status,
    signature: sign({ ...fields, kind: 'callback' }, secret),
  };
}

/** A callback's fields and signature from a form or JSON object; null when one is missing or malformed. */
export function callbackFromValues(read: (name: string) => unknown): { fields: CallbackFields; signature: string } | null {
  const names = ['token', 'order_id', 'date', 'amount', 'currency', 'ip', 'nonce', 'expires_at', 'status', 'signature'];
  const values = new Map(names.map((name) => [name, read(name)]));
  if ([...values.values()].some((value) => typeof value !== 'string')) return null;
  const get = (name: string) => values.get(name) as string;
  if (!/^[1-9]\d{0,15}$/.test(get('amount')) || !Number.isSafeInteger(Number(get('amount')))) return null;
  const status = get('status');
  if (status !== 'paid' && status !== 'declined') return null;
  return {
    fields: {
      token: get('token'),
      orderId: get('order_id'),
      date: get('date'),
      amount: Number(get('amount')),
      currency: get('currency'),
      ip: get('ip'),
      nonce: get('nonce'),
      expiresAt: get('expires_at'),
      status,
    },
    signature: get('signature'),
  };
}

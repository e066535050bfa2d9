// HMAC signing of the redirect card flow: the canonical string, fixed vectors, tampered fields, signatures of the wrong shape, freshness, expiry, amounts and replayed nonces.
import * as crypto from 'node:crypto';

import {
  SignedFieldsError,
  callbackFromForm,
  canonicalString,
  checkFreshness,
  createNonce,
  requestFormFields,
  signCallback,
  signRequest,
  verifyCallback,
  verifySignature,
  type CallbackFields,
  type RequestFields,
} from '@/lib/bff/payment/hmac';
import { MemoryNonceStore } from '@/lib/server/nonces';

jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, timingSafeEqual: jest.fn(actual.timingSafeEqual) };
});

const SECRET = 'test-secret-for-payment-signatures-0123456789';

const REQUEST: RequestFields = {
  token: 'svc_7f3a9c',
  orderId: 'ORD-1042',
  date: '2026-03-14T15:09:26.000Z',
  amount: 12345,
  currency: 'EUR',
  ip: '203.0.113.7',
  nonce: 'bm9uY2Utbm9uY2UtMDE',
  expiresAt: '2026-03-14T15:24:26.000Z',
  returnUrl: 'https://shop.example/profile',
  callbackUrl: 'https://shop.example/api/payment/callback',
};

const REQUEST_CANONICAL = [
  'version=1',
  'kind=request',
  'token=svc_7f3a9c',
  'order_id=ORD-1042',
  'date=2026-03-14T15:09:26.000Z',
  'amount=12345',
  'currency=EUR',
  'ip=203.0.113.7',
  'nonce=bm9uY2Utbm9uY2UtMDE',
  'expires_at=2026-03-14T15:24:26.000Z',
  'return_url=https://shop.example/profile',
  'callback_url=https://shop.example/api/payment/callback',
].join('\n');

/** Computed once outside this code base: `printf '<REQUEST_CANONICAL>' | openssl dgst -sha256 -hmac '<SECRET>'`. */
const REQUEST_SIGNATURE = '4705f536bdb428d999007b0a336925c0783d29009a8fe7793d637e4ac9180c94';

const CALLBACK: CallbackFields = {
  token: 'svc_7f3a9c',
  orderId: 'ORD-1042',
  date: '2026-03-14T15:10:00.000Z',
  amount: 12345,
  currency: 'EUR',
  ip: '203.0.113.7',
  nonce: 'Y2FsbGJhY2stbm9uY2UtMDE',
  expiresAt: '2026-03-14T15:25:00.000Z',
  status: 'paid',
};

const CALLBACK_CANONICAL = [
  'version=1',
  'kind=callback',
  'token=svc_7f3a9c',
  'order_id=ORD-1042',
  'date=2026-03-14T15:10:00.000Z',
  'amount=12345',
  'currency=EUR',
  'ip=203.0.113.7',
  'nonce=Y2FsbGJhY2stbm9uY2UtMDE',
  'expires_at=2026-03-14T15:25:00.000Z',
  'status=paid',
].join('\n');

/** Likewise computed with openssl over CALLBACK_CANONICAL. */
const CALLBACK_SIGNATURE = 'a9decd05c366085b6e397151d414e1c309188cd355efdcccc8d75dfecf9353a0';

/** CALLBACK as the acquirer posts it: a form body of strings, with its signature. */
const CALLBACK_FORM: Record<string, string> = {
  token: 'svc_7f3a9c',
  order_id: 'ORD-1042',
  date: '2026-03-14T15:10:00.000Z',
  amount: '12345',
  currency: 'EUR',
  ip: '203.0.113.7',
  nonce: 'Y2FsbGJhY2stbm9uY2UtMDE',
  expires_at: '2026-03-14T15:25:00.000Z',
  status: 'paid',
  signature: CALLBACK_SIGNATURE,
};

/** The request's shared fields with a status: what a shopper could post to the callback endpoint. */
function asCallback(request: RequestFields): CallbackFields {
  const { token, orderId, date, amount, currency, ip, nonce, expiresAt } = request;
  return { token, orderId, date, amount, currency, ip, nonce, expiresAt, status: 'paid' };
}

const timingSafeEqual = crypto.timingSafeEqual as jest.MockedFunction<typeof crypto.timingSafeEqual>;

beforeEach(() => timingSafeEqual.mockClear());

describe('the canonical string', () => {
  it('is the documented fixed-order key=value lines', () => {
    expect(canonicalString({ ...REQUEST, kind: 'request' })).toBe(REQUEST_CANONICAL);
    expect(canonicalString({ ...CALLBACK, kind: 'callback' })).toBe(CALLBACK_CANONICAL);
  });

  it('writes Dates as ISO-8601 UTC with milliseconds', () => {
    const withDates = { ...REQUEST, date: new Date(Date.UTC(2026, 2, 14, 15, 9, 26)), expiresAt: new Date('2026-03-14T12:24:26-03:00') };
    expect(canonicalString({ ...withDates, kind: 'request' })).toBe(REQUEST_CANONICAL);
  });

  it.each<[string, Partial<RequestFields>, string]>([
    ['a newline in the token', { token: 'svc\nkind=callback' }, 'token'],
    ['a space in the token', { token: 'svc 1' }, 'token'],
    ['an empty token', { token: '' }, 'token'],
    ['an order id with "="', { orderId: 'ORD=1' }, 'orderId'],
    ['a date without milliseconds', { date: '2026-03-14T15:09:26Z' }, 'date'],
    ['a date with an offset', { date: '2026-03-14T12:09:26.000-03:00' }, 'date'],
    ['an impossible date', { date: '2026-02-30T00:00:00.000Z' }, 'date'],
    ['an invalid Date', { expiresAt: new Date(Number.NaN) }, 'expiresAt'],
    ['zero cents', { amount: 0 }, 'amount'],
    ['fractional cents', { amount: 123.45 }, 'amount'],
    ['negative cents', { amount: -5 }, 'amount'],
    ['a lowercase currency', { currency: 'eur' }, 'currency'],
    ['an uppercase IPv6 address', { ip: '2001:DB8::1' }, 'ip'],
    ['an IP with a zone', { ip: 'fe80::1%eth0' }, 'ip'],
    ['something else than an IP', { ip: 'localhost' }, 'ip'],
    ['a short nonce', { nonce: 'abc' }, 'nonce'],
    ['a nonce with "/"', { nonce: 'bm9uY2Utbm9uY2Ut/DE' }, 'nonce'],
    ['a javascript: URL', { returnUrl: 'javascript:alert(1)' }, 'returnUrl'],
    ['a URL with a space', { callbackUrl: 'https://shop.example/a b' }, 'callbackUrl'],
    ['a relative URL', { callbackUrl: '/api/payment/callback' }, 'callbackUrl'],
  ])('refuses %s', (_name, change, field) => {
    const message = { ...REQUEST, ...change, kind: 'request' as const };
    expect(() => canonicalString(message)).toThrow(SignedFieldsError);
    try {
      canonicalString(message);
    } catch (error) {
      expect((error as SignedFieldsError).field).toBe(field);
    }
    expect(() => signRequest({ ...REQUEST, ...change }, SECRET)).toThrow(SignedFieldsError);
    expect(verifySignature(message, REQUEST_SIGNATURE, SECRET)).toBe(false);
  });

  it('refuses an unknown callback status', () => {
    expect(() => canonicalString({ ...CALLBACK, status: 'maybe' as CallbackFields['status'], kind: 'callback' })).toThrow(SignedFieldsError);
  });
});

describe('signing', () => {
  it('matches an independent HMAC of the literal canonical string', () => {
    const independent = crypto.createHmac('sha256', SECRET).update(REQUEST_CANONICAL).digest('hex');
    expect(signRequest(REQUEST, SECRET)).toBe(independent);
    expect(signCallback(CALLBACK, SECRET)).toBe(crypto.createHmac('sha256', SECRET).update(CALLBACK_CANONICAL).digest('hex'));
  });

  it('matches the hard-coded vectors, so a change of the canonical form fails here', () => {
    expect(signRequest(REQUEST, SECRET)).toBe(REQUEST_SIGNATURE);
    expect(signCallback(CALLBACK, SECRET)).toBe(CALLBACK_SIGNATURE);
  });

  it('accepts the secret as bytes', () => {
    expect(signRequest(REQUEST, Buffer.from(SECRET))).toBe(REQUEST_SIGNATURE);
  });

  it('refuses a secret shorter than 32 bytes', () => {
    expect(() => signRequest(REQUEST, 'short-secret')).toThrow(RangeError);
    expect(() => verifySignature({ ...REQUEST, kind: 'request' }, REQUEST_SIGNATURE, 'x'.repeat(31))).toThrow(RangeError);
  });
});

describe('verifySignature', () => {
  const request = { ...REQUEST, kind: 'request' as const };

  it('accepts the right signature, compared in constant time', () => {
    expect(verifySignature(request, REQUEST_SIGNATURE, SECRET)).toBe(true);
    expect(verifySignature(request, REQUEST_SIGNATURE.toUpperCase(), SECRET)).toBe(true);
    expect(timingSafeEqual).toHaveBeenCalled();
  });

  it('refuses a signature made with another secret', () => {
    expect(verifySignature(request, signRequest(REQUEST, `${SECRET}!`), SECRET)).toBe(false);
  });

  it.each<[string, Partial<RequestFields>]>([
    ['token', { token: 'svc_7f3a9d' }],
    ['order id', { orderId: 'ORD-1043' }],
    ['date', { date: '2026-03-14T15:09:27.000Z' }],
    ['amount', { amount: 12346 }],
    ['currency', { currency: 'BRL' }],
    ['ip', { ip: '203.0.113.8' }],
    ['nonce', { nonce: 'bm9uY2Utbm9uY2UtMDI' }],
    ['expiry', { expiresAt: '2026-03-14T16:24:26.000Z' }],
    ['return URL', { returnUrl: 'https://evil.example/profile' }],
    ['callback URL', { callbackUrl: 'https://evil.example/api/payment/callback' }],
  ])('refuses a tampered %s', (_name, change) => {
    expect(verifySignature({ ...request, ...change }, REQUEST_SIGNATURE, SECRET)).toBe(false);
  });

  it('never takes a signed request for a callback', () => {
    expect(verifySignature({ ...asCallback(REQUEST), kind: 'callback' }, REQUEST_SIGNATURE, SECRET)).toBe(false);
    expect(verifySignature({ ...REQUEST, kind: 'request' }, CALLBACK_SIGNATURE, SECRET)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['one digit short', REQUEST_SIGNATURE.slice(0, -1)],
    ['one digit long', `${REQUEST_SIGNATURE}0`],
    ['twice as long', REQUEST_SIGNATURE.repeat(2)],
    ['truncated to 16 bytes', REQUEST_SIGNATURE.slice(0, 32)],
    ['base64url of the right bytes', Buffer.from(REQUEST_SIGNATURE, 'hex').toString('base64url')],
    ['64 characters, not hex', `${REQUEST_SIGNATURE.slice(0, -1)}g`],
    ['spaces around', ` ${REQUEST_SIGNATURE} `],
  ])('refuses a signature of the wrong shape (%s) without comparing', (_name, signature) => {
    expect(verifySignature(request, signature, SECRET)).toBe(false);
    expect(timingSafeEqual).not.toHaveBeenCalled();
  });

  it('refuses a value that is not a string', () => {
    expect(verifySignature(request, undefined as unknown as string, SECRET)).toBe(false);
  });

  it('compares a wrong signature of the right length in constant time', () => {
    const wrong = `${REQUEST_SIGNATURE.slice(0, -1)}${REQUEST_SIGNATURE.endsWith('0') ? '1' : '0'}`;
    expect(verifySignature(request, wrong, SECRET)).toBe(false);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    const [given, expected] = timingSafeEqual.mock.calls[0] as [Buffer, Buffer];
    expect([given.length, expected.length]).toEqual([32, 32]);
  });
});

describe('checkFreshness', () => {
  const now = Date.parse('2026-03-14T15:10:00.000Z');
  const skew = 5 * 60_000;

  it('accepts a timestamp within the skew either way, bounds included', () => {
    expect(checkFreshness('2026-03-14T15:10:00.000Z', now, skew)).toBe(true);
    expect(checkFreshness(new Date(now - skew), now, skew)).toBe(true);
    expect(checkFreshness(now + skew, new Date(now), skew)).toBe(true);
  });

  it('refuses a stale or a future timestamp', () => {
    expect(checkFreshness(now - skew - 1, now, skew)).toBe(false);
    expect(checkFreshness(now + skew + 1, now, skew)).toBe(false);
  });

  it('refuses what cannot be read', () => {
    expect(checkFreshness('yesterday', now, skew)).toBe(false);
    expect(checkFreshness(Number.NaN, now, skew)).toBe(false);
    expect(checkFreshness(now, now, -1)).toBe(false);
  });
});

describe('MemoryNonceStore', () => {
  function clockAt(start: number) {
    const clock = { now: start };
    return { clock, store: (options = {}) => new MemoryNonceStore({ now: () => clock.now, ...options }) };
  }

  it('remembers a nonce once and refuses its reuse until it expires', async () => {
    const { clock, store: make } = clockAt(1_000_000);
    const store = make();
    expect(await store.remember('nonce-0000000000001', 1_060_000)).toBe(true);
    expect(await store.remember('nonce-0000000000001', 1_060_000)).toBe(false);
    expect(await store.remember('nonce-0000000000001', 2_000_000)).toBe(false);
    expect(await store.remember('nonce-0000000000002', new Date(1_060_000))).toBe(true);
    clock.now = 1_060_000;
    expect(await store.remember('nonce-0000000000001', 1_120_000)).toBe(true);
  });

  it('refuses a nonce that has already expired', async () => {
    const { store: make } = clockAt(1_000_000);
    expect(await make().remember('nonce-0000000000001', 1_000_000)).toBe(false);
  });

  it('sweeps expired nonces out', async () => {
    const { clock, store: make } = clockAt(0);
    const store = make({ sweepIntervalMs: 1000 });
    for (let i = 0; i < 10; i += 1) await store.remember(`nonce-${i}`, 500);
    expect(store.size).toBe(10);
    clock.now = 1000;
    await store.remember('nonce-late', 5000);
    expect(store.size).toBe(1);
  });

  it('fails closed when full of live nonces', async () => {
    const { clock, store: make } = clockAt(0);
    const store = make({ maxEntries: 2 });
    expect(await store.remember('nonce-a', 1000)).toBe(true);
    expect(await store.remember('nonce-b', 2000)).toBe(true);
    expect(await store.remember('nonce-c', 2000)).toBe(false);
    clock.now = 1000;
    expect(await store.remember('nonce-c', 3000)).toBe(true);
  });
});

describe('verifyCallback', () => {
  const now = Date.parse('2026-03-14T15:10:30.000Z');
  const expected = { orderId: 'ORD-1042', amount: 12345, currency: 'EUR' };
  const check = (nonces = new MemoryNonceStore({ now: () => now })) => ({ secret: SECRET, nonces, expected, now });

  /** A callback signed now by the acquirer, with the given changes. */
  const signed = (change: Partial<CallbackFields> = {}) => {
    const fields = { ...CALLBACK, ...change };
    return { fields, signature: signCallback(fields, SECRET) };
  };

  it('accepts the signed callback and gives its status', async () => {
    expect(await verifyCallback(CALLBACK, CALLBACK_SIGNATURE, check())).toEqual({ ok: true, status: 'paid' });
    const declined = signed({ status: 'declined', nonce: 'ZGVjbGluZWQtbm9uY2UtMDE' });
    expect(await verifyCallback(declined.fields, declined.signature, check())).toEqual({ ok: true, status: 'declined' });
  });

  it('refuses a tampered field', async () => {
    expect(await verifyCallback({ ...CALLBACK, status: 'declined' }, CALLBACK_SIGNATURE, check())).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyCallback({ ...CALLBACK, amount: 1 }, CALLBACK_SIGNATURE, check())).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses the signed request posted back as a callback', async () => {
    expect(await verifyCallback(asCallback(REQUEST), REQUEST_SIGNATURE, check())).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses malformed fields and a wrong-length signature', async () => {
    expect(await verifyCallback({ ...CALLBACK, ip: 'not an ip' }, CALLBACK_SIGNATURE, check())).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyCallback(CALLBACK, CALLBACK_SIGNATURE.slice(2), check())).toEqual({ ok: false, reason: 'signature' });
  });

  it.each<[string, string, Partial<CallbackFields>]>([
    ['a stale timestamp, even correctly signed', 'stale', { date: '2026-03-14T15:00:00.000Z', nonce: 'b2xkLW5vbmNlLTAwMDAwMDE' }],
    ['a timestamp from the future', 'stale', { date: '2026-03-14T15:20:00.000Z', expiresAt: '2026-03-14T15:30:00.000Z' }],
    ['a negative lifetime', 'stale', { expiresAt: '2026-03-14T15:09:00.000Z' }],
    ['a lifetime beyond the bound', 'stale', { expiresAt: '2027-03-14T15:10:00.000Z' }],
    ['an expired callback', 'expired', { date: '2026-03-14T15:10:00.000Z', expiresAt: '2026-03-14T15:10:30.000Z' }],
    ['another order than the order', 'order', { orderId: 'ORD-9999' }],
    ['another currency than the order', 'order', { currency: 'BRL' }],
    ['another amount than the order', 'amount', { amount: 100 }],
  ])('refuses %s (reason: %s)', async (_name, reason, change) => {
    const callback = signed(change);
    expect(await verifyCallback(callback.fields, callback.signature, check())).toEqual({ ok: false, reason });
  });

  it('refuses a reused nonce, and a refused callback does not use its nonce up', async () => {
    const nonces = new MemoryNonceStore({ now: () => now });
    const lower = signed({ amount: 100 });
    expect(await verifyCallback(lower.fields, lower.signature, check(nonces))).toEqual({ ok: false, reason: 'amount' });
    expect(await verifyCallback(CALLBACK, CALLBACK_SIGNATURE, check(nonces))).toEqual({ ok: true, status: 'paid' });
    expect(await verifyCallback(CALLBACK, CALLBACK_SIGNATURE, check(nonces))).toEqual({ ok: false, reason: 'replay' });
  });
});

describe('the forms', () => {
  it('gives the hidden inputs of the hosted-page form, signature included', () => {
    expect(requestFormFields({ ...REQUEST, date: new Date(REQUEST.date as string) }, SECRET)).toEqual({
      token: 'svc_7f3a9c',
      order_id: 'ORD-1042',
      date: '2026-03-14T15:09:26.000Z',
      amount: '12345',
      currency: 'EUR',
      ip: '203.0.113.7',
      nonce: 'bm9uY2Utbm9uY2UtMDE',
      expires_at: '2026-03-14T15:24:26.000Z',
      return_url: 'https://shop.example/profile',
      callback_url: 'https://shop.example/api/payment/callback',
      signature: REQUEST_SIGNATURE,
    });
  });

  it('reads a callback from its form body', async () => {
    const body = new URLSearchParams(CALLBACK_FORM);
    const read = callbackFromForm(body);
    expect(read).toEqual({ fields: CALLBACK, signature: CALLBACK_SIGNATURE });
    expect(callbackFromForm(Object.fromEntries(body))).toEqual(read);
    const nonces = new MemoryNonceStore({ now: () => Date.parse('2026-03-14T15:10:30.000Z') });
    expect(
      await verifyCallback(read!.fields, read!.signature, {
        secret: SECRET,
        nonces,
        expected: { orderId: 'ORD-1042', amount: 12345, currency: 'EUR' },
        now: Date.parse('2026-03-14T15:10:30.000Z'),
      }),
    ).toEqual({ ok: true, status: 'paid' });
  });

  it.each([
    ['a missing field', { signature: null }],
    ['an amount with decimals', { amount: '123.45' }],
    ['an amount with a leading zero', { amount: '012345' }],
    ['an unknown status', { status: 'ok' }],
    ['a field that is not a string', { amount: 12345 }],
  ])('refuses a callback body with %s', (_name, change) => {
    const body: Record<string, unknown> = { ...CALLBACK_FORM, ...change };
    expect(callbackFromForm(body)).toBeNull();
  });
});

describe('createNonce', () => {
  it('gives 22 base64url characters, different each time, accepted by the canonical form', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(() => signRequest({ ...REQUEST, nonce: createNonce() }, SECRET)).not.toThrow();
  });
});

// The revalidation call (lib/cache/revalidation.ts, app/api/revalidate): a fixed signature vector, a valid
// call, tampered body/signature/secret, replayed and stale calls, bodies of the wrong shape, the
// tags each change expires, and the route's answers (off without a secret, 503 when the nonce store
// fails, tags revalidated only for a good call).
import { createHmac } from 'node:crypto';
import { NextRequest } from 'next/server';
import { MemoryNonceStore, type NonceStore } from '@/lib/server/nonces';
import {
  REVALIDATE_HEADERS,
  REVALIDATE_MAX_SKEW_MS,
  revalidationCanonical,
  signRevalidation,
  tagsToRevalidate,
  verifyRevalidation,
} from '@/lib/cache/revalidation';
import { RedisNonceStore, resetNonceStores } from '@/lib/server/nonces';

const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const SECRET = 'revalidation-secret-for-tests-0123456789';
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const NONCE = 'n0nce-abcdefghijklmnop';

function signedHeaders(body: string, { secret = SECRET, at = NOW, nonce = NONCE } = {}): Headers {
  const timestamp = String(Math.floor(at / 1000));
  return new Headers({
    'content-type': 'application/json',
    [REVALIDATE_HEADERS.timestamp]: timestamp,
    [REVALIDATE_HEADERS.nonce]: nonce,
    [REVALIDATE_HEADERS.signature]: signRevalidation(secret, timestamp, nonce, body),
  });
}

const check = (headers: Headers, body: string, nonces: NonceStore = new MemoryNonceStore({ now: () => NOW }), now = NOW) =>
  verifyRevalidation({ headers, body }, { secret: SECRET, nonces, now });

describe('the signature', () => {
  it('is HMAC-SHA256 in hex over "v1:timestamp:nonce:body"', () => {
    const body = '{"products":[7]}';
    expect(revalidationCanonical('1795262400', NONCE, body)).toBe(`v1:1795262400:${NONCE}:${body}`);
    const expected = createHmac('sha256', SECRET).update(`v1:1795262400:${NONCE}:${body}`).digest('hex');
    expect(signRevalidation(SECRET, '1795262400', NONCE, body)).toBe(`sha256=${expected}`);
    expect(expected).toHaveLength(64);
  });
});

describe('verifyRevalidation', () => {
  const body = JSON.stringify({ products: [12, 40] });

  it('accepts a valid call and names the product pages and the lists', async () => {
    await expect(check(signedHeaders(body), body)).resolves.toEqual({ ok: true, tags: ['product:12', 'product:40', 'product-lists'] });
  });

  it('refuses a call without its three headers as unsigned', async () => {
    const headers = signedHeaders(body);
    headers.delete(REVALIDATE_HEADERS.signature);
    await expect(check(headers, body)).resolves.toEqual({ ok: false, reason: 'unsigned' });
    const shortNonce = signedHeaders(body, { nonce: 'short' });
    await expect(check(shortNonce, body)).resolves.toEqual({ ok: false, reason: 'unsigned' });
  });

  it('refuses a tampered body, signature or a signature made with another secret', async () => {
    const headers = signedHeaders(body);
    await expect(check(headers, JSON.stringify({ products: [13, 40] }))).resolves.toEqual({ ok: false, reason: 'tampered' });
    const flipped = signedHeaders(body);
    const signature = flipped.get(REVALIDATE_HEADERS.signature)!;
    flipped.set(REVALIDATE_HEADERS.signature, signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0'));
    await expect(check(flipped, body)).resolves.toEqual({ ok: false, reason: 'tampered' });
    await expect(check(signedHeaders(body, { secret: 'another-secret-of-enough-length-0123456789' }), body)).resolves.toEqual({
      ok: false,
      reason: 'tampered',
    });
    // The timestamp and nonce are signed too.
    const moved = signedHeaders(body);
    moved.set(REVALIDATE_HEADERS.timestamp, String(Math.floor(NOW / 1000) + 1));
    await expect(check(moved, body)).resolves.toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses a replayed call, even through a second store instance sharing the nonces', async () => {
    const nonces = new MemoryNonceStore({ now: () => NOW });
    await expect(check(signedHeaders(body), body, nonces)).resolves.toMatchObject({ ok: true });
    await expect(check(signedHeaders(body), body, nonces)).resolves.toEqual({ ok: false, reason: 'replayed' });
    await expect(check(signedHeaders(body, { nonce: 'another-nonce-0123456789' }), body, nonces)).resolves.toMatchObject({ ok: true });
  });

  it('refuses a stale call and one from too far in the future, without remembering its nonce', async () => {
    const nonces = new MemoryNonceStore({ now: () => NOW });
    const old = signedHeaders(body, { at: NOW - REVALIDATE_MAX_SKEW_MS - 1000 });
    await expect(check(old, body, nonces)).resolves.toEqual({ ok: false, reason: 'stale' });
    const future = signedHeaders(body, { at: NOW + REVALIDATE_MAX_SKEW_MS + 1000 });
    await expect(check(future, body, nonces)).resolves.toEqual({ ok: false, reason: 'stale' });
    expect(nonces.size).toBe(0);
    // Within the window either way is fine.
    await expect(check(signedHeaders(body, { at: NOW - 60_000 }), body, nonces)).resolves.toMatchObject({ ok: true });
  });

  it('refuses signed bodies of the wrong shape', async () => {
    for (const bad of ['not json', '{}', '{"products":[]}', '{"products":[-1]}', '{"products":["1"]}', '{"all":false}', '{"tags":["catalogue"]}', '[1]']) {
      await expect(check(signedHeaders(bad), bad)).resolves.toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a body over the size bound before computing anything', async () => {
    const huge = JSON.stringify({ products: Array.from({ length: 5000 }, (_, i) => i + 1) });
    await expect(check(signedHeaders(huge), huge)).resolves.toEqual({ ok: false, reason: 'too-large' });
  });
});

describe('tagsToRevalidate', () => {
  it('maps categories to the category tag and the lists, and all to the whole catalogue', () => {
    expect(tagsToRevalidate({ categories: ['steam', 3] })).toEqual(['categories', 'product-lists']);
    expect(tagsToRevalidate({ all: true })).toEqual(['catalogue']);
    expect(tagsToRevalidate({ products: [5, 5], categories: [1] })).toEqual(['product:5', 'categories', 'product-lists']);
  });
});

describe('RedisNonceStore', () => {
  it('sets the nonce with NX until the expiry and reads OK as first sight', async () => {
    const calls: unknown[][] = [];
    const answers = ['OK', null];
    const client = { set: jest.fn(async (...args: unknown[]) => (calls.push(args), answers.shift() ?? null)) };
    const store = new RedisNonceStore(client as never, 'storefront:nonce:test:', () => NOW);
    await expect(store.remember('abc', NOW + 5000)).resolves.toBe(true);
    await expect(store.remember('abc', NOW + 5000)).resolves.toBe(false);
    expect(calls[0]).toEqual(['storefront:nonce:test:abc', '1', { NX: true, PXAT: NOW + 5000 }]);
    await expect(store.remember('late', NOW - 1)).resolves.toBe(false);
    expect(client.set).toHaveBeenCalledTimes(2);
  });
});

describe('POST /api/revalidate', () => {
  const url = 'http://localhost/api/revalidate';
  const saved = process.env.REVALIDATE_SECRET;
  let POST: (request: NextRequest) => Promise<Response>;

  beforeAll(async () => {
    ({ POST } = await import('@/app/api/revalidate/route'));
  });
  beforeEach(() => {
    revalidateTag.mockReset();
    resetNonceStores();
    process.env.REVALIDATE_SECRET = SECRET;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.REVALIDATE_SECRET;
    else process.env.REVALIDATE_SECRET = saved;
  });

  function request(body: string, headers: Headers): NextRequest {
    return new NextRequest(url, { method: 'POST', body, headers });
  }

  it('expires the tags of a good call at once and answers which', async () => {
    const body = JSON.stringify({ products: [9] });
    const response = await POST(request(body, signedHeaders(body, { at: Date.now() })));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await expect(response.json()).resolves.toEqual({ revalidated: ['product:9', 'product-lists'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['product:9', { expire: 0 }],
      ['product-lists', { expire: 0 }],
    ]);
  });

  it('answers 403, 409, 410 and 401 with a message and revalidates nothing', async () => {
    const body = JSON.stringify({ all: true });
    const good = signedHeaders(body, { at: Date.now() });
    expect((await POST(request(JSON.stringify({ all: true, products: [1] }), good))).status).toBe(403);
    expect((await POST(request(body, good))).status).toBe(200);
    const replay = await POST(request(body, good));
    expect(replay.status).toBe(409);
    await expect(replay.json()).resolves.toEqual({ message: expect.stringContaining('received before') });
    expect((await POST(request(body, signedHeaders(body, { at: Date.now() - 10 * 60_000, nonce: 'stale-nonce-0123456789' })))).status).toBe(410);
    expect((await POST(request(body, new Headers())))).toHaveProperty('status', 401);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });

  it('is off without REVALIDATE_SECRET (or with one too short)', async () => {
    const body = JSON.stringify({ all: true });
    for (const secret of ['', 'short-secret']) {
      process.env.REVALIDATE_SECRET = secret;
      const response = await POST(request(body, signedHeaders(body, { at: Date.now(), secret })));
      expect(response.status).toBe(503);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 413 for a body over the bound, closing the connection after it', async () => {
    const body = 'x'.repeat(20_000);
    const response = await POST(request(body, signedHeaders(body, { at: Date.now() })));
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
  });
});

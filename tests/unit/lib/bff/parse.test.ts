// Bodies over their limit (lib/bff/parse.ts): refused with 413 and `Connection: close`, after the
// rest of the body was read and dropped. Cancelling the body instead would destroy the socket under
// the answer: the client, or the next shopper whose request a pooling proxy sent on the same
// connection, would get a reset. Bodies here are streams whose reads and cancels are counted.
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { MAX_DISCARDED_BODY_BYTES, MAX_JSON_BODY_BYTES, readJsonObject, readLimited } from '@/lib/bff/parse';

const CHUNK = 16 * 1024;

/** A body of `chunks` chunks of CHUNK bytes (endless with Infinity), counting what is read. */
function countedBody(chunks: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= chunks) return controller.close();
      seen.pulled += 1;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
    },
    cancel() {
      seen.cancelled = true;
    },
  }, { highWaterMark: 0 });
  return { stream, seen };
}

function post(body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}): Request {
  return new Request('http://shop.test/api/login', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, duplex: 'half' } as RequestInit);
}

describe('readLimited', () => {
  it('reads a body within its limit', async () => {
    expect(await readLimited(post('{"a":1}'), 100)).toBe('{"a":1}');
  });

  it('reads a longer body to its end, without cancelling it, and answers null', async () => {
    const { stream, seen } = countedBody(20);
    expect(await readLimited(post(stream), MAX_JSON_BODY_BYTES)).toBeNull();
    expect(seen.pulled).toBe(20);
    expect(seen.cancelled).toBe(false);
  });

  it('stops reading past MAX_DISCARDED_BODY_BYTES, still without cancelling', async () => {
    const { stream, seen } = countedBody(Infinity);
    expect(await readLimited(post(stream), MAX_JSON_BODY_BYTES)).toBeNull();
    const read = seen.pulled * CHUNK;
    expect(read).toBeGreaterThan(MAX_DISCARDED_BODY_BYTES);
    expect(read).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES + MAX_DISCARDED_BODY_BYTES + 2 * CHUNK);
    expect(seen.cancelled).toBe(false);
  });

  it('with a Content-Length over the limit: reads the body to its end when it is within the budget, else nothing', async () => {
    const small = countedBody(4);
    expect(await readLimited(post(small.stream, { 'content-length': String(4 * CHUNK) }), CHUNK)).toBeNull();
    expect(small.seen.pulled).toBe(4);
    const huge = countedBody(Infinity);
    expect(await readLimited(post(huge.stream, { 'content-length': String(1024 * 1024 * 1024) }), CHUNK)).toBeNull();
    expect(huge.seen.pulled).toBe(0);
    expect(huge.seen.cancelled).toBe(false);
  });
});

describe('readJsonObject', () => {
  it.each([
    ['en', en],
    ['ru', ru],
  ] as const)('answers a body over 16 KiB with 413 and Connection: close (%s)', async (locale, messages) => {
    const { stream } = countedBody(3);
    const result = await readJsonObject(post(stream), locale);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(413);
    expect(result.response.headers.get('connection')).toBe('close');
    expect(await result.response.json()).toEqual({ message: messages.Api.bodyTooLarge });
  });

  it('answers malformed JSON with 400 and keeps the connection', async () => {
    const result = await readJsonObject(post('{"email": '), 'en');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(400);
    expect(result.response.headers.get('connection')).toBeNull();
    expect(await result.response.json()).toEqual({ message: en.Api.badJson });
  });
});

// Provider calls that are never cached go through node:http on a keep-alive agent
// (lib/provider/direct-transport.ts), not fetch: the same headers, bodies, timeouts, retries and
// error kinds as the cached calls, against a stand-in provider.
import { getSearchHints } from '@/lib/provider';
import { login } from '@/lib/provider/account';
import { MAX_ANSWER_BYTES } from '@/lib/provider/direct-transport';
import { isProviderMarkedDown, resetProviderHealth } from '@/lib/provider/health';
import { startStubProvider, type StubProvider } from '../../support/stub-provider';

let stub: StubProvider;
const hints = { hintsByName: [{ id: 150, name: 'Steam 20 €', cover_path: '/covers/7.svg', price: 2000 }], hintsByArt: [] };

beforeAll(async () => {
  stub = await startStubProvider();
  process.env.PROVIDER_API_URL = stub.url;
  process.env.PROVIDER_TIMEOUT_MS = '300';
});

afterAll(async () => {
  await stub.close();
});

beforeEach(() => {
  stub.seen.length = 0;
  resetProviderHealth();
});

afterEach(() => {
  jest.restoreAllMocks();
});

it('sends an uncached read without fetch, with the provider-call headers, and keeps the connection', async () => {
  const fetchSpy = jest.spyOn(global, 'fetch');
  stub.answer('/api/search/hints/%D1%81%D1%82%D0%B8%D0%BC%2020', { body: hints });
  const result = await getSearchHints('стим 20', 'ru');
  expect(result.ok && result.data.byName[0]?.id).toBe(150);
  expect(fetchSpy).not.toHaveBeenCalled();
  const request = stub.seen[0]!;
  expect(request.method).toBe('GET');
  expect(request.url).toBe('/api/search/hints/%D1%81%D1%82%D0%B8%D0%BC%2020');
  expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
  expect(request.headers.accept).toBe('application/json');
  expect(request.headers['accept-language']).toBe('ru');
  expect(request.headers.connection).toBe('keep-alive');
});

it('sends a JSON body with its length and passes the answer through the schema', async () => {
  stub.answer('/api/login', {
    body: { token: 'provider-token-0123456789', user: { id: 1, email: 'ana@example.com', name: 'Ana', verified: true, balance: 0 } },
  });
  const result = await login({ locale: 'pt-BR' }, { email: 'ana@example.com', password: 'senha secreta' });
  expect(result.ok && result.data.token).toBe('provider-token-0123456789');
  const request = stub.seen[0]!;
  expect(request.method).toBe('POST');
  expect(JSON.parse(request.body)).toEqual({ email: 'ana@example.com', password: 'senha secreta' });
  expect(Number(request.headers['content-length'])).toBe(Buffer.byteLength(request.body));
});

it('keeps the status, body and Retry-After of a refusal', async () => {
  stub.answer('/api/login', { status: 429, headers: { 'Retry-After': '42' }, body: { message: 'Too many attempts' } });
  const result = await login({ locale: 'en' }, { email: 'ana@example.com', password: 'wrong password' });
  if (result.ok) throw new Error('expected a refusal');
  expect(result.error.kind).toBe('http');
  expect(result.error.status).toBe(429);
  expect(result.error.retryAfterSeconds).toBe(42);
  expect(result.error.body).toEqual({ message: 'Too many attempts' });
  expect(isProviderMarkedDown()).toBe(false);
});

it('gives up after the timeout and marks the provider down', async () => {
  // The answer would come after the timeout: only giving up at the timeout ends the call without it.
  stub.answer('/api/search/hints/slow', { delayMs: 1000, body: hints });
  const result = await getSearchHints('slow', 'en');
  expect(result.ok ? 'ok' : result.error.kind).toBe('timeout');
  expect(isProviderMarkedDown()).toBe(true);
});

it('retries a read once after a dropped connection, then reports a network outage', async () => {
  stub.answer('/api/search/hints/drop', { hangUp: true });
  const result = await getSearchHints('drop', 'en');
  expect(result.ok ? 'ok' : result.error.kind).toBe('network');
  expect(stub.seen).toHaveLength(2);
});

it('never retries a write after a dropped connection', async () => {
  stub.answer('/api/login', { hangUp: true });
  const result = await login({ locale: 'en' }, { email: 'ana@example.com', password: 'senha secreta' });
  expect(result.ok ? 'ok' : result.error.kind).toBe('network');
  expect(stub.seen).toHaveLength(1);
});

it('refuses an answer larger than any the provider sends', async () => {
  stub.answer('/api/search/hints/huge', { body: 'x'.repeat(MAX_ANSWER_BYTES + 1) });
  // Time enough to send it all on a busy machine: the size must be what stops it, not the clock.
  process.env.PROVIDER_TIMEOUT_MS = '20000';
  const result = await getSearchHints('huge', 'en');
  process.env.PROVIDER_TIMEOUT_MS = '300';
  expect(result.ok ? 'ok' : result.error.kind).toBe('network');
});

it('refuses an answer that does not match the schema', async () => {
  stub.answer('/api/search/hints/odd', { body: { hintsByName: [{ id: 'x' }], hintsByArt: [] } });
  const result = await getSearchHints('odd', 'en');
  expect(result.ok ? 'ok' : result.error.kind).toBe('validation');
});

it('cannot reach a provider that is not there', async () => {
  const previous = process.env.PROVIDER_API_URL;
  process.env.PROVIDER_API_URL = 'http://127.0.0.1:9';
  const result = await getSearchHints('steam', 'en');
  process.env.PROVIDER_API_URL = previous;
  expect(result.ok ? 'ok' : result.error.kind).toBe('network');
});

// The set-up the BFF route tests share, against the stub provider or the real reference provider:
// one provider for the file with the BFF pointed at it, a fresh state before each test (provider
// health, rate limits, the stub's log, its login answer), and a shopper signed in through
// POST /api/login whose session cookie the next requests carry.
import { POST as loginPOST } from '@/app/api/login/route';
import { resetRateLimits } from '@/lib/bff/rate-limit';
import { resetProviderHealth } from '@/lib/provider/health';
import { TEST_CLIENT_IP_SECRET, startProviderProcess, type ProviderProcess } from '../reference-provider/support/start-provider';
import { TOKEN, apiRequest, providerUser, setCookies } from './account-support';
import { startStubProvider, type SeenRequest, type StubAnswer, type StubProvider } from './stub-provider';

export const TEST_SESSION_SECRET = 'test-only-session-secret-0123456789abcdef';

/** What the provider answers a request without a valid bearer token. */
export const unauthenticated = { status: 401, body: { message: 'Unauthenticated.' } };

export interface StubProviderOptions {
  /** PROVIDER_TIMEOUT_MS: 300 unless a file's slow cases need longer. */
  timeoutMs?: number;
  /** Environment variables removed before the file's tests, so that their defaults apply. */
  unset?: string[];
}

/**
 * Starts a stub provider before the file's tests and closes it after them; before each test resets
 * provider health and rate limits, empties the stub's log and has it answer /api/login with TOKEN.
 * The returned stub is filled in once the file's beforeAll has run.
 */
export function withStubProvider(options: StubProviderOptions = {}): StubProvider {
  const stub = {} as StubProvider;
  beforeAll(async () => {
    Object.assign(stub, await startStubProvider());
    process.env.PROVIDER_API_URL = stub.url;
    process.env.PROVIDER_TIMEOUT_MS = String(options.timeoutMs ?? 300);
    process.env.SESSION_SECRET = TEST_SESSION_SECRET;
    for (const name of options.unset ?? []) delete process.env[name];
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    resetProviderHealth();
    resetRateLimits();
    stub.seen.length = 0;
    stub.answer('/api/login', { body: { token: TOKEN, user: providerUser } });
  });
  return stub;
}

/**
 * Starts the reference provider once for the file (as deployed: it believes the BFF's X-Client-IP)
 * and stops it after the file's tests. The returned handle is filled in once beforeAll has run.
 */
export function withReferenceProvider(): ProviderProcess {
  const provider = {} as ProviderProcess;
  beforeAll(async () => {
    Object.assign(provider, await startProviderProcess());
    process.env.PROVIDER_API_URL = provider.url;
    process.env.CLIENT_IP_SECRET = TEST_CLIENT_IP_SECRET;
    process.env.PROVIDER_TIMEOUT_MS = '5000';
    process.env.SESSION_SECRET = TEST_SESSION_SECRET;
    resetRateLimits();
  }, 60_000);
  afterAll(() => provider.stop?.());
  return provider;
}

/** A stub answer given only to a request that carries TOKEN as its bearer; any other gets 401. */
export const bearerOnly =
  (answer: (url: URL, request: SeenRequest) => StubAnswer) =>
  (url: URL, request: SeenRequest): StubAnswer =>
    request.headers.authorization === `Bearer ${TOKEN}` ? answer(url, request) : unauthenticated;

/** Signs the stub's shopper in, empties the stub's log, and gives the session cookie ("session=…"). */
export async function signedInCookie(stub: StubProvider): Promise<string> {
  const response = await loginPOST(apiRequest('/api/login?locale=en', { body: { email: 'ana@example.com', password: 'secret123' } }));
  expect(response.status).toBe(200);
  const [cookie] = setCookies(response);
  if (!cookie) throw new Error('no session cookie');
  stub.seen.length = 0;
  return cookie.pair;
}

/** The last request the stub saw on exactly this path (query left aside). */
export const lastSeenOn = (stub: StubProvider, path: string) => [...stub.seen].reverse().find((request) => request.url.split('?')[0] === path);

/** The second argument Next.js hands a route with an [id] segment. */
export const idParams = (id: string) => ({ params: Promise.resolve({ id }) });

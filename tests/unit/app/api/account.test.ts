// The BFF's account routes against a stub provider: the session cookie, what reaches the provider,
// bad input, the BFF's own limits and the provider's failures (docs/accounts-contract.md, "BFF").
import en from '@/messages/en.json';
import ptBR from '@/messages/pt-BR.json';
import { POST as loginPOST } from '@/app/api/login/route';
import { POST as logoutPOST } from '@/app/api/logout/route';
import { GET as passwordResetTokenGET, PATCH as passwordResetTokenPATCH } from '@/app/api/password-reset/[token]/route';
import { POST as passwordResetPOST } from '@/app/api/password-reset/route';
import { PATCH as emailConfirmPATCH } from '@/app/api/profile/email-update-confirmation/[token]/route';
import { POST as emailVerifyPOST } from '@/app/api/profile/email-verify/route';
import { PATCH as nameUpdatePATCH } from '@/app/api/profile/name-update/route';
import { GET as purchasesGET } from '@/app/api/profile/products/purchased/search/route';
import { POST as registerPOST } from '@/app/api/register/route';
import { GET as balanceGET } from '@/app/api/user/balance/route';
import { GET as userGET } from '@/app/api/user/route';
import { resetRateLimits } from '@/lib/bff/rate-limit';
import { resetRevocations } from '@/lib/bff/session-revocation';
import { resetProviderHealth } from '@/lib/provider/health';
import { CLIENT_IP, TOKEN, apiRequest, providerUser, readBody, setCookies } from '../../support/account-support';
import { startStubProvider, type StubProvider } from '../../support/stub-provider';

let stub: StubProvider;

beforeAll(async () => {
  stub = await startStubProvider();
  process.env.PROVIDER_API_URL = stub.url;
  process.env.PROVIDER_TIMEOUT_MS = '300';
  process.env.SESSION_SECRET = 'test-only-session-secret-0123456789abcdef';
});

afterAll(() => {
  resetRevocations();
  return stub.close();
});

beforeEach(() => {
  resetProviderHealth();
  resetRateLimits();
  // The stub hands out one token to every login: a logout during an outage must not outlive its test.
  resetRevocations();
  stub.seen.length = 0;
  stub.answer('/api/login', { body: { token: TOKEN, user: providerUser } });
  stub.answer('/api/register', { status: 201, body: { token: TOKEN, user: providerUser } });
  stub.answer('/api/user', (_url, request) =>
    request.headers.authorization === `Bearer ${TOKEN}` ? { body: { user: providerUser } } : { status: 401, body: { message: 'Unauthenticated.' } },
  );
  stub.answer('/api/logout', { body: { ok: true } });
});

const params = (token: string) => ({ params: Promise.resolve({ token }) });
const lastSeen = (path: string) => [...stub.seen].reverse().find((request) => request.url.startsWith(path));

async function logIn(locale = 'en'): Promise<string> {
  const response = await loginPOST(apiRequest(`/api/login?locale=${locale}`, { body: { email: 'ana@example.com', password: 'secret123' } }));
  expect(response.status).toBe(200);
  const [cookie] = setCookies(response);
  if (!cookie) throw new Error('no session cookie');
  return cookie.pair;
}

describe('POST /api/login', () => {
  it('answers {user} only and keeps the token in a sealed, httpOnly, Lax cookie', async () => {
    const response = await loginPOST(apiRequest('/api/login?locale=en', { body: { email: ' Ana@Example.com ', password: 'secret123' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readBody(response)).toEqual({ user: providerUser });

    const cookies = setCookies(response);
    expect(cookies).toHaveLength(1);
    const [cookie] = cookies;
    expect(cookie?.name).toBe('session');
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', 'max-age': String(30 * 24 * 3600) });
    expect(cookie?.attributes.secure).toBeUndefined();
    expect(cookie?.value.length).toBeGreaterThan(50);

    const sent = lastSeen('/api/login');
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ email: 'Ana@Example.com', password: 'secret123' });
    expect(sent?.headers['accept-language']).toBe('en');
    expect(sent?.headers['x-client-ip']).toBe(CLIENT_IP);
    expect(sent?.headers['x-client-ip-secret']).toBeUndefined();
    expect(sent?.headers.authorization).toBeUndefined();
  });

  it('vouches for X-Client-IP with CLIENT_IP_SECRET when it is set, and a client cannot send that header through', async () => {
    process.env.CLIENT_IP_SECRET = 'test-only-client-ip-secret-0123456789abcdef';
    try {
      stub.answer('/api/login', { body: { token: TOKEN, user: providerUser } });
      const response = await loginPOST(
        apiRequest('/api/login?locale=en', { body: { email: 'ana@example.com', password: 'secret123' }, headers: { 'x-client-ip-secret': 'forged' } }),
      );
      expect(response.status).toBe(200);
      const sent = lastSeen('/api/login');
      expect(sent?.headers['x-client-ip']).toBe(CLIENT_IP);
      expect(sent?.headers['x-client-ip-secret']).toBe('test-only-client-ip-secret-0123456789abcdef');
    } finally {
      delete process.env.CLIENT_IP_SECRET;
    }
  });

  it('lets a following GET /api/user through with the cookie, the token sent as a bearer', async () => {
    const cookie = await logIn();
    const response = await userGET(apiRequest('/api/user?locale=en', { cookie }));
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ user: providerUser });
    expect(lastSeen('/api/user')?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    // Seen a moment ago: nothing to write back.
    expect(setCookies(response)).toEqual([]);
  });

  it('starts a fresh session at every login', async () => {
    const first = await logIn();
    stub.answer('/api/login', { body: { token: `${TOKEN}x`, user: { ...providerUser, id: 7, name: 'Other' } } });
    const response = await loginPOST(apiRequest('/api/login', { body: { email: 'b@example.com', password: 'secret123' }, cookie: first }));
    const [second] = setCookies(response);
    expect(second?.pair).not.toBe(first);
    await userGET(apiRequest('/api/user', { cookie: second?.pair }));
    expect(lastSeen('/api/user')?.headers.authorization).toBe(`Bearer ${TOKEN}x`);
  });

  it('passes the provider 401 for wrong credentials on with its message', async () => {
    stub.answer('/api/login', { status: 401, body: { message: 'Incorrect username or password' } });
    const response = await loginPOST(apiRequest('/api/login?locale=en', { body: { email: 'ana@example.com', password: 'wrong-one' } }));
    expect(response.status).toBe(401);
    expect(await readBody(response)).toEqual({ message: 'Incorrect username or password' });
    expect(setCookies(response)).toEqual([]);
  });
});

describe('POST /api/register', () => {
  it('answers 201 {user}, sends the fields without `terms`, and signs in', async () => {
    const response = await registerPOST(
      apiRequest('/api/register', {
        body: { name: 'Ana1', email: 'ana@example.com', password: 'secret123', password_confirmation: 'secret123', terms: true },
      }),
    );
    expect(response.status).toBe(201);
    expect(await readBody(response)).toEqual({ user: providerUser });
    expect(JSON.parse(lastSeen('/api/register')?.body ?? '{}')).toEqual({
      name: 'Ana1',
      email: 'ana@example.com',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    const [cookie] = setCookies(response);
    expect((await userGET(apiRequest('/api/user', { cookie: cookie?.pair }))).status).toBe(200);
  });

  it.each([
    ['pt-BR', ptBR],
    ['en', en],
  ])('answers 422 with the first error per field translated (%s), without calling the provider', async (locale, messages) => {
    const response = await registerPOST(
      apiRequest(`/api/register?locale=${locale}`, {
        body: { name: 'A', email: 'not-an-email', password: 'short', password_confirmation: 'other', terms: false },
      }),
    );
    expect(response.status).toBe(422);
    expect(await readBody(response)).toEqual({
      message: messages.Api.invalidFields,
      errors: {
        name: [messages.Validation.nameTooShort],
        email: [messages.Validation.emailInvalid],
        password: [messages.Validation.passwordTooShort],
        password_confirmation: [messages.Validation.passwordsMismatch],
        terms: [messages.Validation.termsRequired],
      },
    });
    expect(lastSeen('/api/register')).toBeUndefined();
  });

  it('reads a missing or non-string field as required', async () => {
    const response = await registerPOST(apiRequest('/api/register?locale=en', { body: { name: 12345, terms: true } }));
    expect(response.status).toBe(422);
    const body = await readBody(response);
    expect(body.errors).toMatchObject({ name: [en.Validation.required], email: [en.Validation.required] });
  });

  it('passes the provider 422 (a taken e-mail) on as it came, in the shopper language', async () => {
    stub.answer('/api/register', { status: 422, body: { message: 'Dados inválidos', errors: { email: ['E-mail já existe'] } } });
    const response = await registerPOST(
      apiRequest('/api/register', {
        body: { name: 'Ana1', email: 'ana@example.com', password: 'secret123', password_confirmation: 'secret123', terms: true },
      }),
    );
    expect(response.status).toBe(422);
    expect(await readBody(response)).toEqual({ message: 'Dados inválidos', errors: { email: ['E-mail já existe'] } });
    expect(lastSeen('/api/register')?.headers['accept-language']).toBe('pt-BR');
    expect(setCookies(response)).toEqual([]);
  });
});

describe('malformed bodies', () => {
  it.each([
    ['broken JSON', '{"email": '],
    ['an array', '[1, 2]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['an empty body', ''],
  ])('answers 400 for %s', async (_label, body) => {
    const response = await loginPOST(apiRequest('/api/login?locale=en', { method: 'POST', body }));
    expect(response.status).toBe(400);
    expect(await readBody(response)).toEqual({ message: en.Api.badJson });
    expect(lastSeen('/api/login')).toBeUndefined();
  });

  it('answers a body over 16 KiB with 413 and closes the connection after it', async () => {
    const body = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(20_000) });
    const response = await loginPOST(apiRequest('/api/login?locale=en', { method: 'POST', body }));
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await readBody(response)).toEqual({ message: en.Api.bodyTooLarge });
    expect(lastSeen('/api/login')).toBeUndefined();
  });
});

describe('the session', () => {
  it('answers a guest 200 with no user (no failing request on a guest page load), without touching cookies', async () => {
    const response = await userGET(apiRequest('/api/user?locale=en'));
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ user: null });
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(setCookies(response)).toEqual([]);
    expect(lastSeen('/api/user')).toBeUndefined();
  });

  it('treats a cookie it cannot unseal as no session and clears it', async () => {
    const response = await balanceGET(apiRequest('/api/user/balance', { cookie: 'session=Fe26.2**garbage~2' }));
    expect(response.status).toBe(401);
    expect(await readBody(response)).toEqual({ message: ptBR.Api.unauthenticated });
    const [cleared] = setCookies(response);
    expect(cleared).toMatchObject({ name: 'session', value: '' });
    expect(cleared?.attributes['max-age']).toBe('0');
  });

  it('clears the session when the provider no longer knows the token', async () => {
    const cookie = await logIn();
    stub.answer('/api/user', { status: 401, body: { message: 'Unauthenticated.' } });
    const response = await userGET(apiRequest('/api/user?locale=en', { cookie }));
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ user: null });
    const [cleared] = setCookies(response);
    expect(cleared).toMatchObject({ name: 'session', value: '' });
    expect(cleared?.attributes['max-age']).toBe('0');
  });

  it('logs out: the provider revokes the token and the cookie is cleared', async () => {
    const cookie = await logIn();
    const response = await logoutPOST(apiRequest('/api/logout', { method: 'POST', cookie }));
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ ok: true });
    expect(lastSeen('/api/logout')?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const [cleared] = setCookies(response);
    expect(cleared).toMatchObject({ name: 'session', value: '' });
    expect(cleared?.attributes['max-age']).toBe('0');
  });

  it('logs out even when the provider is down', async () => {
    const cookie = await logIn();
    stub.answer('/api/logout', { hangUp: true });
    const response = await logoutPOST(apiRequest('/api/logout', { method: 'POST', cookie }));
    expect(response.status).toBe(200);
    expect(setCookies(response)[0]?.attributes['max-age']).toBe('0');
  });

  it('keeps the session user current after a name change', async () => {
    const cookie = await logIn();
    stub.answer('/api/profile/name-update', { body: { user: { ...providerUser, name: 'Bruna' } } });
    const response = await nameUpdatePATCH(apiRequest('/api/profile/name-update', { method: 'PATCH', body: { name: ' Bruna ' }, cookie }));
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ user: { ...providerUser, name: 'Bruna' } });
    expect(JSON.parse(lastSeen('/api/profile/name-update')?.body ?? '{}')).toEqual({ name: 'Bruna' });
    expect(setCookies(response)).toHaveLength(1);
  });
});

describe('origin check', () => {
  it('refuses a foreign Origin with 403 before anything else', async () => {
    const response = await loginPOST(
      apiRequest('/api/login?locale=en', { body: { email: 'ana@example.com', password: 'secret123' }, origin: 'https://evil.test' }),
    );
    expect(response.status).toBe(403);
    expect(await readBody(response)).toEqual({ message: en.Api.originRefused });
    expect(lastSeen('/api/login')).toBeUndefined();
  });

  it('refuses a cross-site request without Origin, and Origin: null', async () => {
    const crossSite = await logoutPOST(apiRequest('/api/logout', { method: 'POST', origin: null, headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(crossSite.status).toBe(403);
    const opaque = await logoutPOST(apiRequest('/api/logout', { method: 'POST', origin: 'null' }));
    expect(opaque.status).toBe(403);
  });

  it('lets a non-browser client without Origin through', async () => {
    const response = await loginPOST(apiRequest('/api/login', { body: { email: 'ana@example.com', password: 'secret123' }, origin: null }));
    expect(response.status).toBe(200);
  });
});

describe('rate limits', () => {
  it('stops the 11th login for one IP and e-mail within 10 minutes with 429 and Retry-After', async () => {
    stub.answer('/api/login', { status: 401, body: { message: 'Incorrect username or password' } });
    const attempt = (email: string, ip = CLIENT_IP) =>
      loginPOST(apiRequest('/api/login?locale=en', { body: { email, password: 'wrong-one' }, ip }));
    for (let i = 0; i < 10; i += 1) expect((await attempt('ana@example.com')).status).toBe(401);
    const calls = stub.seen.length;

    const limited = await attempt('ANA@example.com');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect(await readBody(limited)).toEqual({ message: 'Too many attempts. Please try again in 10 minutes.' });
    expect(stub.seen).toHaveLength(calls);

    // Another address from the same IP, and the same address from another IP, still get through.
    expect((await attempt('bia@example.com')).status).toBe(401);
    expect((await attempt('ana@example.com', '198.51.100.9')).status).toBe(401);
  });

  it('stops the 11th registration from one IP within an hour, translated', async () => {
    const attempt = () =>
      registerPOST(
        apiRequest('/api/register', {
          body: { name: 'Ana1', email: 'ana@example.com', password: 'secret123', password_confirmation: 'secret123', terms: true },
        }),
      );
    for (let i = 0; i < 10; i += 1) expect((await attempt()).status).toBe(201);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(await readBody(limited)).toEqual({ message: 'Muitas tentativas. Tente novamente em 60 minutos.' });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers a password reset the same for a registered and an unknown address, even when the provider tells them apart', async () => {
    const ask = async (email: string) => {
      const response = await passwordResetPOST(apiRequest('/api/password-reset?locale=en', { body: { email } }));
      return { status: response.status, body: await readBody(response) };
    };
    stub.answer('/api/password-reset', { body: { ok: true } });
    const registered = await ask('ana@example.com');
    // A provider of the older contract refuses an unknown address with 422 on `email`.
    stub.answer('/api/password-reset', { status: 422, body: { message: 'Email not found', errors: { email: ['Email not found'] } } });
    const unknown = await ask('nobody@example.com');
    expect(registered).toEqual({ status: 200, body: { ok: true } });
    expect(unknown).toEqual(registered);
  });

  it('passes the provider 429 on with its message and Retry-After', async () => {
    stub.answer('/api/password-reset', {
      status: 429,
      body: { message: 'Too many attempts. Please try again in 2 minutes.' },
      headers: { 'Retry-After': '120' },
    });
    const response = await passwordResetPOST(apiRequest('/api/password-reset?locale=en', { body: { email: 'ana@example.com' } }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('120');
    expect(await readBody(response)).toEqual({ message: 'Too many attempts. Please try again in 2 minutes.' });
  });
});

describe('provider failures', () => {
  it('answers 503 when the provider is down', async () => {
    stub.answer('/api/login', { hangUp: true });
    const response = await loginPOST(apiRequest('/api/login?locale=en', { body: { email: 'ana@example.com', password: 'secret123' } }));
    expect(response.status).toBe(503);
    expect(await readBody(response)).toEqual({ message: en.Api.unavailable });
    expect(setCookies(response)).toEqual([]);
  });

  it('answers 504 when the provider is slow', async () => {
    const cookie = await logIn();
    stub.answer('/api/user/balance', { delayMs: 1000, body: { balance: 1 } });
    const response = await balanceGET(apiRequest('/api/user/balance?locale=en', { cookie }));
    expect(response.status).toBe(504);
    expect(await readBody(response)).toEqual({ message: en.Api.timeout });
  });

  it('answers 502 when the provider answers nonsense or fails', async () => {
    stub.answer('/api/login', { body: { token: TOKEN } });
    const nonsense = await loginPOST(apiRequest('/api/login?locale=en', { body: { email: 'ana@example.com', password: 'secret123' } }));
    expect(nonsense.status).toBe(502);
    expect(await readBody(nonsense)).toEqual({ message: en.Api.badAnswer });
    stub.answer('/api/login', { status: 500, body: { message: `stack trace with ${TOKEN}` } });
    const failed = await loginPOST(apiRequest('/api/login?locale=en', { body: { email: 'ana@example.com', password: 'secret123' } }));
    expect(failed.status).toBe(502);
    expect(await readBody(failed)).toEqual({ message: en.Api.unavailable });
  });
});

describe('link tokens', () => {
  const goodToken = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

  it('answers 404 for a malformed token in the path, without calling the provider', async () => {
    for (const token of ['short', 'has spaces in it......', 'x'.repeat(300), '../../../etc/passwd']) {
      const response = await passwordResetTokenGET(apiRequest('/api/password-reset/x?locale=en'), params(token));
      expect(response.status).toBe(404);
      expect(await readBody(response)).toEqual({ message: en.Api.notFound });
    }
    const patch = await passwordResetTokenPATCH(
      apiRequest('/api/password-reset/x', { method: 'PATCH', body: { password: 'secret123', password_confirmation: 'secret123' } }),
      params('bad!'),
    );
    expect(patch.status).toBe(404);
    expect(stub.seen).toHaveLength(0);
  });

  it('answers 422 for a malformed token in a body', async () => {
    const response = await emailVerifyPOST(apiRequest('/api/profile/email-verify?locale=en', { body: { token: 'bad!' } }));
    expect(response.status).toBe(422);
    expect(await readBody(response)).toEqual({ message: en.Api.invalidFields, errors: { token: [en.Validation.tokenInvalid] } });
  });

  it('checks a reset link and passes 410 on', async () => {
    stub.answer(`/api/password-reset/${goodToken}`, { body: { ok: true, email: 'ana@example.com' } });
    const usable = await passwordResetTokenGET(apiRequest('/api/password-reset/x'), params(goodToken));
    expect(usable.status).toBe(200);
    expect(await readBody(usable)).toEqual({ ok: true, email: 'ana@example.com' });
    stub.answer(`/api/password-reset/${goodToken}`, { status: 410, body: { message: 'This link has expired or was already used' } });
    const gone = await passwordResetTokenGET(apiRequest('/api/password-reset/x'), params(goodToken));
    expect(gone.status).toBe(410);
    expect(await readBody(gone)).toEqual({ message: 'This link has expired or was already used' });
  });

  it('verifies an e-mail and refreshes the signed-in user', async () => {
    const cookie = await logIn();
    stub.answer('/api/profile/email-verify', { body: { ok: true, user: { ...providerUser, verified: true } } });
    const response = await emailVerifyPOST(apiRequest('/api/profile/email-verify', { body: { token: goodToken }, cookie }));
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ ok: true, user: { ...providerUser, verified: true } });
    expect(lastSeen('/api/profile/email-verify')?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(setCookies(response)).toHaveLength(1);
  });

  it('confirms an e-mail change without the dead token when the provider refuses it', async () => {
    const cookie = await logIn();
    const path = `/api/profile/email-update-confirmation/${goodToken}`;
    stub.answer(path, (_url, request) =>
      request.headers.authorization
        ? { status: 401, body: { message: 'Unauthenticated.' } }
        : { body: { ok: true, user: { ...providerUser, email: 'new@example.com', verified: true } } },
    );
    const response = await emailConfirmPATCH(apiRequest(path, { method: 'PATCH', cookie }), params(goodToken));
    expect(response.status).toBe(200);
    expect((await readBody(response)).user).toMatchObject({ email: 'new@example.com' });
    expect(setCookies(response)[0]?.attributes['max-age']).toBe('0');
  });
});

describe('GET /api/profile/products/purchased/search', () => {
  it('forwards page and search text and rewrites covers to /media', async () => {
    const cookie = await logIn();
    stub.answer('/api/profile/products/purchased/search', {
      body: {
        result: {
          products: [
            {
              id: 1,
              product_id: 7,
              name: 'Steam 50',
              price: 1049,
              purchased_at: '2025-01-02T03:04:05.000Z',
              article: 'ST-50',
              product_code: 'AAAA-BBBB',
              cover_path: `${stub.url}/media/covers/7.svg`,
            },
          ],
          total: 1,
          page: 2,
          limit: 10,
        },
      },
    });
    const response = await purchasesGET(apiRequest('/api/profile/products/purchased/search?page=2&search_string=steam&locale=en', { cookie }));
    expect(response.status).toBe(200);
    const body = await readBody(response);
    expect(body).toEqual({
      result: {
        products: [expect.objectContaining({ cover_path: '/media/covers/7.svg', product_code: 'AAAA-BBBB' })],
        total: 1,
        page: 2,
        limit: 10,
      },
    });
    const sent = new URL(lastSeen('/api/profile/products/purchased/search')?.url ?? '', 'http://stub');
    expect(sent.searchParams.get('page')).toBe('2');
    expect(sent.searchParams.get('search_string')).toBe('steam');
  });

  it('answers 422 for a bad page and 401 for a guest', async () => {
    const cookie = await logIn();
    const bad = await purchasesGET(apiRequest('/api/profile/products/purchased/search?page=0', { cookie }));
    expect(bad.status).toBe(422);
    expect(Object.keys((await readBody(bad)).errors as object)).toEqual(['page']);
    expect((await purchasesGET(apiRequest('/api/profile/products/purchased/search'))).status).toBe(401);
  });
});

// The BFF's account routes against the real reference provider (docs/accounts-contract.md): the
// answers parse, the session carries the provider's token, mails arrive, purchases list.
import { POST as loginPOST } from '@/app/api/login/route';
import { POST as logoutPOST } from '@/app/api/logout/route';
import { POST as emailVerifyPOST } from '@/app/api/profile/email-verify/route';
import { PATCH as nameUpdatePATCH } from '@/app/api/profile/name-update/route';
import { GET as purchasesGET } from '@/app/api/profile/products/purchased/search/route';
import { GET as passwordResetTokenGET } from '@/app/api/password-reset/[token]/route';
import { POST as passwordResetPOST } from '@/app/api/password-reset/route';
import { POST as registerPOST } from '@/app/api/register/route';
import { GET as balanceGET } from '@/app/api/user/balance/route';
import { GET as userGET } from '@/app/api/user/route';
import { apiRequest, setCookies } from '../../support/account-support';
import { withReferenceProvider } from '../../support/bff-provider';

const provider = withReferenceProvider();

interface Mail {
  kind: string;
  links: string[];
}

async function mails(to: string): Promise<Mail[]> {
  const response = await fetch(`${provider.url}/dev/mail.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { mails: Mail[] }).mails;
}

const lastPathSegment = (link: string) => new URL(link).pathname.split('/').pop() ?? '';

it('registers, verifies, renames, lists purchases and logs out', async () => {
  const email = `ana.${Date.now()}@example.com`;
  const registered = await registerPOST(
    apiRequest('/api/register?locale=en', {
      body: { name: 'Ana1', email, password: 'secret123', password_confirmation: 'secret123', terms: true },
    }),
  );
  expect(registered.status).toBe(201);
  const registeredText = await registered.text();
  expect(JSON.parse(registeredText)).toEqual({ user: { id: expect.any(Number), email, name: 'Ana1', verified: false, balance: 0 } });
  const cookie = setCookies(registered)[0]?.pair ?? '';
  expect(cookie).toMatch(/^session=/);

  const user = await userGET(apiRequest('/api/user', { cookie }));
  expect(user.status).toBe(200);
  expect((await balanceGET(apiRequest('/api/user/balance', { cookie }))).status).toBe(200);

  const verification = (await mails(email)).find((mail) => mail.kind === 'verify-email');
  const verifyToken = lastPathSegment(verification?.links[0] ?? 'http://x/');
  const verified = await emailVerifyPOST(apiRequest('/api/profile/email-verify?locale=en', { body: { token: verifyToken }, cookie }));
  expect(verified.status).toBe(200);
  expect((await verified.json()).user.verified).toBe(true);
  const verifiedAgain = await emailVerifyPOST(apiRequest('/api/profile/email-verify?locale=en', { body: { token: verifyToken }, cookie }));
  expect(verifiedAgain.status).toBe(410);

  const renamed = await nameUpdatePATCH(apiRequest('/api/profile/name-update', { method: 'PATCH', body: { name: 'Bruna' }, cookie }));
  expect(renamed.status).toBe(200);
  expect((await renamed.json()).user.name).toBe('Bruna');

  const fixture = await fetch(`${provider.url}/dev/purchases`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, count: 3 }),
  });
  expect(fixture.status).toBe(200);
  const purchases = await purchasesGET(apiRequest('/api/profile/products/purchased/search?page=1', { cookie }));
  expect(purchases.status).toBe(200);
  const page = (await purchases.json()).result;
  expect(page.total).toBe(3);
  expect(page.products[0].cover_path).toMatch(/^\/media\//);

  const loggedOut = await logoutPOST(apiRequest('/api/logout', { method: 'POST', cookie }));
  expect(loggedOut.status).toBe(200);
  // The token was revoked: the old cookie no longer opens anything, and is cleared.
  const after = await userGET(apiRequest('/api/user', { cookie }));
  expect(after.status).toBe(200);
  expect((await after.json()).user).toBeNull();
  expect(setCookies(after)[0]?.attributes['max-age']).toBe('0');

  const login = await loginPOST(apiRequest('/api/login?locale=en', { body: { email, password: 'secret123' } }));
  expect(login.status).toBe(200);
  const wrong = await loginPOST(apiRequest('/api/login?locale=en', { body: { email, password: 'wrong-password' } }));
  expect(wrong.status).toBe(401);
  expect((await wrong.json()).message).toEqual(expect.any(String));
}, 30_000);

it('sends a reset link whose token the BFF can check, and a taken e-mail in the shopper language', async () => {
  const email = `bia.${Date.now()}@example.com`;
  const body = { name: 'Bia1', email, password: 'secret123', password_confirmation: 'secret123', terms: true };
  expect((await registerPOST(apiRequest('/api/register', { body, ip: '198.51.100.20' }))).status).toBe(201);
  const taken = await registerPOST(apiRequest('/api/register?locale=pt-BR', { body, ip: '198.51.100.20' }));
  expect(taken.status).toBe(422);
  expect((await taken.json()).errors.email).toEqual([expect.any(String)]);

  const reset = await passwordResetPOST(apiRequest('/api/password-reset?locale=en', { body: { email } }));
  expect(reset.status).toBe(200);
  const link = (await mails(email)).find((mail) => mail.kind === 'password-reset')?.links[0] ?? 'http://x/';
  const token = lastPathSegment(link);
  const checked = await passwordResetTokenGET(apiRequest('/api/password-reset/x'), { params: Promise.resolve({ token }) });
  expect(checked.status).toBe(200);
  expect(await checked.json()).toEqual({ ok: true, email });
}, 30_000);

// The reference provider's account calls (docs/accounts-contract.md "Provider API" and "Development
// endpoints") against a live process with an in-memory database.
import { z } from 'zod';
import {
  accountClient,
  FieldErrorsAnswer,
  freshEmail,
  freshIp,
  MessageAnswer,
  OkAnswer,
  PurchasesAnswer,
  TokenAnswer,
  tokenOf,
  User,
} from '../support/accounts-client';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';

let provider: ProviderProcess;

beforeAll(async () => {
  provider = await startProviderProcess();
}, 120_000);

afterAll(async () => {
  await provider?.stop();
});

const { call, expectAnswer, expect422, register, login, mails, lastMail, password } = accountClient(() => provider.url);
const UserAnswer = z.strictObject({ user: User });
const VerifiedAnswer = z.strictObject({ ok: z.literal(true), user: User });

/** Removes accents and changes case: what a shopper might type for a name. */
const sloppy = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();

describe('register', () => {
  test('201 with a token and the user, never the password; the e-mail is stored trimmed and lower-cased', async () => {
    const email = freshEmail('Mixed').replace('mixed', 'MiXeD');
    const res = await call('POST', '/api/register', {
      body: { name: ' Tester1 ', email: `  ${email} `, password, password_confirmation: password },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).not.toContain(password);
    expect(res.text).not.toMatch(/password|hash/i);
    const { token, user } = TokenAnswer.parse(res.json);
    expect(user).toEqual({ id: user.id, email: email.toLowerCase(), name: 'Tester1', verified: false, balance: 0 });
    expect(await expectAnswer(call('GET', '/api/user', { token }), 200, UserAnswer)).toEqual({ user });
    expect(await expectAnswer(call('GET', '/api/user/balance', { token }), 200, z.strictObject({ balance: z.number() }))).toEqual({
      balance: 0,
    });
  });

  test('a taken e-mail (in any case) is 422 on email, in the request language', async () => {
    const { email } = await register();
    const expected: Record<string, string> = {
      'pt-BR': 'E-mail já existe',
      en: 'E-mail already exists',
      ru: 'E-mail уже существует',
      hi: 'ई-मेल पहले से मौजूद है',
    };
    for (const [locale, message] of Object.entries(expected)) {
      const body = await expect422(
        call('POST', '/api/register', {
          locale,
          body: { name: 'Another1', email: email.toUpperCase(), password, password_confirmation: password },
        }),
        ['email'],
      );
      expect(body).toEqual({ message, errors: { email: [message] } });
    }
  });

  test.each([
    ['nothing at all', {}, { name: 'This field is required', email: 'This field is required', password: 'This field is required', password_confirmation: 'This field is required' }],
    ['a short name', { name: 'a' }, { name: 'Name too short: at least 2 characters' }],
    ['a long name', { name: 'a'.repeat(51) }, { name: 'Name too long: at most 50 characters' }],
    ['a name of digits alone', { name: '2024' }, { name: 'Use letters, digits, spaces, hyphens, apostrophes or periods, with at least one letter' }],
    ['a name with a symbol', { name: 'Ana<b>' }, { name: 'Use letters, digits, spaces, hyphens, apostrophes or periods, with at least one letter' }],
    ['a blank name', { name: '   ' }, { name: 'This field is required' }],
    ['a number for the e-mail', { email: 42 }, { email: 'This field is required' }],
    ['an e-mail without a domain', { email: 'someone@' }, { email: 'Incorrect e-mail format' }],
    ['an e-mail with a space', { email: 'some one@example.com' }, { email: 'Incorrect e-mail format' }],
    ['a long e-mail', { email: `${'a'.repeat(117)}@example.com` }, { email: 'The e-mail can be at most 128 characters' }],
    ['a short password', { password: 'abc1234', password_confirmation: 'abc1234' }, { password: 'Password too short: at least 8 characters' }],
    ['a long password', { password: 'a'.repeat(129), password_confirmation: 'a'.repeat(129) }, { password: 'Password too long: at most 128 characters' }],
    ['a password with a control character', { password: 'secret\u0007123', password_confirmation: 'secret\u0007123' }, { password: 'The password cannot contain control characters' }],
    ['different passwords', { password: 'Secret123', password_confirmation: 'Secret124' }, { password_confirmation: 'The passwords do not match' }],
    ['no repeat', { password: 'Secret123', password_confirmation: '' }, { password_confirmation: 'This field is required' }],
  ])('422 for %s', async (_label, fields, errors) => {
    const base = { name: 'Tester1', email: freshEmail(), password, password_confirmation: password };
    const body = Object.keys(fields).length === 0 ? {} : { ...base, ...fields };
    const answer = await expect422(call('POST', '/api/register', { body }), Object.keys(errors));
    expect(answer.errors).toEqual(Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, [text]])));
    expect(answer.message).toBe(Object.values(errors)[0]);
  });

  test('Cyrillic and Devanagari letters are allowed in passwords', async () => {
    const user = await register({ password: 'пароль12' });
    await expectAnswer(login(user.email, 'пароль12'), 200, TokenAnswer);
    const hindi = await register({ password: 'पासवर्ड1234' });
    await expectAnswer(login(hindi.email, 'पासवर्ड1234'), 200, TokenAnswer);
  });

  // NIST SP 800-63B: real names in the shoppers' scripts, any printable password up to 128.
  test.each([
    ['João da Silva', 'minha senha é 🔑 & longa'],
    ['Ольга', 'пароль с пробелами!'],
    ['हिमांशु', 'मेरा पासवर्ड #1 है'],
    ["O'Brien", `P@ss w0rd ${'x'.repeat(117)}`],
    ['Anne-Marie J. Smith', '        '],
  ])('registers %s with the password %j and logs in with it', async (name, secret) => {
    const user = await register({ name, password: secret });
    expect(user.user.name).toBe(name);
    await expectAnswer(login(user.email, secret), 200, TokenAnswer);
  });

  test('a name is kept tidied: trimmed, one space between its words', async () => {
    const user = await register({ name: '  Anne   Marie ' });
    expect(user.user.name).toBe('Anne Marie');
  });

  test('validation messages follow Accept-Language', async () => {
    const body = { name: 'a', email: 'x', password: 'a', password_confirmation: 'b' };
    const pt = await expect422(call('POST', '/api/register', { body, locale: 'pt-BR' }), [
      'name',
      'email',
      'password',
      'password_confirmation',
    ]);
    expect(pt.errors.email).toEqual(['Formato de e-mail incorreto']);
    expect(pt.errors.password_confirmation).toEqual(['As senhas não coincidem']);
    const ru = await expect422(call('POST', '/api/register', { body, locale: 'ru-RU,ru;q=0.9' }), [
      'name',
      'email',
      'password',
      'password_confirmation',
    ]);
    expect(ru.errors.password).toEqual(['Слишком короткий пароль: не менее 8 символов']);
  });

  test('429 after 10 registrations from one IP in an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) await register({ ip });
    const res = await call('POST', '/api/register', {
      ip,
      body: { name: 'Tester1', email: freshEmail(), password, password_confirmation: password },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(MessageAnswer.parse(res.json).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    await register(); // another IP still may
  });

  test('X-Client-IP without the storefront\'s secret is not believed: rotating it does not escape the limit of the socket', async () => {
    // Nothing else in this file registers from the socket's own address (every other call is vouched for).
    const attempt = (i: number, secret?: string) =>
      call('POST', '/api/register', {
        ip: freshIp(),
        headers: { 'X-Client-IP-Secret': secret ?? '' },
        body: { name: `Rotator${i}`, email: freshEmail('rotated'), password, password_confirmation: password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt(i, i % 2 ? 'wrong-secret' : undefined)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    // The storefront (with the secret) still gets a fresh address's window.
    await register();
  });
});

describe('request bodies', () => {
  test('malformed JSON is 400, a JSON value that is not an object 400, a huge body 413', async () => {
    for (const rawBody of ['{bad', '{"email": "a@b.co"', 'nul']) {
      const res = await call('POST', '/api/login', { rawBody });
      expect({ rawBody, status: res.status }).toEqual({ rawBody, status: 400 });
      MessageAnswer.parse(res.json);
    }
    const pt = await call('POST', '/api/register', { rawBody: '{', locale: 'pt-BR' });
    expect(MessageAnswer.parse(pt.json).message).toBe('O corpo do pedido não é um JSON válido.');
    for (const rawBody of ['[]', '"text"', '42', 'null']) {
      const res = await call('POST', '/api/register', { rawBody });
      expect({ rawBody, status: res.status }).toEqual({ rawBody, status: 400 });
    }
    const huge = await call('POST', '/api/register', { body: { name: 'x'.repeat(20_000) } });
    expect(huge.status).toBe(413);
    MessageAnswer.parse(huge.json);
  });

  test('an unknown method on an account path is 405', async () => {
    expect((await call('DELETE', '/api/login')).status).toBe(405);
  });
});

describe('login', () => {
  test('200 with a new token; the e-mail in any case; wrong password or unknown e-mail 401 (same message)', async () => {
    const user = await register();
    const ok = await expectAnswer(login(`  ${user.email.toUpperCase()} `, user.password), 200, TokenAnswer);
    expect(ok.user).toEqual(user.user);
    expect(ok.token).not.toBe(user.token);
    const wrong = await expectAnswer(login(user.email, 'Wrong1234'), 401, MessageAnswer);
    expect(wrong.message).toBe('Incorrect username or password');
    const unknown = await expectAnswer(login(freshEmail(), 'Wrong1234'), 401, MessageAnswer);
    expect(unknown).toEqual(wrong);
    const pt = await expectAnswer(login(user.email, 'Wrong1234', { locale: 'pt-BR' }), 401, MessageAnswer);
    expect(pt.message).toBe('Usuário ou senha incorretos');
  });

  test('422 for the login form rules', async () => {
    expect((await expect422(login('not-an-email', 'x'), ['email'])).errors.email).toEqual(['Incorrect e-mail format']);
    expect((await expect422(login(freshEmail(), ''), ['password'])).errors.password).toEqual(['The password cannot be empty']);
    expect((await expect422(login(freshEmail(), 'a'.repeat(129)), ['password'])).errors.password).toEqual([
      'Password too long: at most 128 characters',
    ]);
  });

  test('429 after 5 failures for one e-mail, even from several IPs and with the right password; other e-mails go on', async () => {
    const user = await register();
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, 'Wrong1234')).status).toBe(401);
    const blocked = await login(user.email, user.password, { locale: 'pt-BR' });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(MessageAnswer.parse(blocked.json).message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/);
    const other = await register();
    await expectAnswer(login(other.email, other.password), 200, TokenAnswer);
  });

  test('successful logins do not count', async () => {
    const user = await register();
    const ip = freshIp();
    for (let i = 0; i < 8; i += 1) await expectAnswer(login(user.email, user.password, { ip }), 200, TokenAnswer);
    for (let i = 0; i < 4; i += 1) expect((await login(user.email, 'Wrong1234', { ip })).status).toBe(401);
    await expectAnswer(login(user.email, user.password, { ip }), 200, TokenAnswer);
  });

  test('429 after 30 failures from one IP, whatever the e-mails; another IP goes on', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) expect((await login(freshEmail('nobody'), 'Wrong1234', { ip })).status).toBe(401);
    const user = await register();
    const blocked = await login(user.email, user.password, { ip, locale: 'ru' });
    expect(blocked.status).toBe(429);
    expect(MessageAnswer.parse(blocked.json).message).toMatch(/^Слишком много попыток\. Повторите через \d+ минут/);
    await expectAnswer(login(user.email, user.password), 200, TokenAnswer);
  }, 60_000);
});

describe('bearer tokens', () => {
  const BEARER_CALLS: Array<[string, string]> = [
    ['POST', '/api/logout'],
    ['GET', '/api/user'],
    ['GET', '/api/user/balance'],
    ['POST', '/api/profile/email-verify/resend'],
    ['PATCH', '/api/profile/name-update'],
    ['PATCH', '/api/profile/email-update'],
    ['PATCH', '/api/profile/password-update'],
    ['GET', '/api/profile/products/purchased/search'],
  ];

  test.each(BEARER_CALLS)('%s %s: 401 without a live token', async (method, path) => {
    for (const token of [undefined, 'garbage', 'A'.repeat(43)]) {
      const res = await call(method, path, { token, body: method === 'GET' ? undefined : {} });
      expect({ token, status: res.status }).toEqual({ token, status: 401 });
      expect(MessageAnswer.parse(res.json).message).toBe('Unauthenticated.');
    }
  });

  test('the 401 message is localised', async () => {
    const res = await call('GET', '/api/user', { locale: 'pt-BR' });
    expect(MessageAnswer.parse(res.json).message).toBe('Não autenticado.');
  });

  test('logout revokes the presented token only', async () => {
    const user = await register();
    const second = await expectAnswer(login(user.email, user.password), 200, TokenAnswer);
    expect(await expectAnswer(call('POST', '/api/logout', { token: second.token }), 200, OkAnswer)).toEqual({ ok: true });
    expect((await call('GET', '/api/user', { token: second.token })).status).toBe(401);
    expect((await call('POST', '/api/logout', { token: second.token })).status).toBe(401);
    await expectAnswer(call('GET', '/api/user', { token: user.token }), 200, UserAnswer);
  });
});

describe('e-mail verification', () => {
  test('the mail of registration, in its language, with a link that works once', async () => {
    const user = await register({ locale: 'ru' });
    const mail = await lastMail(user.email, 'verify-email');
    expect(mail.locale).toBe('ru');
    expect(mail.subject).toBe('Подтвердите e-mail');
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/ru\/verify-email\/[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(mail.links[0]);
    const token = tokenOf(mail.links[0]!);
    const verified = await expectAnswer(call('POST', '/api/profile/email-verify', { body: { token } }), 200, VerifiedAnswer);
    expect(verified.user).toEqual({ ...user.user, verified: true });
    const again = await expectAnswer(call('POST', '/api/profile/email-verify', { body: { token }, locale: 'pt-BR' }), 410, MessageAnswer);
    expect(again.message).toBe('Este link expirou ou já foi usado');
    expect((await expectAnswer(call('GET', '/api/user', { token: user.token }), 200, UserAnswer)).user.verified).toBe(true);
  });

  test('pt-BR links have no locale prefix', async () => {
    const user = await register({ locale: 'pt-BR' });
    const mail = await lastMail(user.email, 'verify-email');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).toBe('Confirme seu e-mail');
  });

  test('a missing token is 422, a malformed one 404, an unknown one 410', async () => {
    await expect422(call('POST', '/api/profile/email-verify', { body: {} }), ['token']);
    await expectAnswer(call('POST', '/api/profile/email-verify', { body: { token: 'short' } }), 404, MessageAnswer);
    await expectAnswer(call('POST', '/api/profile/email-verify', { body: { token: 'A'.repeat(43) } }), 410, MessageAnswer);
  });

  test('a token of another kind does not verify', async () => {
    const user = await register();
    await expectAnswer(call('POST', '/api/password-reset', { body: { email: user.email } }), 200, OkAnswer);
    const reset = tokenOf((await lastMail(user.email, 'password-reset')).links[0]!);
    await expectAnswer(call('POST', '/api/profile/email-verify', { body: { token: reset } }), 410, MessageAnswer);
  });

  test('resend: a new mail while unverified, none once verified', async () => {
    const user = await register({ locale: 'en' });
    expect(await mails(user.email)).toHaveLength(1);
    await expectAnswer(call('POST', '/api/profile/email-verify/resend', { token: user.token, locale: 'hi' }), 200, OkAnswer);
    const all = await mails(user.email);
    expect(all.map((mail) => [mail.kind, mail.locale])).toEqual([
      ['verify-email', 'hi'],
      ['verify-email', 'en'],
    ]);
    expect(all[0]!.links[0]).toMatch(/^http:\/\/localhost:3000\/hi\/verify-email\//);
    await expectAnswer(call('POST', '/api/profile/email-verify', { body: { token: tokenOf(all[1]!.links[0]!) } }), 200, VerifiedAnswer);
    await expectAnswer(call('POST', '/api/profile/email-verify/resend', { token: user.token }), 200, OkAnswer);
    expect(await mails(user.email)).toHaveLength(2);
  });

  test('429 after 20 attempts from one IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await call('POST', '/api/profile/email-verify', { ip, body: { token: 'B'.repeat(43) } })).status).toBe(410);
    }
    const res = await call('POST', '/api/profile/email-verify', { ip, body: { token: 'B'.repeat(43) } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  test('a registered and an unknown e-mail get the same answer, and only the account gets a mail; a malformed one the recovery message', async () => {
    const user = await register();
    const unknown = freshEmail('nobody');
    for (const locale of ['en', 'pt-BR']) {
      const known = await call('POST', '/api/password-reset', { body: { email: user.email }, locale });
      const stranger = await call('POST', '/api/password-reset', { body: { email: unknown }, locale });
      expect({ status: stranger.status, body: stranger.text }).toEqual({ status: known.status, body: known.text });
      expect(OkAnswer.parse(known.json)).toEqual({ ok: true });
    }
    expect((await mails(user.email)).filter((mail) => mail.kind === 'password-reset')).toHaveLength(2);
    expect(await mails(unknown)).toEqual([]);
    const bad = await expect422(call('POST', '/api/password-reset', { body: { email: 'nope' } }), ['email']);
    expect(bad.errors.email).toEqual(['Invalid recovery e-mail']);
  });

  test('an unknown e-mail counts against the same limits: 429 after 3 requests for it', async () => {
    const email = freshEmail('nobody');
    for (let i = 0; i < 3; i += 1) await expectAnswer(call('POST', '/api/password-reset', { body: { email } }), 200, OkAnswer);
    const res = await call('POST', '/api/password-reset', { body: { email } });
    expect(res.status).toBe(429);
  });

  test('request, check, new password; the link works once and every session ends', async () => {
    const user = await register();
    const other = await expectAnswer(login(user.email, user.password), 200, TokenAnswer);
    await expectAnswer(call('POST', '/api/password-reset', { body: { email: user.email.toUpperCase() }, locale: 'en' }), 200, OkAnswer);
    const mail = await lastMail(user.email, 'password-reset');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/en\/password-reset\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(mail.links[0]!);

    expect(await expectAnswer(call('GET', `/api/password-reset/${token}`), 200, z.strictObject({ ok: z.literal(true), email: z.string() }))).toEqual({
      ok: true,
      email: user.email,
    });
    await expect422(call('PATCH', `/api/password-reset/${token}`, { body: { password: 'NewSecret1', password_confirmation: 'Other1234' } }), [
      'password_confirmation',
    ]);
    await expect422(call('PATCH', `/api/password-reset/${token}`, { body: { password: 'short', password_confirmation: 'short' } }), ['password']);
    await expectAnswer(
      call('PATCH', `/api/password-reset/${token}`, { body: { password: 'NewSecret1', password_confirmation: 'NewSecret1' } }),
      200,
      OkAnswer,
    );

    expect((await login(user.email, user.password)).status).toBe(401);
    await expectAnswer(login(user.email, 'NewSecret1'), 200, TokenAnswer);
    for (const session of [user.token, other.token]) expect((await call('GET', '/api/user', { token: session })).status).toBe(401);

    const reused = await expectAnswer(call('GET', `/api/password-reset/${token}`, { locale: 'hi' }), 410, MessageAnswer);
    expect(reused.message).toBe('यह लिंक समाप्त हो गया है या पहले ही उपयोग किया जा चुका है');
    await expectAnswer(
      call('PATCH', `/api/password-reset/${token}`, { body: { password: 'Third1234', password_confirmation: 'Third1234' } }),
      410,
      MessageAnswer,
    );
    expect((await login(user.email, 'Third1234')).status).toBe(401);
  });

  test('a malformed token is 404, an unknown one 410', async () => {
    await expectAnswer(call('GET', '/api/password-reset/not-a-token'), 404, MessageAnswer);
    await expectAnswer(call('PATCH', '/api/password-reset/not-a-token', { body: {} }), 404, MessageAnswer);
    await expectAnswer(call('GET', `/api/password-reset/${'C'.repeat(43)}`), 410, MessageAnswer);
  });

  test('two concurrent uses of one link: exactly one succeeds', async () => {
    const user = await register();
    await expectAnswer(call('POST', '/api/password-reset', { body: { email: user.email } }), 200, OkAnswer);
    const token = tokenOf((await lastMail(user.email, 'password-reset')).links[0]!);
    const statuses = await Promise.all(
      ['Parallel11', 'Parallel22', 'Parallel33'].map((pass) =>
        call('PATCH', `/api/password-reset/${token}`, { body: { password: pass, password_confirmation: pass } }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 410)).toHaveLength(2);
  });

  test('429 after 3 requests for one e-mail in 15 minutes', async () => {
    const user = await register();
    for (let i = 0; i < 3; i += 1) await expectAnswer(call('POST', '/api/password-reset', { body: { email: user.email } }), 200, OkAnswer);
    const res = await call('POST', '/api/password-reset', { body: { email: user.email } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('profile', () => {
  test('name update', async () => {
    const user = await register();
    const { user: updated } = await expectAnswer(
      call('PATCH', '/api/profile/name-update', { token: user.token, body: { name: ' Renamed9 ' } }),
      200,
      UserAnswer,
    );
    expect(updated).toEqual({ ...user.user, name: 'Renamed9' });
    expect((await expectAnswer(call('GET', '/api/user', { token: user.token }), 200, UserAnswer)).user.name).toBe('Renamed9');
    for (const [name, message] of [
      ['a', 'Name too short: at least 2 characters'],
      ['007', 'Use letters, digits, spaces, hyphens, apostrophes or periods, with at least one letter'],
      ['', 'This field is required'],
    ]) {
      const body = await expect422(call('PATCH', '/api/profile/name-update', { token: user.token, body: { name } }), ['name']);
      expect(body.errors.name).toEqual([message]);
    }
  });

  test('e-mail update: a confirmation mail to the new address, applied once by its link', async () => {
    const user = await register();
    const taken = await register();
    await expect422(call('PATCH', '/api/profile/email-update', { token: user.token, body: { email: taken.email } }), ['email']);
    await expect422(call('PATCH', '/api/profile/email-update', { token: user.token, body: { email: 'bad' } }), ['email']);

    const next = freshEmail('next');
    await expectAnswer(call('PATCH', '/api/profile/email-update', { token: user.token, body: { email: next }, locale: 'en' }), 200, OkAnswer);
    // The old address is told (its notice is tested below).
    expect((await mails(user.email)).map((m) => m.kind)).toEqual(['email-update-notice', 'verify-email']);
    const mail = await lastMail(next, 'email-update');
    expect(mail.to).toBe(next);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/en\/\?emailToken=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(mail.links[0]!);
    // Nothing changes before the confirmation.
    expect((await expectAnswer(call('GET', '/api/user', { token: user.token }), 200, UserAnswer)).user.email).toBe(user.email);

    const confirmed = await expectAnswer(call('PATCH', `/api/profile/email-update-confirmation/${token}`), 200, VerifiedAnswer);
    expect(confirmed.user).toEqual({ ...user.user, email: next, verified: true });
    await expectAnswer(login(next, user.password), 200, TokenAnswer);
    expect((await login(user.email, user.password)).status).toBe(401);
    await expectAnswer(call('PATCH', `/api/profile/email-update-confirmation/${token}`), 410, MessageAnswer);
    await expectAnswer(call('PATCH', '/api/profile/email-update-confirmation/bad-token'), 404, MessageAnswer);
  });

  test('e-mail update: an address taken before the confirmation is refused', async () => {
    const user = await register();
    const wanted = freshEmail('wanted');
    await expectAnswer(call('PATCH', '/api/profile/email-update', { token: user.token, body: { email: wanted } }), 200, OkAnswer);
    const token = tokenOf((await lastMail(wanted, 'email-update')).links[0]!);
    await register({ email: wanted });
    const refused = await expect422(call('PATCH', `/api/profile/email-update-confirmation/${token}`, { locale: 'pt-BR' }), ['email']);
    expect(refused.errors.email).toEqual(['E-mail já existe']);
    expect((await expectAnswer(call('GET', '/api/user', { token: user.token }), 200, UserAnswer)).user.email).toBe(user.email);
  });

  test('password update: checked against the current password, applied by the mailed link', async () => {
    const user = await register();
    const other = await expectAnswer(login(user.email, user.password), 200, TokenAnswer);
    const wrong = await expect422(
      call('PATCH', '/api/profile/password-update', {
        token: user.token,
        body: { password: 'NotMine123', newPassword: 'Changed123', new_password_confirmation: 'Changed123' },
      }),
      ['password'],
    );
    expect(wrong.errors.password).toEqual(['The current password is incorrect']);
    await expect422(
      call('PATCH', '/api/profile/password-update', {
        token: user.token,
        body: { password: user.password, newPassword: 'Changed123', new_password_confirmation: 'Changed124' },
      }),
      ['new_password_confirmation'],
    );
    await expect422(call('PATCH', '/api/profile/password-update', { token: user.token, body: {} }), [
      'password',
      'newPassword',
      'new_password_confirmation',
    ]);
    await expectAnswer(
      call('PATCH', '/api/profile/password-update', {
        token: user.token,
        locale: 'pt-BR',
        body: { password: user.password, newPassword: 'Changed123', new_password_confirmation: 'Changed123' },
      }),
      200,
      OkAnswer,
    );
    const mail = await lastMail(user.email, 'password-update');
    expect(mail.subject).toBe('Confirme sua nova senha');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/\?passwordToken=[A-Za-z0-9_-]{43}$/);
    // Not yet applied.
    await expectAnswer(login(user.email, user.password), 200, TokenAnswer);
    expect((await login(user.email, 'Changed123')).status).toBe(401);

    const token = tokenOf(mail.links[0]!);
    await expectAnswer(call('POST', '/api/profile/password-update-confirmation', { token: user.token, body: { token } }), 200, OkAnswer);
    await expectAnswer(login(user.email, 'Changed123'), 200, TokenAnswer);
    expect((await login(user.email, user.password)).status).toBe(401);
    await expectAnswer(call('GET', '/api/user', { token: user.token }), 200, UserAnswer);
    expect((await call('GET', '/api/user', { token: other.token })).status).toBe(401);
    await expectAnswer(call('POST', '/api/profile/password-update-confirmation', { body: { token } }), 410, MessageAnswer);
    await expect422(call('POST', '/api/profile/password-update-confirmation', { body: {} }), ['token']);
  });

  test('e-mail update: the old address gets a notice in the request language, naming the new address, with a reset link', async () => {
    const expected: Record<string, { subject: string; prefix: string; words: string }> = {
      'pt-BR': { subject: 'O e-mail da sua conta está sendo alterado', prefix: '', words: 'Se não foi' },
      en: { subject: 'The e-mail of your account is being changed', prefix: '/en', words: 'If it was not' },
      ru: { subject: 'E-mail вашего аккаунта меняют', prefix: '/ru', words: 'Если нет' },
      hi: { subject: 'आपके खाते का ई-मेल बदला जा रहा है', prefix: '/hi', words: 'अगर नहीं' },
    };
    for (const [locale, want] of Object.entries(expected)) {
      const user = await register({ name: 'Marina1' });
      const next = freshEmail('next');
      await expectAnswer(call('PATCH', '/api/profile/email-update', { token: user.token, body: { email: next }, locale }), 200, OkAnswer);
      const notice = await lastMail(user.email, 'email-update-notice');
      expect(notice).toMatchObject({ to: user.email, subject: want.subject, locale });
      expect(notice.text).toContain(next);
      expect(notice.text).toContain('Marina1');
      expect(notice.text).toContain(want.words);
      expect(notice.links).toHaveLength(1);
      expect(notice.links[0]).toMatch(new RegExp(`^http://localhost:3000${want.prefix}/password-reset/[A-Za-z0-9_-]{43}$`));
      // Nothing of the new address's own link is in it.
      expect(notice.text).not.toContain('emailToken');
    }
  });

  test('e-mail update the owner did not ask for: the notice link cancels it, ends every session and keeps the address', async () => {
    const owner = await register();
    const intruder = freshEmail('intruder');
    await expectAnswer(call('PATCH', '/api/profile/email-update', { token: owner.token, body: { email: intruder } }), 200, OkAnswer);
    const confirmation = tokenOf((await lastMail(intruder, 'email-update')).links[0]!);
    const reset = tokenOf((await lastMail(owner.email, 'email-update-notice')).links[0]!);

    expect(await expectAnswer(call('GET', `/api/password-reset/${reset}`), 200, z.strictObject({ ok: z.literal(true), email: z.string() }))).toEqual({
      ok: true,
      email: owner.email,
    });
    await expectAnswer(call('PATCH', `/api/password-reset/${reset}`, { body: { password: 'Mine4ever', password_confirmation: 'Mine4ever' } }), 200, OkAnswer);
    // The change can no longer be confirmed, the session that asked for it is over.
    await expectAnswer(call('PATCH', `/api/profile/email-update-confirmation/${confirmation}`), 410, MessageAnswer);
    expect((await call('GET', '/api/user', { token: owner.token })).status).toBe(401);
    await expectAnswer(login(owner.email, 'Mine4ever'), 200, TokenAnswer);
  });

  test('e-mail update confirmed by someone else: the notice link still works and gives the address back', async () => {
    const owner = await register();
    const intruder = freshEmail('intruder');
    await expectAnswer(call('PATCH', '/api/profile/email-update', { token: owner.token, body: { email: intruder } }), 200, OkAnswer);
    const confirmation = tokenOf((await lastMail(intruder, 'email-update')).links[0]!);
    await expectAnswer(call('PATCH', `/api/profile/email-update-confirmation/${confirmation}`), 200, VerifiedAnswer);
    // A plain reset link of the old address is void after the change; the notice's is not.
    const reset = tokenOf((await lastMail(owner.email, 'email-update-notice')).links[0]!);
    await expectAnswer(call('PATCH', `/api/password-reset/${reset}`, { body: { password: 'Mine4ever', password_confirmation: 'Mine4ever' } }), 200, OkAnswer);

    const back = await expectAnswer(login(owner.email, 'Mine4ever'), 200, TokenAnswer);
    expect(back.user.email).toBe(owner.email);
    expect((await login(intruder, 'Mine4ever')).status).toBe(401);
    expect((await call('GET', '/api/user', { token: owner.token })).status).toBe(401);
    // Used once.
    await expectAnswer(call('GET', `/api/password-reset/${reset}`), 410, MessageAnswer);
  });

  test('a newer e-mail or password change voids the pending link of the older one', async () => {
    const user = await register();
    const first = freshEmail('first');
    const second = freshEmail('second');
    await expectAnswer(call('PATCH', '/api/profile/email-update', { token: user.token, body: { email: first } }), 200, OkAnswer);
    await expectAnswer(call('PATCH', '/api/profile/email-update', { token: user.token, body: { email: second } }), 200, OkAnswer);
    const older = tokenOf((await lastMail(first, 'email-update')).links[0]!);
    await expectAnswer(call('PATCH', `/api/profile/email-update-confirmation/${older}`), 410, MessageAnswer);
  });
});

describe('purchases', () => {
  const search = (token: string, query = '', locale = 'en') =>
    expectAnswer(call('GET', `/api/profile/products/purchased/search${query}`, { token, locale }), 200, PurchasesAnswer);

  test('none for a new account', async () => {
    const user = await register();
    expect((await search(user.token)).result).toEqual({ products: [], total: 0, page: 1, limit: 10 });
  });

  test('the fixture, paging newest first, search by name, article or code in the request language', async () => {
    const user = await register();
    const given = await expectAnswer(
      call('POST', '/dev/purchases', { body: { email: user.email, count: 12 } }),
      200,
      z.strictObject({ ok: z.literal(true), purchases: z.number() }),
    );
    expect(given).toEqual({ ok: true, purchases: 12 });

    const first = (await search(user.token)).result;
    expect(first.total).toBe(12);
    expect(first.products).toHaveLength(10);
    const second = (await search(user.token, '?page=2')).result;
    expect(second).toMatchObject({ total: 12, page: 2, limit: 10 });
    expect(second.products).toHaveLength(2);
    const all = [...first.products, ...second.products];
    expect(new Set(all.map((p) => p.id)).size).toBe(12);
    expect(new Set(all.map((p) => p.product_code)).size).toBe(12);
    const order = all.map((p) => [Date.parse(p.purchased_at), p.id] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(order).toEqual(sorted);
    expect((await search(user.token, '?page=3')).result.products).toEqual([]);

    // Each price is the product's price; the code is one the product no longer offers.
    const sample = all[0]!;
    // The cover is the one drawn in the answer's language.
    expect(sample.cover_path).toBe(`/media/covers/en/${sample.product_id}.svg`);
    expect((await search(user.token, '', 'ru')).result.products[0]!.cover_path).toBe(`/media/covers/ru/${sample.product_id}.svg`);
    const product = await call('GET', `/api/products/${sample.product_id}`);
    expect((product.json as { product: { price: number } }).product.price).toBe(sample.price);

    // By article: part of it, in any case, separators optional.
    const byArticle = (await search(user.token, `?search_string=${encodeURIComponent(sample.article.toLowerCase())}`)).result;
    expect(byArticle.products.map((p) => p.id)).toContain(sample.id);
    const compact = sample.article.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
    expect((await search(user.token, `?search_string=${compact}`)).result.products.map((p) => p.id)).toContain(sample.id);

    // By name, without accents and in upper case, in each language.
    for (const locale of ['pt-BR', 'ru', 'en']) {
      const named = (await search(user.token, '', locale)).result.products[0]!;
      const found = (await search(user.token, `?search_string=${encodeURIComponent(`  ${sloppy(named.name)}  `)}`, locale)).result;
      expect({ locale, ids: found.products.map((p) => p.id) }).toEqual({ locale, ids: expect.arrayContaining([named.id]) });
    }
    const ruName = (await search(user.token, '', 'ru')).result.products[0]!.name;
    expect(ruName).toMatch(/[\u0400-\u04ff]/);

    // By the delivered code: whole, in part, in lower case, without its dashes.
    const code = sample.product_code;
    const compactCode = code.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
    for (const text of [code, code.slice(0, 8).toLowerCase(), compactCode.slice(-9)]) {
      const byCode = (await search(user.token, `?search_string=${encodeURIComponent(text)}`)).result;
      expect({ text, ids: byCode.products.map((p) => p.id) }).toEqual({ text, ids: [sample.id] });
    }

    expect((await search(user.token, '?search_string=zzqqxxnothing')).result).toEqual({ products: [], total: 0, page: 1, limit: 10 });
    // Someone else's purchases stay theirs, even searched by their code.
    const stranger = await register();
    expect((await search(stranger.token)).result.total).toBe(0);
    expect((await search(stranger.token, `?search_string=${encodeURIComponent(code)}`)).result.total).toBe(0);
  });

  test('finds purchases by the shop search\'s one rule: transliteration, shoppers\' words, nominals, typos', async () => {
    const user = await register();
    for (let i = 0; i < 2; i++) {
      await expectAnswer(call('POST', '/dev/purchases', { body: { email: user.email, count: 50 } }), 200, z.object({ ok: z.literal(true) }));
    }
    /** Every purchase a search finds, page after page. */
    const found = async (text: string, locale: string) => {
      const purchases: Array<{ id: number; product_id: number }> = [];
      for (let page = 1; ; page++) {
        const { result } = await search(user.token, `?page=${page}&search_string=${encodeURIComponent(text)}`, locale);
        purchases.push(...result.products);
        if (page * 10 >= result.total) return purchases;
      }
    };
    const all = await found('', 'en');
    expect(all).toHaveLength(100);
    /** The products the shop's own search lists for the text. */
    const shopFinds = async (text: string, locale: string) => {
      const ids = new Set<number>();
      for (let offset = 0; ; offset += 20) {
        const res = await call('GET', `/api/search/products/${encodeURIComponent(text)}/filter?offset=${offset}`, { locale });
        const page = (res.json as { result: { products: Array<{ id: number }>; total: number } }).result;
        page.products.forEach((product) => ids.add(product.id));
        if (offset + 20 >= page.total) return ids;
      }
    };
    for (const [text, locale] of [
      ['стим', 'ru'],
      ['स्टीम', 'hi'],
      ['netflx', 'en'],
      ['гугл плей', 'ru'],
      ['psn', 'pt-BR'],
      ['cartao steam', 'pt-BR'],
    ]) {
      const shop = await shopFinds(text!, locale!);
      const expected = all.filter((purchase) => shop.has(purchase.product_id)).map((purchase) => purchase.id);
      // The account holds some of what the shop finds, so the comparison says something.
      expect({ text, some: expected.length > 0 }).toEqual({ text, some: true });
      const ids = (await found(text!, locale!)).map((purchase) => purchase.id);
      expect({ text, ids: [...ids].sort((a, b) => a - b) }).toEqual({ text, ids: [...expected].sort((a, b) => a - b) });
    }
  });

  test('422 for a bad page or a long search text', async () => {
    const user = await register();
    for (const query of ['?page=0', '?page=abc', '?page=1.5', '?page=5001', `?search_string=${'a'.repeat(69)}`]) {
      const res = await call('GET', `/api/profile/products/purchased/search${query}`, { token: user.token });
      expect({ query, status: res.status }).toEqual({ query, status: 422 });
      FieldErrorsAnswer.parse(res.json);
    }
    await search(user.token, `?search_string=${'a'.repeat(68)}`);
  });

  test('the fixture refuses a bad count or an unknown account', async () => {
    const user = await register();
    for (const count of [0, 51, 1.5, '3']) {
      await expect422(call('POST', '/dev/purchases', { body: { email: user.email, count } }), ['count']);
    }
    await expect422(call('POST', '/dev/purchases', { body: { email: freshEmail(), count: 1 } }), ['email']);
  });
});

describe('development outbox', () => {
  test('GET /dev/mail lists the mails as HTML with their links', async () => {
    const user = await register();
    const res = await call('GET', '/dev/mail');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const link = (await lastMail(user.email, 'verify-email')).links[0]!;
    expect(res.text).toContain(`<a href="${link}">${link}</a>`);
    expect(res.text).toContain(user.email);
  });

  test('GET /dev/mail.json filters by address, in any case', async () => {
    const user = await register();
    const upper = await mails(user.email.toUpperCase());
    expect(upper.map((m) => m.to)).toEqual([user.email]);
  });
});

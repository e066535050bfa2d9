// The reference provider's account building blocks as plain functions (no database, no server):
// rate limits on jest's fake clock, form rules, messages, password hashing, tokens, mails, log redaction.
import { createHash } from 'node:crypto';
import { AccountLimits, DEFAULT_LIMITS } from '../../../../reference-provider/src/accounts/limits';
import { composeMail, escapeHtml, mailLink, mailSettingsFromEnv } from '../../../../reference-provider/src/accounts/mail';
import { catalogueOf, MESSAGE_KEYS, text, tooManyAttempts } from '../../../../reference-provider/src/http/messages';
import {
  SCRYPT_PARAMS,
  TEST_SCRYPT_PARAMS,
  hashPassword,
  passwordHashingFromEnv,
  verifyAgainstDummy,
  verifyPassword,
} from '../../../../reference-provider/src/accounts/passwords';
import { isWellFormedToken, newToken, tokenHash } from '../../../../reference-provider/src/accounts/tokens';
import {
  loginForm,
  passwordUpdateForm,
  registerForm,
  resetRequestForm,
  tokenForm,
} from '../../../../reference-provider/src/accounts/validation';
import { clientIp, clientIpSecretFromEnv } from '../../../../reference-provider/src/http/request';
import { HttpError } from '../../../../reference-provider/src/http/respond';
import { urlForLog } from '../../../../reference-provider/src/http/log';
import { Router } from '../../../../reference-provider/src/http/router';
import { PROVIDER_LOCALES } from '../../../../reference-provider/src/seed/types';

/**
 * The limits count on the process's clock (rate-limiter-flexible reads Date.now and ends windows
 * with timers): jest moves both instead of waiting.
 */
function fakeClock(start = 1_000_000) {
  jest.useFakeTimers({ now: start, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  return { advance: (ms: number) => jest.advanceTimersByTime(ms) };
}

const MINUTE = 60_000;

async function caught(attempt: Promise<unknown>): Promise<HttpError> {
  try {
    await attempt;
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected an HttpError');
}

describe('AccountLimits', () => {
  const ip = '203.0.113.7';

  afterEach(() => {
    jest.useRealTimers();
  });

  test('a fixed window: `limit` hits, then the wait until the window the first hit opened ends, which frees every place', async () => {
    const clock = fakeClock();
    const limits = new AccountLimits({ resetEmail: { limit: 3, windowMs: 10 * MINUTE } });
    for (let i = 0; i < 3; i += 1) {
      expect(await limits.retryAfter('resetEmail', 'k')).toBe(0);
      await limits.take('en', ['resetEmail', 'k']);
      clock.advance(MINUTE);
    }
    // Hits at 0, 1 and 2 minutes; it is now 3 minutes: the window ends at 10.
    expect(await limits.retryAfter('resetEmail', 'k')).toBe(7 * 60);
    expect(await limits.retryAfter('resetEmail', 'other')).toBe(0);
    clock.advance(7 * MINUTE - 1);
    expect(await limits.retryAfter('resetEmail', 'k')).toBe(1);
    clock.advance(1);
    expect(await limits.retryAfter('resetEmail', 'k')).toBe(0);
    for (let i = 0; i < 3; i += 1) await limits.take('en', ['resetEmail', 'k']);
    expect((await caught(limits.take('en', ['resetEmail', 'k']))).headers).toEqual({ 'Retry-After': '600' });
  });

  test('undo and reset; a take-back after its window ended lends the next window nothing', async () => {
    const clock = fakeClock();
    const limits = new AccountLimits({ resetEmail: { limit: 2, windowMs: MINUTE } });
    await limits.take('en', ['resetEmail', 'k']);
    await limits.take('en', ['resetEmail', 'k']);
    expect(await limits.retryAfter('resetEmail', 'k')).toBeGreaterThan(0);
    await limits.undo('resetEmail', 'k');
    expect(await limits.retryAfter('resetEmail', 'k')).toBe(0);
    await limits.take('en', ['resetEmail', 'k']);
    await limits.reset('resetEmail', 'k');
    expect(await limits.retryAfter('resetEmail', 'k')).toBe(0);

    await limits.take('en', ['resetEmail', 'late']);
    clock.advance(MINUTE);
    await limits.undo('resetEmail', 'late');
    await limits.take('en', ['resetEmail', 'late']);
    await limits.take('en', ['resetEmail', 'late']);
    expect((await caught(limits.take('en', ['resetEmail', 'late']))).status).toBe(429);
  });

  test('parallel attempts: exactly `limit` of them pass', async () => {
    fakeClock();
    const limits = new AccountLimits();
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, () => limits.take('en', ['loginEmail', 'p@example.com'], ['loginIp', ip])),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(5);
  });

  test('login: 5 failures for one e-mail give 429 with Retry-After, until the window ends', async () => {
    const clock = fakeClock();
    const limits = new AccountLimits();
    for (let i = 0; i < 5; i += 1) await limits.take('en', ['loginEmail', 'a@example.com'], ['loginIp', ip]);
    const error = await caught(limits.take('en', ['loginEmail', 'a@example.com'], ['loginIp', ip]));
    expect(error.status).toBe(429);
    expect(error.headers).toEqual({ 'Retry-After': '600' });
    expect(error.message).toBe('Too many attempts. Please try again in 10 minutes.');
    // A refused attempt does not count, and other e-mails from the same IP go on.
    await expect(limits.take('en', ['loginEmail', 'b@example.com'], ['loginIp', ip])).resolves.toBeUndefined();
    clock.advance(10 * MINUTE);
    await expect(limits.take('en', ['loginEmail', 'a@example.com'], ['loginIp', ip])).resolves.toBeUndefined();
  });

  test('login: a success is taken back on the IP and clears the e-mail, but never resets the IP counter', async () => {
    const clock = fakeClock();
    const limits = new AccountLimits({ loginIp: { limit: 3, windowMs: 10 * MINUTE } });
    // Two failures from the IP.
    await limits.take('en', ['loginEmail', 'x@example.com'], ['loginIp', ip]);
    await limits.take('en', ['loginEmail', 'y@example.com'], ['loginIp', ip]);
    // A success: counted first, then taken back; the e-mail's failures are forgotten.
    await limits.take('en', ['loginEmail', 'x@example.com'], ['loginIp', ip]);
    await limits.undo('loginIp', ip);
    await limits.reset('loginEmail', 'x@example.com');
    expect(await limits.retryAfter('loginEmail', 'x@example.com')).toBe(0);
    // The two earlier failures still count: one more and the IP is full.
    await limits.take('en', ['loginEmail', 'z@example.com'], ['loginIp', ip]);
    expect((await caught(limits.take('en', ['loginEmail', 'w@example.com'], ['loginIp', ip]))).status).toBe(429);
    clock.advance(10 * MINUTE);
    await expect(limits.take('en', ['loginEmail', 'w@example.com'], ['loginIp', ip])).resolves.toBeUndefined();
  });

  test('the message is localised, with the minutes rounded up and in the right plural', async () => {
    const clock = fakeClock();
    const limits = new AccountLimits({ resetEmail: { limit: 1, windowMs: 90_000 } });
    await limits.take('ru', ['resetEmail', 'a@example.com']);
    const ru = await caught(limits.take('ru', ['resetEmail', 'a@example.com']));
    expect(ru.message).toBe('Слишком много попыток. Повторите через 2 минуты.');
    expect(ru.headers).toEqual({ 'Retry-After': '90' });
    clock.advance(45_000);
    expect((await caught(limits.take('pt-BR', ['resetEmail', 'a@example.com']))).message).toBe(
      'Muitas tentativas. Tente novamente em 1 minuto.',
    );
  });

  test('the defaults are those of the contract', () => {
    expect(DEFAULT_LIMITS.loginEmail).toEqual({ limit: 5, windowMs: 10 * MINUTE });
    expect(DEFAULT_LIMITS.loginIp).toEqual({ limit: 30, windowMs: 10 * MINUTE });
    expect(DEFAULT_LIMITS.register).toEqual({ limit: 10, windowMs: 60 * MINUTE });
    expect(DEFAULT_LIMITS.resetEmail).toEqual({ limit: 3, windowMs: 15 * MINUTE });
    expect(DEFAULT_LIMITS.resetIp).toEqual({ limit: 10, windowMs: 15 * MINUTE });
    expect(DEFAULT_LIMITS.emailVerify).toEqual({ limit: 20, windowMs: 10 * MINUTE });
  });
});

describe('messages', () => {
  test('every language has every message, with the same placeholders', () => {
    for (const locale of PROVIDER_LOCALES) {
      const catalogue = catalogueOf(locale);
      for (const key of MESSAGE_KEYS) {
        expect({ locale, key, present: (catalogue[key] ?? '').length > 0 }).toEqual({ locale, key, present: true });
        const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
        expect({ locale, key, vars: placeholders(catalogue[key]) }).toEqual({ locale, key, vars: placeholders(catalogueOf('en')[key]) });
      }
    }
  });

  test('the texts the product pages name (validation and error messages)', () => {
    expect(text('pt-BR', 'emailTaken')).toBe('E-mail já existe');
    expect(text('en', 'invalidCredentials')).toBe('Incorrect username or password');
    expect(text('pt-BR', 'emailInvalid')).toBe('Formato de e-mail incorreto');
    expect(text('pt-BR', 'passwordsMismatch')).toBe('As senhas não coincidem');
  });

  test.each([
    ['en', 1, 'Too many attempts. Please try again in 1 minute.'],
    ['en', 601, 'Too many attempts. Please try again in 11 minutes.'],
    ['ru', 60, 'Слишком много попыток. Повторите через 1 минуту.'],
    ['ru', 300, 'Слишком много попыток. Повторите через 5 минут.'],
    ['ru', 21 * 60, 'Слишком много попыток. Повторите через 21 минуту.'],
    ['pt-BR', 900, 'Muitas tentativas. Tente novamente em 15 minutos.'],
    ['hi', 120, 'बहुत अधिक प्रयास। कृपया 2 मिनट बाद फिर से प्रयास करें।'],
  ] as const)('tooManyAttempts(%s, %i s)', (locale, seconds, expected) => {
    expect(tooManyAttempts(locale, seconds)).toBe(expected);
  });
});

describe('form rules', () => {
  const valid = { name: 'Tester1', email: 'a@example.com', password: 'Secret123', password_confirmation: 'Secret123' };

  test('registration: clean values when valid (trimmed, e-mail lower-cased)', () => {
    expect(registerForm({ ...valid, name: ' Tester1 ', email: ' A@Example.COM ' })).toEqual({
      ok: true,
      value: { ...valid, email: 'a@example.com' },
    });
  });

  test.each([
    [{ name: 'a' }, { name: 'nameTooShort' }],
    [{ name: 'a'.repeat(51) }, { name: 'nameTooLong' }],
    [{ name: '12345' }, { name: 'nameInvalid' }],
    [{ name: 'Ana\u0000' }, { name: 'nameInvalid' }],
    [{ name: null }, { name: 'required' }],
    [{ email: 'a@b' }, { email: 'emailInvalid' }],
    [{ email: 'a@b.c' }, { email: 'emailInvalid' }],
    [{ email: `${'a'.repeat(121)}@b.co.uk` }, { email: 'emailTooLong' }],
    [{ email: '' }, { email: 'required' }],
    [{ password: 'Пароль1', password_confirmation: 'Пароль1' }, { password: 'passwordTooShort' }],
    [{ password: 'पासवर्ड', password_confirmation: 'पासवर्ड' }, { password: 'passwordTooShort' }],
    [{ password: 'has\ttab12', password_confirmation: 'has\ttab12' }, { password: 'passwordInvalid' }],
    [{ password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, { password: 'passwordTooLong' }],
    [{ password: 'short', password_confirmation: 'other' }, { password: 'passwordTooShort', password_confirmation: 'passwordsMismatch' }],
    [{ password_confirmation: undefined }, { password_confirmation: 'required' }],
  ])('registration %j -> %j', (change, errors) => {
    expect(registerForm({ ...valid, ...change })).toEqual({ ok: false, errors });
  });

  test('a password typed decomposed is the same password', () => {
    const composed = 'пароль1й';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const result = registerForm({ ...valid, password: decomposed, password_confirmation: composed });
    expect(result).toEqual({ ok: true, value: { ...valid, password: composed, password_confirmation: composed } });
  });

  test('login, reset request, password update and tokens', () => {
    expect(loginForm({ email: 'a@example.com', password: '' })).toEqual({ ok: false, errors: { password: 'passwordEmpty' } });
    expect(loginForm({ email: 'a@example.com', password: 'any thing!' })).toEqual({
      ok: true,
      value: { email: 'a@example.com', password: 'any thing!' },
    });
    expect(resetRequestForm({ email: 'nope' })).toEqual({ ok: false, errors: { email: 'recoveryEmailInvalid' } });
    expect(
      passwordUpdateForm({ password: 'old', newPassword: 'NewSecret1', new_password_confirmation: 'NewSecret2' }),
    ).toEqual({ ok: false, errors: { new_password_confirmation: 'passwordsMismatch' } });
    expect(tokenForm({ token: 42 })).toEqual({ ok: false, errors: { token: 'required' } });
    expect(tokenForm({ token: ' abc ' })).toEqual({ ok: true, value: { token: 'abc' } });
  });
});

describe('passwords', () => {
  test('scrypt with its parameters and a random salt; verified in constant time', async () => {
    const one = await hashPassword('Secret123');
    const two = await hashPassword('Secret123');
    expect(one).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain('Secret123');
    expect(await verifyPassword('Secret123', one)).toBe(true);
    expect(await verifyPassword('Secret123', two)).toBe(true);
    expect(await verifyPassword('Secret124', one)).toBe(false);
    expect(await verifyPassword('', one)).toBe(false);
  });

  test('other parameters stored with a hash are honoured; unreadable or absurd hashes never match', async () => {
    const cheap = await hashPassword('Secret123', { N: 1024, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('Secret123', cheap)).toBe(true);
    for (const stored of ['', 'plain', 'scrypt$1000$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5', `scrypt$${2 ** 30}$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5`]) {
      expect(await verifyPassword('Secret123', stored)).toBe(false);
    }
  });

  test('the test cost is chosen only by PROVIDER_PASSWORD_HASHING=fast, and never with NODE_ENV=production', () => {
    expect(passwordHashingFromEnv({})).toEqual({ params: SCRYPT_PARAMS, ignored: false });
    expect(passwordHashingFromEnv({ PROVIDER_PASSWORD_HASHING: 'standard', NODE_ENV: 'production' })).toEqual({ params: SCRYPT_PARAMS, ignored: false });
    expect(passwordHashingFromEnv({ PROVIDER_PASSWORD_HASHING: 'fast', NODE_ENV: 'test' })).toEqual({ params: TEST_SCRYPT_PARAMS, ignored: false });
    expect(passwordHashingFromEnv({ PROVIDER_PASSWORD_HASHING: 'fast', NODE_ENV: 'production' })).toEqual({ params: SCRYPT_PARAMS, ignored: true });
    expect(() => passwordHashingFromEnv({ PROVIDER_PASSWORD_HASHING: 'cheap' })).toThrow(/"standard" or "fast"/);
  });

  test('the dummy check never matches', async () => {
    expect(await verifyAgainstDummy('Secret123')).toBe(false);
  });
});

describe('tokens', () => {
  test('32 random bytes in base64url; stored as their SHA-256', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isWellFormedToken(token)).toBe(true);
    expect(newToken()).not.toBe(token);
    expect(tokenHash(token)).toBe(createHash('sha256').update(token).digest('hex'));
    for (const bad of ['', 'short', `${token}x`, `${token.slice(0, 42)}=`, `${token.slice(0, 42)}/`]) {
      expect(isWellFormedToken(bad)).toBe(false);
    }
  });
});

describe('mails', () => {
  const base = 'https://shop.example';
  const token = 'T'.repeat(43);

  test.each([
    ['pt-BR', 'verify-email', `${base}/verify-email/${token}`],
    ['en', 'verify-email', `${base}/en/verify-email/${token}`],
    ['ru', 'password-reset', `${base}/ru/password-reset/${token}`],
    ['hi', 'email-update', `${base}/hi/?emailToken=${token}`],
    ['pt-BR', 'password-update', `${base}/?passwordToken=${token}`],
  ] as const)('%s %s link', (locale, kind, expected) => {
    expect(mailLink(base, locale, kind, token)).toBe(expected);
  });

  test('settings from the environment, with defaults and a clean base address', () => {
    expect(mailSettingsFromEnv({})).toEqual({
      storefrontUrl: 'http://localhost:3000',
      from: '"Digital Cards Store" <no-reply@localhost>',
      smtpUrl: null,
    });
    // Without PROVIDER_MAIL_FROM the sender is the shop (SHOP_NAME), quotes taken out.
    expect(mailSettingsFromEnv({ SHOP_NAME: 'Loja "Aurora"' }).from).toBe('"Loja Aurora" <no-reply@localhost>');
    expect(
      mailSettingsFromEnv({ PROVIDER_STOREFRONT_URL: 'https://shop.example/', SMTP_URL: 'smtp://u:p@mail:587', PROVIDER_MAIL_FROM: 'Shop <s@x.io>' }),
    ).toEqual({ storefrontUrl: 'https://shop.example', from: 'Shop <s@x.io>', smtpUrl: 'smtp://u:p@mail:587' });
    expect(() => mailSettingsFromEnv({ PROVIDER_STOREFRONT_URL: 'javascript:alert(1)' })).toThrow();
    expect(() => mailSettingsFromEnv({ SMTP_URL: 'http://mail' })).toThrow();
  });

  test('every kind in every language: subject, text with the link, escaped HTML', () => {
    for (const locale of PROVIDER_LOCALES) {
      for (const kind of ['verify-email', 'password-reset', 'email-update', 'password-update'] as const) {
        const link = `${base}/?emailToken=${token}&x=<b>`;
        const mail = composeMail(kind, locale, 'a@example.com', 'Tester1', link);
        expect(mail).toMatchObject({ to: 'a@example.com', kind, locale, links: [link] });
        expect(mail.subject.length).toBeGreaterThan(0);
        expect(mail.text).toContain(link);
        expect(mail.text).toContain('Tester1');
        expect(mail.html).toContain(escapeHtml(link));
        expect(mail.html).not.toContain('<b>');
      }
    }
  });
});

describe('the brand in mails (SHOP_NAME, SHOP_SUPPORT_EMAIL)', () => {
  const saved = { name: process.env.SHOP_NAME, email: process.env.SHOP_SUPPORT_EMAIL };
  afterEach(() => {
    if (saved.name === undefined) delete process.env.SHOP_NAME;
    else process.env.SHOP_NAME = saved.name;
    if (saved.email === undefined) delete process.env.SHOP_SUPPORT_EMAIL;
    else process.env.SHOP_SUPPORT_EMAIL = saved.email;
  });

  test('every mail is signed with the demo brand when nothing is set', () => {
    delete process.env.SHOP_NAME;
    delete process.env.SHOP_SUPPORT_EMAIL;
    const mail = composeMail('verify-email', 'en', 'a@example.com', 'Tester1', 'http://localhost:3000/verify-email/x');
    expect(mail.text.trim().split('\n').pop()).toBe('The Digital Cards Store team · support@digitalcards.example');
  });

  test.each([
    ['en', 'The Loja <Aurora> team · ajuda@aurora.example'],
    ['pt-BR', 'Equipe Loja <Aurora> · ajuda@aurora.example'],
    ['ru', 'Команда Loja <Aurora> · ajuda@aurora.example'],
  ] as const)('every mail is signed with the operator’s brand, read at send time (%s), escaped in HTML', (locale, signature) => {
    process.env.SHOP_NAME = 'Loja <Aurora>';
    process.env.SHOP_SUPPORT_EMAIL = 'ajuda@aurora.example';
    const mail = composeMail('password-reset', locale, 'a@example.com', 'Tester1', 'https://aurora.example/password-reset/x');
    expect(mail.text.trim().split('\n').pop()).toBe(signature);
    expect(mail.html).toContain(escapeHtml(signature));
    expect(mail.html).not.toContain('<Aurora>');
  });
});

describe('log lines', () => {
  const router = new Router<() => Promise<unknown>>()
    .add('GET', '/api/password-reset/:token', async () => undefined)
    .add('PATCH', '/api/profile/email-update-confirmation/:token', async () => undefined)
    .add('GET', '/api/search/hints/:text', async () => undefined);
  const token = 'abcDEF123_-'.repeat(4).slice(0, 43);

  test.each([
    [`/api/password-reset/${token}`, '/api/password-reset/***'],
    [`/api/password-reset/${token}?lang=en`, '/api/password-reset/***?lang=en'],
    [`/api/profile/email-update-confirmation/${token}/`, '/api/profile/email-update-confirmation/***'],
    ['/api/password-reset/short', '/api/password-reset/***'],
    [`/api/unknown/${token}/more`, '/api/unknown/***/more'],
    ['/api/search/hints/steam', '/api/search/hints/steam'],
    [`/api/search/hints/${token}`, `/api/search/hints/${token}`],
    ['/', '/'],
  ])('%s -> %s', (url, expected) => {
    expect(urlForLog(router, url)).toBe(expected);
  });
});

describe('client address', () => {
  const SECRET = 's'.repeat(32);
  const request = (headers: Record<string, string>) => ({ headers, socket: { remoteAddress: '127.0.0.9' } }) as unknown as Parameters<typeof clientIp>[0];

  test('X-Client-IP only with the configured secret; else the socket', () => {
    expect(clientIp(request({ 'x-client-ip': '203.0.113.7', 'x-client-ip-secret': SECRET }), SECRET)).toBe('203.0.113.7');
    expect(clientIp(request({ 'x-client-ip': '203.0.113.7', 'x-client-ip-secret': `${SECRET}x` }), SECRET)).toBe('127.0.0.9');
    expect(clientIp(request({ 'x-client-ip': '203.0.113.7' }), SECRET)).toBe('127.0.0.9');
    expect(clientIp(request({ 'x-client-ip': 'not-an-ip', 'x-client-ip-secret': SECRET }), SECRET)).toBe('127.0.0.9');
    // No secret configured: the header is never believed, whatever comes with it.
    expect(clientIp(request({ 'x-client-ip': '203.0.113.7', 'x-client-ip-secret': SECRET }), null)).toBe('127.0.0.9');
  });

  test('CLIENT_IP_SECRET counts from 32 characters', () => {
    expect(clientIpSecretFromEnv(undefined)).toBeNull();
    expect(clientIpSecretFromEnv(` ${'s'.repeat(31)} `)).toBeNull();
    expect(clientIpSecretFromEnv(` ${SECRET} `)).toBe(SECRET);
  });
});

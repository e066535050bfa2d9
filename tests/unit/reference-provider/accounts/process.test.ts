// The reference provider's accounts as a process: the development endpoints in production mode, what
// the database and the log really hold (hashes, never tokens or passwords), and SMTP delivery.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { accountClient, freshEmail, OkAnswer, TokenAnswer, tokenOf } from '../support/accounts-client';
import { eventually, fakeSmtp, unQuotedPrintable, type FakeSmtp } from '../support/fake-smtp';
import { logText, startProviderProcess, type ProviderProcess } from '../support/start-provider';
import { storedTestDatabase, type TestDatabase } from '../support/test-database';

const ROOT = path.resolve(__dirname, '../../../..');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('NODE_ENV=production', () => {
  let provider: ProviderProcess;
  beforeAll(async () => {
    // The unit tests ask for the test hashing cost: a production start ignores it.
    provider = await startProviderProcess({ env: { NODE_ENV: 'production' } });
  }, 120_000);
  afterAll(() => provider?.stop());

  test('the development endpoints answer 404; the accounts work', async () => {
    expect(provider.output()).toContain('PROVIDER_PASSWORD_HASHING=fast is ignored with NODE_ENV=production');
    const { call, register } = accountClient(() => provider.url);
    const user = await register();
    for (const [method, url] of [
      ['GET', '/dev/mail'],
      ['GET', `/dev/mail.json?to=${encodeURIComponent(user.email)}`],
      ['POST', '/dev/purchases'],
    ] as const) {
      const res = await call(method, url, { body: method === 'POST' ? { email: user.email, count: 1 } : undefined });
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
    }
  });
});

describe('storage, log and SMTP', () => {
  const SMTP_PASSWORD = 'smtp-S3cret-pw';
  let database: TestDatabase;
  let smtp: FakeSmtp;
  let provider: ProviderProcess;

  beforeAll(async () => {
    database = await storedTestDatabase('provider-accounts');
    smtp = await fakeSmtp();
    provider = await startProviderProcess({
      env: {
        // A stored database of the test's own: the dump reads it after the provider stopped.
        ...database.env,
        PROVIDER_QUIET: '0',
        // The stored hash is checked for the standard cost.
        PROVIDER_PASSWORD_HASHING: 'standard',
        SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`,
        PROVIDER_MAIL_FROM: 'Test Shop <shop@example.com>',
        PROVIDER_STOREFRONT_URL: 'https://shop.example/',
      },
    });
  }, 120_000);

  afterAll(async () => {
    await provider?.stop();
    await smtp?.close();
    await database?.drop();
  });

  test('tokens and passwords are stored hashed and never logged; mails go out through SMTP', async () => {
    const { call, expectAnswer, register, login, lastMail } = accountClient(() => provider.url);
    const user = await register({ password: 'Original123' });
    const session = await expectAnswer(login(user.email, 'Original123'), 200, TokenAnswer);
    const verifyToken = tokenOf((await lastMail(user.email, 'verify-email')).links[0]!);
    await expectAnswer(call('POST', '/api/password-reset', { body: { email: user.email } }), 200, OkAnswer);
    const resetMail = await lastMail(user.email, 'password-reset');
    expect(resetMail.links[0]).toMatch(/^https:\/\/shop\.example\/en\/password-reset\/[A-Za-z0-9_-]{43}$/);
    const resetToken = tokenOf(resetMail.links[0]!);
    expect((await call('GET', `/api/password-reset/${resetToken}`)).status).toBe(200);
    await expectAnswer(
      call('PATCH', `/api/password-reset/${resetToken}`, { body: { password: 'Replaced123', password_confirmation: 'Replaced123' } }),
      200,
      OkAnswer,
    );
    expect((await call('POST', '/api/profile/email-verify', { body: { token: verifyToken } })).status).toBe(200);

    // SMTP: both mails arrive, authenticated, from the configured sender, with their links.
    await eventually('two mails through SMTP', () => smtp.messages.length >= 2);
    expect(smtp.auths).toContain(`\0mailer\0${SMTP_PASSWORD}`);
    const received = smtp.messages.map(unQuotedPrintable).join('\n');
    expect(received).toContain('Test Shop');
    expect(received).toContain('Subject: Confirm your e-mail');
    expect(received).toContain('Subject: Reset your password');
    expect(received).toContain(resetMail.links[0]);
    await eventually('the delivery log lines', () => (provider.output().match(/sent through SMTP/g) ?? []).length >= 2);

    // The log names the calls but holds no token, password or SMTP secret.
    const log = provider.output();
    expect(logText(log)).toContain('GET /api/password-reset/*** 200');
    expect(logText(log)).toContain('PATCH /api/password-reset/*** 200');
    for (const secret of [user.token, session.token, verifyToken, resetToken, 'Original123', 'Replaced123', SMTP_PASSWORD]) {
      expect(log).not.toContain(secret);
    }

    await provider.stop();
    const dump = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/unit/reference-provider/support/dump-accounts.ts', database.location], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const tables = JSON.parse(dump) as Record<string, Array<Record<string, unknown>>>;
    // No raw token anywhere but in the mails (which carry the links by design), no password at all.
    const withoutMails = JSON.stringify({ ...tables, mails: [] });
    for (const secret of [user.token, session.token, verifyToken, resetToken, 'Original123', 'Replaced123']) {
      expect(withoutMails).not.toContain(secret);
    }
    const accessHashes = tables.access_tokens!.map((row) => row.token_hash);
    expect(accessHashes).toEqual(expect.arrayContaining([sha256(user.token), sha256(session.token)]));
    const linkRows = tables.one_time_tokens!;
    expect(linkRows.map((row) => row.token_hash)).toEqual(expect.arrayContaining([sha256(verifyToken), sha256(resetToken)]));
    expect(linkRows.every((row) => row.used_at !== null)).toBe(true);
    // The reset revoked both sessions.
    expect(tables.access_tokens!.every((row) => row.revoked_at !== null)).toBe(true);
    const [stored] = tables.users!;
    expect(stored).toMatchObject({ email: user.email, verified: true });
    expect(String(stored!.password_hash)).toMatch(/^scrypt\$32768\$8\$1\$/);
  }, 120_000);
});

describe('SMTP down', () => {
  let provider: ProviderProcess;
  beforeAll(async () => {
    provider = await startProviderProcess({ env: { SMTP_URL: `smtp://mailer:down-S3cret@127.0.0.1:${await closedPort()}` } });
  }, 120_000);
  afterAll(() => provider?.stop());

  test('the request succeeds, the mail is in the outbox, the failure is logged without the secret', async () => {
    const { register, lastMail } = accountClient(() => provider.url);
    const email = freshEmail('smtp-down');
    await register({ email });
    await lastMail(email, 'verify-email');
    await eventually('the delivery failure in the log', () => provider.output().includes('could not be sent through SMTP'));
    expect(provider.output()).not.toContain('down-S3cret');
  }, 60_000);
});

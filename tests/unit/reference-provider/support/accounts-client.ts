// A small client for the reference provider's account calls (docs/accounts-contract.md), the answer
// schemas those calls promise, and helpers shared by the account tests.
import { z } from 'zod';
import { TEST_CLIENT_IP_SECRET } from './start-provider';

export const User = z.strictObject({
  id: z.number().int().positive(),
  email: z.string().min(3),
  name: z.string().min(1),
  verified: z.boolean(),
  balance: z.number().int().nonnegative(),
});
export type UserShape = z.infer<typeof User>;

export const TokenAnswer = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/), user: User });
export const OkAnswer = z.strictObject({ ok: z.literal(true) });
export const MessageAnswer = z.strictObject({ message: z.string().min(1) });
export const FieldErrorsAnswer = z.strictObject({
  message: z.string().min(1),
  errors: z.record(z.string(), z.array(z.string().min(1)).min(1)),
});
export const Purchase = z.strictObject({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  name: z.string().min(1),
  price: z.number().int().nonnegative(),
  purchased_at: z.iso.datetime(),
  article: z.string().min(1),
  product_code: z.string().min(1),
  cover_path: z.string().regex(/^\/media\/covers\/(pt-BR|en|ru|hi)\/[1-9][0-9]*\.svg$/),
});
export const PurchasesAnswer = z.strictObject({
  result: z.strictObject({
    products: z.array(Purchase).max(10),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.literal(10),
  }),
});
export const MailKind = z.enum(['verify-email', 'password-reset', 'email-update', 'password-update', 'email-update-notice', 'stock-alert']);
export const Mail = z.strictObject({
  id: z.number().int().positive(),
  to: z.string(),
  subject: z.string().min(1),
  kind: MailKind,
  locale: z.enum(['pt-BR', 'en', 'ru', 'hi']),
  text: z.string().min(1),
  links: z.array(z.string().url()),
  created_at: z.iso.datetime(),
});
export type MailShape = z.infer<typeof Mail>;

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is (for malformed JSON). */
  rawBody?: string;
  token?: string;
  locale?: string;
  ip?: string;
  headers?: Record<string, string>;
}

let ipCounter = 0;
/** A client address no other test uses, so per-IP limits never meet across tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function freshEmail(label = 'user'): string {
  emailCounter += 1;
  return `${label}-${emailCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function accountClient(baseUrl: () => string) {
  async function call(method: string, path: string, options: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      'Accept-Language': options.locale ?? 'en',
      'X-Client-IP': options.ip ?? freshIp(),
      'X-Client-IP-Secret': TEST_CLIENT_IP_SECRET,
      ...options.headers,
    };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(baseUrl() + path, { method, headers, body });
    const text = await res.text();
    let json: unknown = undefined;
    if ((res.headers.get('content-type') ?? '').startsWith('application/json')) json = JSON.parse(text);
    return { status: res.status, headers: res.headers, text, json };
  }

  /** Expects `status`, then parses the body with `schema`. */
  async function expectAnswer<T>(reply: Promise<Reply>, status: number, schema: z.ZodType<T>): Promise<T> {
    const res = await reply;
    expect({ status: res.status, body: res.status === status ? null : res.text }).toEqual({ status, body: null });
    return schema.parse(res.json);
  }

  /** Expects 422 naming exactly `fields` and returns the errors. */
  async function expect422(reply: Promise<Reply>, fields: string[]): Promise<z.infer<typeof FieldErrorsAnswer>> {
    const body = await expectAnswer(reply, 422, FieldErrorsAnswer);
    expect(Object.keys(body.errors).sort()).toEqual([...fields].sort());
    return body;
  }

  const password = 'Secret123';

  async function register(
    fields: Partial<{ name: string; email: string; password: string; locale: string; ip: string }> = {},
  ): Promise<z.infer<typeof TokenAnswer> & { email: string; password: string }> {
    const email = fields.email ?? freshEmail();
    const pass = fields.password ?? password;
    const answer = await expectAnswer(
      call('POST', '/api/register', {
        body: { name: fields.name ?? 'Tester1', email, password: pass, password_confirmation: pass },
        locale: fields.locale,
        ip: fields.ip,
      }),
      201,
      TokenAnswer,
    );
    return { ...answer, email: email.trim().toLowerCase(), password: pass };
  }

  async function login(email: string, pass: string, options: CallOptions = {}): Promise<Reply> {
    return call('POST', '/api/login', { ...options, body: { email, password: pass } });
  }

  async function mails(to: string): Promise<MailShape[]> {
    const body = await expectAnswer(
      call('GET', `/dev/mail.json?${new URLSearchParams({ to })}`),
      200,
      z.strictObject({ mails: z.array(Mail) }),
    );
    return body.mails;
  }

  /** The newest mail of `kind` to `to` (it must exist). */
  async function lastMail(to: string, kind: z.infer<typeof MailKind>): Promise<MailShape> {
    const found = (await mails(to)).find((mail) => mail.kind === kind);
    if (!found) throw new Error(`no ${kind} mail to ${to}`);
    return found;
  }

  /**
   * Confirms the account's e-mail the way its owner does: the link of the newest verification mail
   * in the outbox, posted to POST /api/profile/email-verify (no backdoor the production provider lacks).
   */
  async function verifyEmail(email: string): Promise<void> {
    const mail = await lastMail(email, 'verify-email');
    const token = tokenOf(mail.links[0] ?? '');
    await expectAnswer(call('POST', '/api/profile/email-verify', { body: { token } }), 200, z.object({ ok: z.literal(true), user: User }));
  }

  return { call, expectAnswer, expect422, register, login, mails, lastMail, verifyEmail, password };
}

/** The token at the end of a mail's link: a path's last segment or an ?emailToken= / ?passwordToken= value. */
export function tokenOf(link: string): string {
  const url = new URL(link);
  const fromQuery = url.searchParams.get('emailToken') ?? url.searchParams.get('passwordToken');
  return fromQuery ?? url.pathname.split('/').pop()!;
}

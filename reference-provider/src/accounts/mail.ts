// The mails of accounts: composed in the request's language with links into the storefront, stored
// in the outbox (table mails, read by GET /dev/mail), and sent through SMTP when SMTP_URL is set.
// A failed delivery is logged without secrets and never fails the request that caused it.
import type { Logger } from '../http/context';
import type { Queryable } from '../db/types';
import { providerBrand } from '../brand';
import type { ProviderLocale } from '../seed/types';
import { text, type MessageKey } from '../http/messages';
import type { OneTimeKind } from './tokens';

/**
 * What a stored mail is: a link mail of the accounts, the notice to an account's old address that
 * its e-mail is being changed, a receipt of the payments, or a back-in-stock alert (stock-alerts.ts).
 */
export type MailKind = OneTimeKind | 'email-update-notice' | 'order-receipt' | 'top-up-receipt' | 'order-refund' | 'stock-alert';

export interface MailSettings {
  /** The storefront's address, without a trailing slash: links in mails lead there. */
  storefrontUrl: string;
  /** The From of sent mails. */
  from: string;
  /** smtp://user:pass@host:587 (or smtps://); null: mails are only stored in the outbox. */
  smtpUrl: string | null;
}

export const DEFAULT_STOREFRONT_URL = 'http://localhost:3000';
/** The From when PROVIDER_MAIL_FROM is not set: the shop's name (SHOP_NAME) at a local no-reply address. */
export const defaultMailFrom = (shopName: string = providerBrand().name) => `"${shopName.replace(/["\\]/g, '')}" <no-reply@localhost>`;

function checkedUrl(value: string, name: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL`);
  }
  if (!protocols.includes(url.protocol)) throw new Error(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return value;
}

export function mailSettingsFromEnv(env: Record<string, string | undefined> = process.env): MailSettings {
  const storefront = env.PROVIDER_STOREFRONT_URL?.trim() || DEFAULT_STOREFRONT_URL;
  const smtp = env.SMTP_URL?.trim() || null;
  return {
    storefrontUrl: checkedUrl(storefront, 'PROVIDER_STOREFRONT_URL', ['http:', 'https:']).replace(/\/+$/, ''),
    from: env.PROVIDER_MAIL_FROM?.trim() || defaultMailFrom(providerBrand(env).name),
    smtpUrl: smtp === null ? null : checkedUrl(smtp, 'SMTP_URL', ['smtp:', 'smtps:']),
  };
}

/** The storefront's path prefix of each language (pt-BR is the default, without one). */
export const LOCALE_PREFIX: Record<ProviderLocale, string> = { 'pt-BR': '', en: '/en', ru: '/ru', hi: '/hi' };

/** The storefront link of a mail (docs/accounts-contract.md "Mail links"). */
export function mailLink(storefrontUrl: string, locale: ProviderLocale, kind: OneTimeKind, token: string): string {
  const base = `${storefrontUrl}${LOCALE_PREFIX[locale]}`;
  const path = {
    'verify-email': `/verify-email/${token}`,
    'password-reset': `/password-reset/${token}`,
    'email-update': `/?emailToken=${token}`,
    'password-update': `/?passwordToken=${token}`,
  }[kind];
  return base + path;
}

export interface ComposedMail {
  to: string;
  subject: string;
  kind: MailKind;
  locale: ProviderLocale;
  text: string;
  html: string;
  links: string[];
}

export interface StoredMail extends ComposedMail {
  id: number;
  created_at: string;
}

const TEXTS: Record<OneTimeKind, { subject: MessageKey; lead: MessageKey; action: MessageKey; note: MessageKey }> = {
  'verify-email': { subject: 'mailVerifySubject', lead: 'mailVerifyLead', action: 'mailVerifyAction', note: 'mailVerifyNote' },
  'password-reset': { subject: 'mailResetSubject', lead: 'mailResetLead', action: 'mailResetAction', note: 'mailResetNote' },
  'email-update': { subject: 'mailEmailSubject', lead: 'mailEmailLead', action: 'mailEmailAction', note: 'mailEmailNote' },
  'password-update': {
    subject: 'mailPasswordSubject',
    lead: 'mailPasswordLead',
    action: 'mailPasswordAction',
    note: 'mailPasswordNote',
  },
};

/** The last line of every mail: the shop (SHOP_NAME) and its support address (SHOP_SUPPORT_EMAIL). */
export function mailSignature(locale: ProviderLocale): string {
  const brand = providerBrand();
  return text(locale, 'mailSignature', { shop: brand.name, support: brand.supportEmail });
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A mail of `kind` to `to` in `locale`, greeting `name`, leading to `link`. */
export function composeMail(kind: OneTimeKind, locale: ProviderLocale, to: string, name: string, link: string): ComposedMail {
  const keys = TEXTS[kind];
  return composeLinkMail(kind, locale, to, name, link, {
    subject: text(locale, keys.subject),
    lead: text(locale, keys.lead),
    action: text(locale, keys.action),
    note: text(locale, keys.note),
  });
}

/**
 * The notice to an account's old address that its e-mail is being changed to `newEmail` (the
 * confirmation link goes to the new one). Like the password change mail, it says what to do if it
 * was not the owner: `link` is a password-reset link that also cancels the change and keeps (or
 * gives back) this address as the account's e-mail.
 */
export function composeEmailChangeNotice(locale: ProviderLocale, to: string, name: string, newEmail: string, link: string): ComposedMail {
  return composeLinkMail('email-update-notice', locale, to, name, link, {
    subject: text(locale, 'mailEmailNoticeSubject'),
    lead: text(locale, 'mailEmailNoticeLead', { email: newEmail }),
    action: text(locale, 'mailEmailNoticeAction'),
    note: text(locale, 'mailEmailNoticeNote'),
  });
}

function composeLinkMail(
  kind: MailKind,
  locale: ProviderLocale,
  to: string,
  name: string,
  link: string,
  texts: { subject: string; lead: string; action: string; note: string },
): ComposedMail {
  const { subject, lead, note } = texts;
  const greeting = text(locale, 'mailGreeting', { name });
  const signature = mailSignature(locale);
  const plain = `${greeting}\n\n${lead}\n${link}\n\n${note}\n\n${signature}\n`;
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1a56db; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(texts.action)}</a></p>`,
    `<p style="word-break: break-all; font-size: 13px"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p style="color: #555555; font-size: 13px">${escapeHtml(note)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, kind, locale, text: plain, html, links: [link] };
}

interface MailRow {
  id: number;
  recipient: string;
  subject: string;
  kind: MailKind;
  locale: ProviderLocale;
  text: string;
  html: string;
  links: string[];
  created_at: Date | string;
}

const toStored = (row: MailRow): StoredMail => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  kind: row.kind,
  locale: row.locale,
  text: row.text,
  html: row.html,
  links: row.links,
  created_at: new Date(row.created_at).toISOString(),
});

/** Writes a mail to the outbox (inside the caller's transaction, with the token it carries). */
export async function storeMail(db: Queryable, mail: ComposedMail): Promise<StoredMail> {
  const rows = await db.query<MailRow>(
    `INSERT INTO mails (recipient, subject, kind, locale, text, html, links)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
     RETURNING id, recipient, subject, kind, locale, text, html, links, created_at`,
    [mail.to, mail.subject, mail.kind, mail.locale, mail.text, mail.html, JSON.stringify(mail.links)],
  );
  return toStored(rows[0]!);
}

export const OUTBOX_LIST_LIMIT = 200;

/** The outbox, newest first; only mails to `to` (compared lower-cased) when given. */
export async function listMails(db: Queryable, to: string | null, limit: number = OUTBOX_LIST_LIMIT): Promise<StoredMail[]> {
  const rows = await db.query<MailRow>(
    `SELECT id, recipient, subject, kind, locale, text, html, links, created_at FROM mails
     WHERE $1::text IS NULL OR recipient = $1::text
     ORDER BY id DESC LIMIT $2`,
    [to === null ? null : to.trim().toLowerCase(), limit],
  );
  return rows.map(toStored);
}

interface Transport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
  close(): void;
}

/** Sends stored mails through SMTP when configured; otherwise does nothing (the outbox has them). */
export class MailDelivery {
  private transport: Promise<Transport> | null = null;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly settings: MailSettings,
    private readonly logger: Logger,
  ) {}

  private connect(smtpUrl: string): Promise<Transport> {
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as Parameters<typeof createTransport>[0]) as unknown as Transport,
    );
    return this.transport;
  }

  /** Hides the SMTP password (and user) wherever an error message repeats them. */
  private redact(message: string): string {
    let clean = message;
    try {
      const url = new URL(this.settings.smtpUrl ?? '');
      for (const secret of [url.password, decodeURIComponent(url.password), url.username, decodeURIComponent(url.username)]) {
        if (secret) clean = clean.split(secret).join('***');
      }
    } catch {
      // no URL, nothing to hide
    }
    return clean.replace(/[^\x20-\x7e]/g, ' ').slice(0, 300);
  }

  /** Starts sending `mail` (when SMTP is configured) without making the caller wait. */
  deliver(mail: StoredMail): void {
    const smtpUrl = this.settings.smtpUrl;
    if (!smtpUrl) return;
    const sending = this.connect(smtpUrl)
      .then((transport) =>
        transport.sendMail({ from: this.settings.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
      )
      .then(
        () => this.logger.info(`Mail ${mail.id} (${mail.kind}) sent through SMTP`),
        (err: unknown) => {
          const reason = err instanceof Error ? `${(err as { code?: string }).code ?? err.name}: ${err.message}` : String(err);
          this.logger.error(`Mail ${mail.id} (${mail.kind}) could not be sent through SMTP: ${this.redact(reason)}`);
        },
      )
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Waits for deliveries under way, then closes the SMTP connection. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    if (this.transport) (await this.transport.catch(() => null))?.close();
  }
}

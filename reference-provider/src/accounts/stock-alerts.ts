// Back-in-stock alerts (docs/stock-alerts-contract.md): a signed-in shopper asks to be told when a
// sold-out product has codes again. The alert keeps the language it was asked in; the stock change
// that adds codes (the operator's import and stock commands, the development restock) mails every
// alert of the product in that language, in its own transaction, and removes it: one mail per alert.
import { coverPath } from '../catalogue/shapes';
import type { Handler } from '../http/context';
import { invalid } from '../http/field-errors';
import { personal, signedIn } from '../http/guards';
import { text } from '../http/messages';
import { parseProductId } from '../http/params';
import { HttpError, JsonAnswer } from '../http/respond';
import type { Router } from '../http/router';
import type { Queryable } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import { escapeHtml, LOCALE_PREFIX, mailSignature, storeMail, type ComposedMail, type StoredMail } from './mail';
import type { Accounts } from './routes';

/** The most alerts one account keeps at a time (STOCK_ALERT_LIMIT overrides it, 1 to 1000). */
export const DEFAULT_STOCK_ALERT_LIMIT = 50;

export function stockAlertLimitFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = env.STOCK_ALERT_LIMIT?.trim();
  if (!raw) return DEFAULT_STOCK_ALERT_LIMIT;
  const limit = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= 1000)) throw new Error('STOCK_ALERT_LIMIT must be a whole number from 1 to 1000');
  return limit;
}

export interface StockAlert {
  id: number;
  product_id: number;
  /** The product's name in the answer's language. */
  name: string;
  cover_path: string;
  /** The language the alert was set in: its mail's language. */
  locale: ProviderLocale;
  created_at: string;
}

interface AlertRow {
  id: number;
  product_id: number;
  name: string;
  locale: ProviderLocale;
  created_at: Date | string;
}

const toAlert = (row: AlertRow, answerLocale: ProviderLocale): StockAlert => ({
  id: row.id,
  product_id: row.product_id,
  name: row.name,
  cover_path: coverPath(row.product_id, answerLocale),
  locale: row.locale,
  created_at: new Date(row.created_at).toISOString(),
});

/** The product's name in $2, falling back to English, then to the article. */
const ALERT_FROM = `
  FROM stock_alerts a
  JOIN products p ON p.id = a.product_id
  LEFT JOIN product_texts t ON t.product_id = p.id AND t.locale = $2
  LEFT JOIN product_texts e ON e.product_id = p.id AND e.locale = 'en'`;
const ALERT_COLUMNS = `a.id, a.product_id, COALESCE(t.name, e.name, p.article) AS name, a.locale, a.created_at`;

/** An account's alerts, newest first. */
export async function alertsOf(db: Queryable, userId: number, locale: ProviderLocale): Promise<StockAlert[]> {
  const rows = await db.query<AlertRow>(`SELECT ${ALERT_COLUMNS} ${ALERT_FROM} WHERE a.user_id = $1 ORDER BY a.created_at DESC, a.id DESC`, [
    userId,
    locale,
  ]);
  return rows.map((row) => toAlert(row, locale));
}

/** The product id of a POST body: a positive integer (a JSON number), else 422 on `product_id`. */
function productIdOf(locale: ProviderLocale, body: Record<string, unknown>): number {
  const raw = body.product_id;
  const id = typeof raw === 'number' && Number.isInteger(raw) ? parseProductId(String(raw)) : null;
  if (id === null) throw invalid(locale, { product_id: raw === undefined ? 'required' : 'stockAlertProductInvalid' });
  return id;
}

export function addStockAlertRoutes(router: Router<Handler>, limit: number = stockAlertLimitFromEnv()): void {
  const route = (method: string, path: string, handler: Handler) => router.add(method, path, personal(handler));

  route('GET', '/api/stock-alerts', async (ctx) => {
    const user = await signedIn(ctx);
    return { alerts: await alertsOf(ctx.db, user.id, ctx.locale), limit };
  });

  route('POST', '/api/stock-alerts', async (ctx) => {
    const { locale } = ctx;
    const user = await signedIn(ctx);
    const productId = productIdOf(locale, await ctx.body());
    const outcome = await ctx.db.transaction(async (tx) => {
      // One account's alerts are counted and written one request at a time, so two at once cannot pass the limit.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const product = await tx.query<{ in_stock: number }>(
        `SELECT (SELECT count(*)::int FROM product_codes c WHERE c.product_id = p.id AND c.status = 'available') AS in_stock
         FROM products p WHERE p.id = $1`,
        [productId],
      );
      if (!product[0]) return 'unknown' as const;
      if (product[0].in_stock > 0) return 'in-stock' as const;
      const existing = await tx.query<{ id: number }>('SELECT id FROM stock_alerts WHERE user_id = $1 AND product_id = $2', [user.id, productId]);
      if (existing[0]) {
        // Asked again: the same alert, now in the language of this request.
        await tx.query('UPDATE stock_alerts SET locale = $2 WHERE id = $1', [existing[0].id, locale]);
        return { id: existing[0].id, created: false };
      }
      const count = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM stock_alerts WHERE user_id = $1', [user.id]))[0]!.n;
      if (count >= limit) return 'limit' as const;
      const inserted = await tx.query<{ id: number }>('INSERT INTO stock_alerts (user_id, product_id, locale) VALUES ($1, $2, $3) RETURNING id', [
        user.id,
        productId,
        locale,
      ]);
      return { id: inserted[0]!.id, created: true };
    });
    if (outcome === 'unknown') throw new HttpError(404, text(locale, 'stockAlertProductUnknown'), undefined, undefined, { reason: 'unknown_product' });
    if (outcome === 'in-stock') throw new HttpError(409, text(locale, 'stockAlertInStock'), undefined, undefined, { reason: 'in_stock' });
    if (outcome === 'limit') {
      throw new HttpError(409, text(locale, 'stockAlertLimit', { limit }), undefined, undefined, { reason: 'limit_reached', limit });
    }
    const rows = await ctx.db.query<AlertRow>(`SELECT ${ALERT_COLUMNS} ${ALERT_FROM} WHERE a.id = $1`, [outcome.id, locale]);
    return new JsonAnswer(outcome.created ? 201 : 200, { alert: toAlert(rows[0]!, locale) });
  });

  route('DELETE', '/api/stock-alerts/:id', async (ctx) => {
    const user = await signedIn(ctx);
    const id = parseProductId(ctx.params.id ?? '');
    const removed = id === null ? [] : await ctx.db.query('DELETE FROM stock_alerts WHERE id = $1 AND user_id = $2 RETURNING id', [id, user.id]);
    if (removed.length === 0) throw new HttpError(404, text(ctx.locale, 'stockAlertNotFound'));
    return { ok: true };
  });
}

/** The product page of `productId` in `locale` on the storefront. */
export function productLink(storefrontUrl: string, locale: ProviderLocale, productId: number): string {
  return `${storefrontUrl}${LOCALE_PREFIX[locale]}/product/${productId}`;
}

/** The mail of one alert: the product is back, with a link to its page, all in the alert's language. */
export function composeStockAlertMail(locale: ProviderLocale, to: string, name: string, product: string, link: string): ComposedMail {
  const subject = text(locale, 'mailStockSubject', { product });
  const greeting = text(locale, 'mailGreeting', { name });
  const lead = text(locale, 'mailStockLead', { product });
  const action = text(locale, 'mailStockAction');
  const note = text(locale, 'mailStockNote');
  const signature = mailSignature(locale);
  const plain = `${greeting}\n\n${lead}\n${link}\n\n${note}\n\n${signature}\n`;
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1a56db; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(action)}</a></p>`,
    `<p style="color: #555555; font-size: 13px">${escapeHtml(note)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, kind: 'stock-alert', locale, text: plain, html, links: [link] };
}

interface DueRow {
  id: number;
  product_id: number;
  locale: ProviderLocale;
  email: string;
  user_name: string;
  name: string;
}

/**
 * Inside the transaction that added codes to `productIds`: mails every alert of those products that
 * now have codes available, in the alert's language, and removes the alerts (locked, so two stock
 * changes at once send each alert once). Returns the stored mails, for SMTP delivery after commit.
 */
export async function sendStockAlerts(tx: Queryable, productIds: readonly number[], storefrontUrl: string): Promise<StoredMail[]> {
  if (productIds.length === 0) return [];
  const due = await tx.query<DueRow>(
    `SELECT a.id, a.product_id, a.locale, u.email, u.name AS user_name, COALESCE(t.name, e.name, p.article) AS name
     FROM stock_alerts a
     JOIN users u ON u.id = a.user_id
     JOIN products p ON p.id = a.product_id
     LEFT JOIN product_texts t ON t.product_id = p.id AND t.locale = a.locale
     LEFT JOIN product_texts e ON e.product_id = p.id AND e.locale = 'en'
     WHERE a.product_id = ANY($1::int[])
       AND EXISTS (SELECT 1 FROM product_codes c WHERE c.product_id = a.product_id AND c.status = 'available')
     ORDER BY a.id
     FOR UPDATE OF a SKIP LOCKED`,
    [[...productIds]],
  );
  const mails: StoredMail[] = [];
  for (const alert of due) {
    const link = productLink(storefrontUrl, alert.locale, alert.product_id);
    mails.push(await storeMail(tx, composeStockAlertMail(alert.locale, alert.email, alert.user_name, alert.name, link)));
  }
  if (due.length > 0) await tx.query('DELETE FROM stock_alerts WHERE id = ANY($1::int[])', [due.map((alert) => alert.id)]);
  return mails;
}

/** Sends the stored alert mails through SMTP when configured (the outbox already has them). */
export function deliverAll(accounts: Pick<Accounts, 'delivery'>, mails: readonly StoredMail[]): void {
  for (const mail of mails) accounts.delivery.deliver(mail);
}

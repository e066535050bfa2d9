// Development endpoints (docs/accounts-contract.md "Development endpoints"): the mail outbox as a page
// and as JSON, and a purchases fixture. Never registered when NODE_ENV=production, so they answer 404.
import type { Handler } from '../http/context';
import { HttpError, sendBody } from '../http/respond';
import type { Router } from '../http/router';
import type { Accounts } from './routes';
import { escapeHtml, listMails, type StoredMail } from './mail';
import { givePurchases } from './purchases';
import { userByEmail } from './store';
import { normalizeEmail } from './validation';

export const DEV_PURCHASES_MAX = 50;

const unprocessable = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

function mailHtml(mail: StoredMail): string {
  const links = mail.links
    .filter((link) => /^https?:\/\//i.test(link))
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<article>
<h2>#${mail.id} ${escapeHtml(mail.subject)}</h2>
<p class="meta">${escapeHtml(mail.created_at)} · to <b>${escapeHtml(mail.to)}</b> · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.locale)}</p>
<ul>${links}</ul>
<pre>${escapeHtml(mail.text)}</pre>
</article>`;
}

function outboxPage(mails: StoredMail[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox (${mails.length})</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a }
article { border: 1px solid #ccc; border-radius: 6px; padding: 0 1rem; margin: 1rem 0 }
h2 { font-size: 1.1rem } .meta { color: #555 } pre { white-space: pre-wrap; background: #f6f6f6; padding: .5rem }
a { word-break: break-all }
</style></head>
<body><h1>Outbox</h1><p>The newest ${mails.length} mails, newest first.</p>
${mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(mailHtml).join('\n')}
</body></html>`;
}

export function addDevRoutes(router: Router<Handler>, accounts: Pick<Accounts, 'afterAnswer'>): void {
  // The outbox shows the mails of every request answered so far, those written after their answer too.
  const settled = () => accounts.afterAnswer.settled();
  router
    .add('GET', '/dev/mail', async ({ db, res }) => {
      await settled();
      const html = outboxPage(await listMails(db, null));
      sendBody(res, 200, html, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        // The page shows stored text only: no scripts, no remote loads.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    })
    .add('GET', '/dev/mail.json', async ({ db, query, res }) => {
      res.setHeader('Cache-Control', 'no-store');
      const to = query.get('to')?.trim() || null;
      await settled();
      const mails = await listMails(db, to);
      // The contract's fields: everything but the HTML version.
      return {
        mails: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          kind: mail.kind,
          locale: mail.locale,
          text: mail.text,
          links: mail.links,
          created_at: mail.created_at,
        })),
      };
    })
    .add('POST', '/dev/purchases', async (ctx) => {
      ctx.res.setHeader('Cache-Control', 'no-store');
      const body = await ctx.body();
      const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
      const count = body.count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > DEV_PURCHASES_MAX) {
        throw unprocessable('count', `The count must be an integer from 1 to ${DEV_PURCHASES_MAX}.`);
      }
      const user = email === '' ? null : await userByEmail(ctx.db, email);
      if (!user) throw unprocessable('email', 'No account has this e-mail.');
      return { ok: true, purchases: await givePurchases(ctx.db, user.id, count) };
    });
}

// A development switch for catalogue changes: `PATCH /dev/products/{id}` with {price_cents,
// old_price_cents} sets a product's price (old_price_cents null: no discount) and tells the
// storefront(s) through the signed revalidation call (storefront-notifier.ts), as a real provider
// does when its catalogue changes; `"notify": false` changes the price silently (to watch a cache
// keep the old one). `POST /dev/products/{id}/codes` with {codes: [...]} restocks a product the way
// `npm run catalogue -- stock` does (same checks, back-in-stock mails, storefronts told), for a
// provider whose PGlite folder the command cannot open while it runs. Registered only outside
// production, like the other /dev routes.
import type { Accounts } from '../accounts/routes';
import type { Handler } from '../http/context';
import { HttpError } from '../http/respond';
import type { Router } from '../http/router';
import { parseProductId } from '../http/params';
import { applyRows, CatalogueInputError, formatRowError, validateRows } from './operator';
import { productDetail } from './queries';
import type { StorefrontNotifier } from './storefront-notifier';

const MAX_PRICE_CENTS = 100_000_000;

function cents(value: unknown, field: string, { nullable }: { nullable: boolean }): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null && nullable) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PRICE_CENTS) return value;
  throw new HttpError(422, `${field} must be an integer number of cents from 0 to ${MAX_PRICE_CENTS}${nullable ? ' or null' : ''}`, {
    [field]: ['invalid'],
  });
}

export function addCatalogueDevRoutes(router: Router<Handler>, notifier: StorefrontNotifier, accounts: Pick<Accounts, 'mail' | 'delivery'>): void {
  router.add('POST', '/dev/products/:id/codes', async (ctx) => {
    const { db, locale } = ctx;
    ctx.res.setHeader('Cache-Control', 'no-store');
    const id = parseProductId(ctx.params.id ?? '');
    const product = id === null ? [] : await db.query<{ article: string }>('SELECT article FROM products WHERE id = $1', [id]);
    if (id === null || !product[0]) throw new HttpError(404, 'No such product');
    const { codes } = await ctx.body();
    if (!Array.isArray(codes) || codes.length === 0 || codes.length > 1000) {
      throw new HttpError(422, 'Send codes: a list of 1 to 1000 codes', { codes: ['invalid'] });
    }
    let summary;
    try {
      summary = await applyRows(db, validateRows([{ article: product[0].article, codes }]), { existingOnly: true, storefrontUrl: accounts.mail.storefrontUrl });
    } catch (err) {
      if (!(err instanceof CatalogueInputError)) throw err;
      throw new HttpError(422, err.errors.map(formatRowError).join('\n').trim(), { codes: err.errors.map((e) => e.message) });
    }
    for (const mail of summary.alerts) accounts.delivery.deliver(mail);
    const notified = await notifier.notify({ products: [id] });
    return { product: await productDetail(db, id, locale), codes: summary.codes, alerts: summary.alerts.length, notified };
  });

  router.add('PATCH', '/dev/products/:id', async (ctx) => {
    const { db, locale } = ctx;
    ctx.res.setHeader('Cache-Control', 'no-store');
    const id = parseProductId(ctx.params.id ?? '');
    if (id === null) throw new HttpError(404, 'No such product');
    const body = await ctx.body();
    const price = cents(body.price_cents, 'price_cents', { nullable: false });
    const oldPrice = cents(body.old_price_cents, 'old_price_cents', { nullable: true });
    if (price === undefined && oldPrice === undefined) throw new HttpError(422, 'Send price_cents and/or old_price_cents', {});
    const rows = await db.query<{ price_cents: number; old_price_cents: number | null }>(
      'SELECT price_cents, old_price_cents FROM products WHERE id = $1',
      [id],
    );
    const current = rows[0];
    if (!current) throw new HttpError(404, 'No such product');
    const nextPrice = price ?? current.price_cents;
    // A new price at or above the old one without a word about it ends the discount.
    const keptOld = current.old_price_cents !== null && current.old_price_cents > nextPrice ? current.old_price_cents : null;
    const nextOld = oldPrice === undefined ? keptOld : oldPrice;
    if (nextOld !== null && nextOld <= nextPrice) {
      throw new HttpError(422, 'old_price_cents must be above price_cents (or null)', { old_price_cents: ['invalid'] });
    }
    await db.query('UPDATE products SET price_cents = $2, old_price_cents = $3 WHERE id = $1', [id, nextPrice, nextOld]);
    const notified = body.notify === false ? 0 : await notifier.notify({ products: [id] });
    return { product: await productDetail(db, id, locale), notified };
  });
}

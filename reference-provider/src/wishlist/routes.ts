// The wishlist calls of docs/wishlist-contract.md ("Provider API"): the account's list, adding
// products to it (one heart, or a guest's list at login) and taking one out. Signed in only.
import { invalid } from '../http/field-errors';
import { personal, signedIn } from '../http/guards';
import { text } from '../http/messages';
import { parseProductId } from '../http/params';
import { readJsonValue } from '../http/request';
import { HttpError, notFound } from '../http/respond';
import type { Context, Handler } from '../http/context';
import type { Router } from '../http/router';
import { addToWishlist, loadWishlist, removeFromWishlist, WISHLIST_LIMIT } from './store';

/** 200 ids are under 3 KB of JSON; room for whitespace, never megabytes. */
export const WISHLIST_BODY_LIMIT_BYTES = 16 * 1024;

const INT4_MAX = 2_147_483_647;
const isProductId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= INT4_MAX;

/** `{product_ids: [1..200 positive integers]}`, else 422 naming the field (or the first bad entry). */
async function productIds(ctx: Context): Promise<number[]> {
  const body = await readJsonValue(ctx.req, ctx.locale, WISHLIST_BODY_LIMIT_BYTES);
  const ids = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).product_ids : undefined;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > WISHLIST_LIMIT) {
    throw invalid(ctx.locale, { product_ids: 'wishlistProductsInvalid' });
  }
  const bad = ids.findIndex((id) => !isProductId(id));
  if (bad >= 0) throw invalid(ctx.locale, { [`product_ids.${bad}`]: 'wishlistIdInvalid' });
  return ids as number[];
}

export function addWishlistRoutes(router: Router<Handler>): void {
  const route = (method: string, path: string, handler: Handler) => router.add(method, path, personal(handler));

  route('GET', '/api/wishlist', async (ctx) => {
    const user = await signedIn(ctx);
    return loadWishlist(ctx.db, user.id, ctx.locale);
  });

  route('POST', '/api/wishlist', async (ctx) => {
    const user = await signedIn(ctx);
    const ids = await productIds(ctx);
    const outcome = await addToWishlist(ctx.db, user.id, ids);
    if (!outcome.ok) {
      const message = text(ctx.locale, 'wishlistFull', { limit: WISHLIST_LIMIT });
      throw new HttpError(422, message, { product_ids: [message] }, undefined, { reason: outcome.reason, limit: WISHLIST_LIMIT });
    }
    return { ...(await loadWishlist(ctx.db, user.id, ctx.locale)), unknown: outcome.unknown };
  });

  route('DELETE', '/api/wishlist/:id', async (ctx) => {
    const user = await signedIn(ctx);
    const id = parseProductId(ctx.params.id!);
    if (id === null) throw notFound('Product not found');
    await removeFromWishlist(ctx.db, user.id, id);
    return loadWishlist(ctx.db, user.id, ctx.locale);
  });
}

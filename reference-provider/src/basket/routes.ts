// The basket and promo code calls of docs/basket-contract.md ("Provider API"): the account's basket,
// its change queue, the product of a guest's basket line, and promo codes.
import type { Accounts } from '../accounts/routes';
import { personal, signedIn } from '../http/guards';
import { text, type MessageKey } from '../http/messages';
import { invalid } from '../http/field-errors';
import type { Context, Handler } from '../http/context';
import { parseProductId } from '../http/params';
import { readJsonValue } from '../http/request';
import { JsonAnswer, notFound } from '../http/respond';
import type { Router } from '../http/router';
import type { ProviderLocale } from '../seed/types';
import { PROMO_CODE_PATTERN, type PromoRefusal } from './promo-codes';
import { parseQueue, withUnknownProducts } from './queue';
import { applyBasketQueue, applyPromoCode, loadBasket, productForBasket, removePromoCode, unknownProducts } from './store';

/** A full queue (200 entries with their keys) is about 20 KB of JSON; room for whitespace, never megabytes. */
export const BASKET_BODY_LIMIT_BYTES = 64 * 1024;

const REFUSAL_TEXT: Record<PromoRefusal, MessageKey> = {
  unknown: 'promoInvalid',
  not_started: 'promoNotStarted',
  expired: 'promoExpired',
  used_up: 'promoUsedUp',
  already_used: 'promoAlreadyUsed',
  basket_empty: 'promoBasketEmpty',
};

/** A refused code: 422 with the rule's text on `code` and the rule itself as `reason`. */
const refusedPromo = (locale: ProviderLocale, refusal: PromoRefusal) => {
  const message = text(locale, REFUSAL_TEXT[refusal]);
  return new JsonAnswer(422, { message, errors: { code: [message] }, reason: refusal });
};

/** ?code= trimmed: a code of the right form, or null for anything else (absent, empty, bad characters). */
function promoCodeParam(ctx: Context): string | null {
  const code = ctx.query.get('code')?.trim() ?? '';
  return PROMO_CODE_PATTERN.test(code) ? code : null;
}

export function addBasketRoutes(router: Router<Handler>, accounts: Accounts): void {
  const { limits } = accounts;
  const route = (method: string, path: string, handler: Handler) => router.add(method, path, personal(handler));

  route('GET', '/api/basket', async (ctx) => {
    const user = await signedIn(ctx);
    return loadBasket(ctx.db, user.id, ctx.locale);
  });

  route('PATCH', '/api/basket', async (ctx) => {
    const { locale } = ctx;
    const user = await signedIn(ctx);
    const parsed = parseQueue(await readJsonValue(ctx.req, locale, BASKET_BODY_LIMIT_BYTES));
    // Every bad entry is named at once, unknown products among the well-formed ones included.
    if (!parsed.ok) throw invalid(locale, withUnknownProducts(parsed.errors, await unknownProducts(ctx.db, parsed.wellFormed)));
    const outcome = await applyBasketQueue(ctx.db, user.id, parsed.entries, locale);
    if (!outcome.ok) throw invalid(locale, withUnknownProducts({}, outcome.unknown));
    return outcome.basket;
  });

  // Anyone may ask (a guest's basket is built from these); the product is public.
  router.add('GET', '/api/products/for-basket/:id', async ({ db, locale, params }) => {
    const id = parseProductId(params.id!);
    const product = id === null ? null : await productForBasket(db, id, locale);
    if (!product) throw notFound('Product not found');
    return { product };
  });

  route('POST', '/api/promocode', async (ctx) => {
    const { locale, clientIp } = ctx;
    const user = await signedIn(ctx);
    // Counted before the check, so parallel guesses cannot outrun the limit; a success is taken back.
    await limits.take(locale, ['promoAccount', String(user.id)], ['promoIp', clientIp]);
    const code = promoCodeParam(ctx);
    // A code that cannot exist (bad characters, wrong length) is simply unknown.
    const outcome = code === null ? ({ ok: false, refusal: 'unknown' } as const) : await applyPromoCode(ctx.db, user.id, code);
    if (!outcome.ok) return refusedPromo(locale, outcome.refusal);
    await limits.undo('promoAccount', String(user.id));
    await limits.undo('promoIp', clientIp);
    return { data: outcome.promo };
  });

  route('DELETE', '/api/promocode', async (ctx) => {
    const user = await signedIn(ctx);
    return removePromoCode(ctx.db, user.id, ctx.locale);
  });
}

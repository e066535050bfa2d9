// The basket answers of docs/basket-contract.md ("Shapes") as strict zod schemas, and helpers shared by
// the basket tests: a signed-in shopper, queue sends, promo codes and products picked by their stock.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { accountClient, FieldErrorsAnswer, freshIp, type CallOptions, type Reply } from './accounts-client';

export const BasketProduct = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  price: z.number().int().nonnegative(),
  old_price: z.number().int().positive().nullable(),
  category: z.strictObject({ id: z.number().int().positive(), name: z.string().min(1), formatted_name: z.string().min(1) }),
  cover_path: z.string().regex(/^\/media\/covers\/(pt-BR|en|ru|hi)\/[1-9][0-9]*\.svg$/),
  cover_text: z.string().nullable(),
  country_icon: z.string().regex(/^\/media\/flags\/[a-z]{2}\.svg$/),
  currency_nominal_country: z.strictObject({ country_icon: z.string().regex(/^\/media\/flags\/[a-z]{2}\.svg$/) }).nullable(),
  in_stock: z.number().int().nonnegative(),
  pivot: z.strictObject({ quantity: z.number().int().min(1).max(99) }),
});
export type BasketProductShape = z.infer<typeof BasketProduct>;

export const Promo = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9_-]{3,32}$/),
  discount: z.number().int().min(1).max(100),
  price: z.number().int().nonnegative(),
  priceWithDiscount: z.number().int().nonnegative(),
});
export type PromoShape = z.infer<typeof Promo>;

export const Basket = z
  .strictObject({
    products: z.array(BasketProduct),
    count: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    promo: Promo.nullable(),
  })
  .refine((b) => b.count === b.products.reduce((sum, p) => sum + p.pivot.quantity, 0), 'count is the sum of the quantities')
  .refine((b) => b.total === b.products.reduce((sum, p) => sum + p.price * p.pivot.quantity, 0), 'total is the sum of the lines')
  .refine((b) => b.promo === null || b.promo.price === b.total, 'promo.price is the total');
export type BasketShape = z.infer<typeof Basket>;

export const PromoAnswer = z.strictObject({ data: Promo });
export const ForBasketAnswer = z.strictObject({ product: BasketProduct });

export interface QueueEntry {
  id: number;
  type: 'increase' | 'decrease';
  count: number;
  /** The change's idempotency key (docs/basket-contract.md "Replays"). */
  key?: string;
}
export const increase = (id: number, count = 1): QueueEntry => ({ id, type: 'increase', count });
export const decrease = (id: number, count = 1): QueueEntry => ({ id, type: 'decrease', count });
/** The entry with a fresh change key, as the storefront queues it. */
export const keyed = (entry: QueueEntry, key = randomUUID()): QueueEntry => ({ ...entry, key });

/**
 * An independent statement of the contract's rounding, in BigInt: the discount is price * percent / 100
 * rounded half up (to the nearest cent, .5 upwards).
 */
export function expectedWithDiscount(price: number, percent: number): number {
  const scaled = BigInt(price) * BigInt(percent); // hundredths of a cent
  const whole = scaled / 100n;
  const discount = scaled % 100n >= 50n ? whole + 1n : whole;
  return Number(BigInt(price) - discount);
}

export const INVALID_PROMO: Record<string, string> = {
  'pt-BR': 'Código promocional inválido',
  en: 'Invalid promo code',
  ru: 'Неверный промокод',
  hi: 'अमान्य प्रोमो कोड',
};

/** The rules that refuse a promo code (docs/basket-contract.md "Promo refusals"). */
export type PromoRefusal = 'unknown' | 'not_started' | 'expired' | 'used_up' | 'already_used' | 'basket_empty';

/** What each refusal says, in two of the four languages (the others are checked by the catalogue test). */
export const PROMO_REFUSAL_TEXT: Record<PromoRefusal, Record<string, string>> = {
  unknown: INVALID_PROMO,
  not_started: { en: 'This promo code is not valid yet', ru: 'Этот промокод ещё не действует' },
  expired: { en: 'This promo code has expired', ru: 'Срок действия этого промокода истёк', 'pt-BR': 'Este código promocional expirou' },
  used_up: { en: 'This promo code has been used up', ru: 'Этот промокод исчерпан' },
  already_used: { en: 'You have already used this promo code', ru: 'Вы уже использовали этот промокод', 'pt-BR': 'Você já usou este código promocional' },
  basket_empty: { en: 'Add products to the basket before applying a promo code', ru: 'Добавьте товары в корзину, прежде чем применять промокод' },
};

export const PromoRefused = z.strictObject({
  message: z.string().min(1),
  errors: z.strictObject({ code: z.array(z.string().min(1)).length(1) }),
  reason: z.enum(['unknown', 'not_started', 'expired', 'used_up', 'already_used', 'basket_empty']),
});

export function basketClient(baseUrl: () => string) {
  const accounts = accountClient(baseUrl);
  const { call, expectAnswer } = accounts;

  /** A new account registered from its own address, its e-mail confirmed (it may order); `token` is its bearer token. */
  async function shopper(): Promise<{ token: string; ip: string; userId: number }> {
    const ip = freshIp();
    const { token, user, email } = await accounts.register({ ip });
    await accounts.verifyEmail(email);
    return { token, ip, userId: user.id };
  }

  const getBasket = (token: string, options: CallOptions = {}) => expectAnswer(call('GET', '/api/basket', { ...options, token }), 200, Basket);

  const patch = (token: string, products: unknown, options: CallOptions = {}): Promise<Reply> =>
    call('PATCH', '/api/basket', { ...options, token, body: { products } });

  const patchOk = (token: string, products: QueueEntry[], options: CallOptions = {}) =>
    expectAnswer(patch(token, products, options), 200, Basket);

  /** Expects a 422 naming exactly `keys` and returns it. */
  async function patch422(token: string, products: unknown, keys: string[], options: CallOptions = {}) {
    const body = await expectAnswer(patch(token, products, options), 422, FieldErrorsAnswer);
    expect(Object.keys(body.errors)).toEqual(keys);
    return body;
  }

  const promo = (token: string | undefined, code: string, options: CallOptions = {}): Promise<Reply> =>
    call('POST', `/api/promocode?${new URLSearchParams({ code })}`, { ...options, token });

  const promoOk = (token: string, code: string, options: CallOptions = {}) =>
    expectAnswer(promo(token, code, options), 200, PromoAnswer).then((answer) => answer.data);

  /** Expects the localised 422 of a refused code, naming the rule that refused it. */
  async function promo422(token: string, code: string, reason: PromoRefusal = 'unknown', options: CallOptions = {}): Promise<void> {
    const body = await expectAnswer(promo(token, code, options), 422, PromoRefused);
    const message = PROMO_REFUSAL_TEXT[reason][options.locale ?? 'en']!;
    expect(body).toEqual({ message, errors: { code: [message] }, reason });
  }

  const removePromo = (token: string, options: CallOptions = {}) =>
    expectAnswer(call('DELETE', '/api/promocode', { ...options, token }), 200, Basket);

  const forBasket = (id: number | string, options: CallOptions = {}) => call('GET', `/api/products/for-basket/${id}`, options);

  /**
   * Products of the seeded catalogue by stock, scanning ids from 1: `count` products with at least
   * `minStock` codes (and at most `maxStock`), in id order.
   */
  async function productsWithStock(count: number, minStock: number, maxStock = Infinity): Promise<BasketProductShape[]> {
    const found: BasketProductShape[] = [];
    for (let id = 1; found.length < count && id <= 2000; id += 1) {
      const res = await forBasket(id);
      if (res.status === 404) continue;
      const { product } = ForBasketAnswer.parse(res.json);
      if (product.in_stock >= minStock && product.in_stock <= maxStock) found.push(product);
    }
    if (found.length < count) throw new Error(`only ${found.length} products with stock ${minStock}..${maxStock}`);
    return found;
  }

  return { ...accounts, shopper, getBasket, patch, patchOk, patch422, promo, promoOk, promo422, removePromo, forBasket, productsWithStock };
}

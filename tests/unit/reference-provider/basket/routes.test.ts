// The reference provider's basket and promo code calls (docs/basket-contract.md "Provider API")
// against a live process with an in-memory database and the seeded catalogue and promo codes.
import { z } from 'zod';
import { FieldErrorsAnswer, MessageAnswer } from '../support/accounts-client';
import { ProductDetail } from '../support/api-schemas';
import {
  Basket,
  basketClient,
  decrease,
  expectedWithDiscount,
  ForBasketAnswer,
  increase,
  INVALID_PROMO,
  keyed,
  PromoRefused,
  type BasketProductShape,
  type BasketShape,
} from '../support/basket-client';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';

let provider: ProviderProcess;
/** Seeded products with plenty of stock (at least 8 codes each). */
let stocked: BasketProductShape[];
/** A seeded product with 2 to 5 codes. */
let scarce: BasketProductShape;
/** A seeded product without stock. */
let soldOut: BasketProductShape;

const client = basketClient(() => provider.url);
const { call, expectAnswer, shopper, getBasket, patch, patchOk, patch422, promo, promoOk, promo422, removePromo, forBasket } = client;

beforeAll(async () => {
  provider = await startProviderProcess();
  stocked = await client.productsWithStock(4, 8);
  scarce = (await client.productsWithStock(1, 2, 5))[0]!;
  soldOut = (await client.productsWithStock(1, 0, 0))[0]!;
}, 180_000);

afterAll(async () => {
  await provider?.stop();
});

const EMPTY: BasketShape = { products: [], count: 0, total: 0, promo: null };
/** [id, quantity] of each line, in basket order. */
const lines = (basket: BasketShape) => basket.products.map((p) => [p.id, p.pivot.quantity]);
const idOf = (i: number) => stocked[i]!.id;

describe('without a bearer token', () => {
  test.each([
    ['GET', '/api/basket'],
    ['PATCH', '/api/basket'],
    ['POST', '/api/promocode?code=WELCOME10'],
    ['DELETE', '/api/promocode'],
  ])('%s %s answers 401 (localised), with or without a token that is not one', async (method, path) => {
    for (const token of [undefined, 'not-a-token', 'A'.repeat(43)]) {
      const res = await call(method, path, { token, locale: 'ru', body: method === 'PATCH' ? { products: [] } : undefined });
      expect({ token, status: res.status }).toEqual({ token, status: 401 });
      expect(MessageAnswer.parse(res.json)).toEqual({ message: 'Требуется авторизация.' });
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('a token that was revoked at logout is refused', async () => {
    const { token } = await shopper();
    await patchOk(token, [increase(idOf(0))]);
    expect((await call('POST', '/api/logout', { token })).status).toBe(200);
    expect((await call('GET', '/api/basket', { token })).status).toBe(401);
  });
});

describe('GET /api/basket', () => {
  test('a new account has an empty basket, never cached', async () => {
    const { token } = await shopper();
    const res = await call('GET', '/api/basket', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Basket.parse(res.json)).toEqual(EMPTY);
  });

  test('baskets are per account', async () => {
    const a = await shopper();
    const b = await shopper();
    await patchOk(a.token, [increase(idOf(0), 2)]);
    expect(await getBasket(b.token)).toEqual(EMPTY);
    expect(lines(await getBasket(a.token))).toEqual([[idOf(0), 2]]);
  });

  test('lines carry the catalogue card in the request language', async () => {
    const { token } = await shopper();
    const id = idOf(1);
    await patchOk(token, [increase(id, 3)]);
    for (const locale of ['pt-BR', 'en', 'ru', 'hi']) {
      const [line] = (await getBasket(token, { locale })).products;
      const detail = await expectAnswer(call('GET', `/api/products/${id}`, { locale }), 200, z.object({ product: ProductDetail }));
      const card = detail.product;
      expect(line).toEqual({
        id,
        name: card.name,
        price: card.price,
        old_price: card.old_price,
        category: card.category,
        cover_path: card.cover_path,
        cover_text: card.cover_text,
        country_icon: card.country_icon,
        currency_nominal_country: line!.currency_nominal_country,
        in_stock: card.in_stock,
        pivot: { quantity: 3 },
      });
    }
  });
});

describe('PATCH /api/basket', () => {
  test('increase of a product not in the basket adds it with the count; increase adds; decrease takes off', async () => {
    const { token } = await shopper();
    expect(lines(await patchOk(token, [increase(idOf(0))]))).toEqual([[idOf(0), 1]]);
    expect(lines(await patchOk(token, [increase(idOf(1), 3)]))).toEqual([
      [idOf(0), 1],
      [idOf(1), 3],
    ]);
    expect(lines(await patchOk(token, [increase(idOf(0), 2), decrease(idOf(1), 2)]))).toEqual([
      [idOf(0), 3],
      [idOf(1), 1],
    ]);
    const answer = await patchOk(token, []);
    expect(await getBasket(token)).toEqual(answer);
    expect(answer.count).toBe(4);
    expect(answer.total).toBe(stocked[0]!.price * 3 + stocked[1]!.price);
  });

  test('a decrease to 0 or below removes the line; a decrease of a product not in the basket changes nothing', async () => {
    const { token } = await shopper();
    await patchOk(token, [increase(idOf(0), 2), increase(idOf(1), 2), increase(idOf(2), 2)]);
    expect(lines(await patchOk(token, [decrease(idOf(0), 2)]))).toEqual([
      [idOf(1), 2],
      [idOf(2), 2],
    ]);
    expect(lines(await patchOk(token, [decrease(idOf(1), 50)]))).toEqual([[idOf(2), 2]]);
    expect(lines(await patchOk(token, [decrease(idOf(3), 1), decrease(idOf(0), 99)]))).toEqual([[idOf(2), 2]]);
    expect(await patchOk(token, [decrease(idOf(2), 1), decrease(idOf(2), 1)])).toEqual(EMPTY);
  });

  test('entries apply in order: lines keep the order they were first added; a line removed and added again goes last', async () => {
    const { token } = await shopper();
    await patchOk(token, [increase(idOf(2)), increase(idOf(0)), increase(idOf(1))]);
    expect(lines(await patchOk(token, [increase(idOf(2)), increase(idOf(3))]))).toEqual([
      [idOf(2), 2],
      [idOf(0), 1],
      [idOf(1), 1],
      [idOf(3), 1],
    ]);
    expect(lines(await patchOk(token, [decrease(idOf(0)), increase(idOf(0), 4), increase(idOf(2))]))).toEqual([
      [idOf(2), 3],
      [idOf(1), 1],
      [idOf(3), 1],
      [idOf(0), 4],
    ]);
    // Order dependence: the decrease before the increase finds no line; after, it takes one off.
    expect(lines(await patchOk(token, [decrease(idOf(1)), decrease(idOf(1)), increase(idOf(1), 2), decrease(idOf(1))]))).toEqual([
      [idOf(2), 3],
      [idOf(3), 1],
      [idOf(0), 4],
      [idOf(1), 1],
    ]);
    expect(lines(await getBasket(token))).toEqual(lines(await patchOk(token, [])));
  });

  test('quantities are cut to the stock, silently; an increase of a product without stock adds nothing', async () => {
    const { token } = await shopper();
    const stock = scarce.in_stock;
    expect(lines(await patchOk(token, [increase(scarce.id, stock + 3)]))).toEqual([[scarce.id, stock]]);
    expect(lines(await patchOk(token, [increase(scarce.id, 1)]))).toEqual([[scarce.id, stock]]);
    expect(lines(await patchOk(token, [decrease(scarce.id, 1)]))).toEqual([[scarce.id, stock - 1]]);
    expect(lines(await patchOk(token, [increase(soldOut.id, 1), increase(soldOut.id, 99)]))).toEqual([[scarce.id, stock - 1]]);
    expect(lines(await getBasket(token))).toEqual([[scarce.id, stock - 1]]);
  });

  test('changes sent at the same time are applied one after the other: none is lost', async () => {
    const { token } = await shopper();
    const product = stocked[0]!;
    const sends = Math.min(product.in_stock, 8);
    const answers = await Promise.all(Array.from({ length: sends }, () => patch(token, [increase(product.id)])));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    expect(lines(await getBasket(token))).toEqual([[product.id, sends]]);
    // Each answer is the basket after its own change: together they count 1 to `sends`.
    const seen = answers.map((res) => Basket.parse(res.json).count).sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: sends }, (_, i) => i + 1));
  });

  test('200 entries are accepted and applied; each line stays within its stock', async () => {
    const { token } = await shopper();
    const queue = Array.from({ length: 200 }, (_, i) => increase(idOf(i % 4)));
    const basket = await patchOk(token, queue);
    expect(lines(basket)).toEqual(stocked.map((p) => [p.id, Math.min(50, p.in_stock)]));
  });

  test('201 entries are refused whole: 422 on products, nothing changed', async () => {
    const { token } = await shopper();
    await patchOk(token, [increase(idOf(0))]);
    const before = await getBasket(token);
    const body = await patch422(token, Array.from({ length: 201 }, () => increase(idOf(1))), ['products']);
    expect(body.errors.products).toEqual(['At most 200 changes can be sent at once']);
    expect(await getBasket(token)).toEqual(before);
  });

  test('an unknown product is 422 on products.<index>.id, and the entries before it are rolled back', async () => {
    const { token } = await shopper();
    await patchOk(token, [increase(idOf(0), 2)]);
    const before = await getBasket(token);
    const body = await patch422(
      token,
      [increase(idOf(1), 5), decrease(idOf(0), 2), increase(999_999), decrease(2_147_483_647)],
      ['products.2.id', 'products.3.id'],
    );
    expect(body).toEqual({
      message: 'There is no product with this id',
      errors: { 'products.2.id': ['There is no product with this id'], 'products.3.id': ['There is no product with this id'] },
    });
    expect(await getBasket(token)).toEqual(before);
  });

  test.each([
    ['a zero count', { id: 1, type: 'increase', count: 0 }, ['count']],
    ['a negative count', { id: 1, type: 'decrease', count: -1 }, ['count']],
    ['a count of 100', { id: 1, type: 'increase', count: 100 }, ['count']],
    ['a count of 101', { id: 1, type: 'increase', count: 101 }, ['count']],
    ['a fractional count', { id: 1, type: 'increase', count: 1.5 }, ['count']],
    ['a count as a string', { id: 1, type: 'increase', count: '2' }, ['count']],
    ['no count', { id: 1, type: 'increase' }, ['count']],
    ['another type', { id: 1, type: 'remove', count: 1 }, ['type']],
    ['a type in capitals', { id: 1, type: 'INCREASE', count: 1 }, ['type']],
    ['an id of 0', { id: 0, type: 'increase', count: 1 }, ['id']],
    ['a negative id', { id: -3, type: 'increase', count: 1 }, ['id']],
    ['an id as a string', { id: '1', type: 'increase', count: 1 }, ['id']],
    ['an id past the integer range', { id: 2_147_483_648, type: 'increase', count: 1 }, ['id']],
    ['a fractional id', { id: 1.5, type: 'increase', count: 1 }, ['id']],
    ['null', null, ['id', 'type', 'count']],
    ['a number', 7, ['id', 'type', 'count']],
    ['an array', [1, 'increase', 1], ['id', 'type', 'count']],
  ])('an entry with %s is 422 on its fields, nothing changed', async (_label, entry, fields) => {
    const { token } = await shopper();
    await patchOk(token, [increase(idOf(0), 2)]);
    const before = await getBasket(token);
    const body = await patch422(token, [increase(idOf(1)), increase(idOf(0)), entry], fields.map((field) => `products.2.${field}`));
    expect(body.message).toBe(Object.values(body.errors)[0]![0]);
    expect(await getBasket(token)).toEqual(before);
  });

  test('every bad entry is named at once, unknown products among them, in entry order', async () => {
    const { token } = await shopper();
    const body = await patch422(
      token,
      [increase(idOf(0)), { id: 'x', type: 'up', count: 0 }, increase(999_998), decrease(idOf(1), 100)],
      ['products.1.id', 'products.1.type', 'products.1.count', 'products.2.id', 'products.3.count'],
    );
    expect(body.errors).toEqual({
      'products.1.id': ['The product id must be a positive integer'],
      'products.1.type': ['The type must be "increase" or "decrease"'],
      'products.1.count': ['The count must be an integer from 1 to 99'],
      'products.2.id': ['There is no product with this id'],
      'products.3.count': ['The count must be an integer from 1 to 99'],
    });
    expect(await getBasket(token)).toEqual(EMPTY);
  });

  test.each([
    ['products missing', {}],
    ['products null', { products: null }],
    ['products an object', { products: { 0: { id: 1, type: 'increase', count: 1 } } }],
    ['products a string', { products: 'increase 1' }],
    ['the body an array', [{ id: 1, type: 'increase', count: 1 }]],
    ['the body a string', 'products'],
    ['the body null', null],
  ])('a malformed queue (%s) is 422 on products', async (_label, body) => {
    const { token } = await shopper();
    const res = await call('PATCH', '/api/basket', { token, body });
    const answer = await expectAnswer(Promise.resolve(res), 422, FieldErrorsAnswer);
    expect(answer).toEqual({
      message: 'The products must be a list of changes',
      errors: { products: ['The products must be a list of changes'] },
    });
  });

  test('an empty body is a malformed queue; malformed JSON is 400; a body over 64 KB is 413', async () => {
    const { token } = await shopper();
    expect((await call('PATCH', '/api/basket', { token })).status).toBe(422);
    const bad = await call('PATCH', '/api/basket', { token, rawBody: '{"products": [', locale: 'pt-BR' });
    expect(bad.status).toBe(400);
    expect(MessageAnswer.parse(bad.json)).toEqual({ message: 'O corpo do pedido não é um JSON válido.' });
    const huge = await call('PATCH', '/api/basket', { token, rawBody: `{"products": [], "pad": "${'x'.repeat(70_000)}"}` });
    expect(huge.status).toBe(413);
    MessageAnswer.parse(huge.json);
    expect(await getBasket(token)).toEqual(EMPTY);
  });

  describe('replays (a retry of a send whose answer was lost)', () => {
    test('a change sent again with its key is applied once; the replay answers the current basket', async () => {
      const { token } = await shopper();
      const change = keyed(increase(idOf(0), 2));
      expect(lines(await patchOk(token, [change]))).toEqual([[idOf(0), 2]]);
      const replay = await patchOk(token, [change]);
      expect(lines(replay)).toEqual([[idOf(0), 2]]);
      expect(await getBasket(token)).toEqual(replay);
    });

    test('a different key applies again; the same key within one queue applies once', async () => {
      const { token } = await shopper();
      const first = keyed(increase(idOf(0)));
      await patchOk(token, [first]);
      expect(lines(await patchOk(token, [keyed(increase(idOf(0)))]))).toEqual([[idOf(0), 2]]);
      const twice = keyed(increase(idOf(1), 3));
      expect(lines(await patchOk(token, [twice, twice]))).toEqual([
        [idOf(0), 2],
        [idOf(1), 3],
      ]);
    });

    test('a retry that carries newer changes too applies only the new ones, in order', async () => {
      const { token } = await shopper();
      const sent = [keyed(increase(idOf(0))), keyed(increase(idOf(1)))];
      await patchOk(token, sent);
      const later = [keyed(decrease(idOf(0))), keyed(increase(idOf(1), 2))];
      expect(lines(await patchOk(token, [...sent, ...later]))).toEqual([[idOf(1), 3]]);
      expect(lines(await patchOk(token, [...sent, ...later]))).toEqual([[idOf(1), 3]]);
    });

    test('keys are per account: another shopper sending the same key has it applied', async () => {
      const [a, b] = [await shopper(), await shopper()];
      const change = keyed(increase(idOf(2)));
      await patchOk(a.token, [change]);
      expect(lines(await patchOk(b.token, [change]))).toEqual([[idOf(2), 1]]);
      expect(lines(await patchOk(a.token, [change]))).toEqual([[idOf(2), 1]]);
    });

    test('a refused queue (422) remembers none of its keys: sent again once fixed, it applies', async () => {
      const { token } = await shopper();
      const change = keyed(increase(idOf(0)));
      await patch422(token, [change, increase(999_996)], ['products.1.id']);
      expect(lines(await patchOk(token, [change]))).toEqual([[idOf(0), 1]]);
    });

    test('entries without a key (older clients) apply every time they are sent', async () => {
      const { token } = await shopper();
      await patchOk(token, [increase(idOf(0))]);
      expect(lines(await patchOk(token, [increase(idOf(0))]))).toEqual([[idOf(0), 2]]);
    });

    test.each([
      ['too short', 'abc'],
      ['too long', 'k'.repeat(65)],
      ['with spaces', 'a key with spaces in it'],
      ['with other characters', 'ключ-изменения-0001'],
      ['a number', 1234567890123456],
      ['null', null],
      ['empty', ''],
    ])('a key that is %s is 422 on products.<index>.key (localised), nothing changed', async (_label, key) => {
      const { token } = await shopper();
      await patchOk(token, [increase(idOf(0))]);
      const before = await getBasket(token);
      const body = await patch422(token, [keyed(increase(idOf(1))), { ...increase(idOf(0)), key }], ['products.1.key']);
      expect(body.errors['products.1.key']).toEqual(['The change key must be 16 to 64 letters, digits, "-" or "_"']);
      const ru = await patch422(token, [{ ...increase(idOf(0)), key }], ['products.0.key'], { locale: 'ru' });
      expect(ru.message).toBe('Ключ изменения должен состоять из 16–64 латинских букв, цифр, «-» или «_»');
      expect(await getBasket(token)).toEqual(before);
    });
  });

  test('validation texts follow Accept-Language', async () => {
    const { token } = await shopper();
    const entries = [{ id: 1, type: 'increase', count: 0 }, increase(999_997)];
    const expected: Record<string, [string, string]> = {
      'pt-BR': ['A quantidade deve ser um número inteiro de 1 a 99', 'Não existe produto com este id'],
      en: ['The count must be an integer from 1 to 99', 'There is no product with this id'],
      ru: ['Количество должно быть целым числом от 1 до 99', 'Товара с таким id нет'],
      hi: ['मात्रा 1 से 99 तक की पूर्ण संख्या होनी चाहिए', 'इस आईडी का कोई उत्पाद नहीं है'],
    };
    for (const [locale, [count, unknown]] of Object.entries(expected)) {
      const body = await patch422(token, entries, ['products.0.count', 'products.1.id'], { locale });
      expect(body).toEqual({ message: count, errors: { 'products.0.count': [count], 'products.1.id': [unknown] } });
    }
  });
});

describe('GET /api/products/for-basket/{id}', () => {
  test('the product with quantity 1, in the request language, without a token', async () => {
    for (const locale of ['pt-BR', 'ru']) {
      const id = idOf(2);
      const { product } = await expectAnswer(forBasket(id, { locale }), 200, ForBasketAnswer);
      const detail = await expectAnswer(call('GET', `/api/products/${id}`, { locale }), 200, z.object({ product: ProductDetail }));
      expect(product.pivot).toEqual({ quantity: 1 });
      expect(product.name).toBe(detail.product.name);
      expect(product.in_stock).toBe(detail.product.in_stock);
      expect(product.category).toEqual(detail.product.category);
    }
    // The same card as a basket line holds.
    const { token } = await shopper();
    const [line] = (await patchOk(token, [increase(idOf(2))])).products;
    expect((await expectAnswer(forBasket(idOf(2)), 200, ForBasketAnswer)).product).toEqual(line);
  });

  test('a sold-out product is answered with in_stock 0', async () => {
    const { product } = await expectAnswer(forBasket(soldOut.id), 200, ForBasketAnswer);
    expect(product.in_stock).toBe(0);
  });

  test("currency_nominal_country is the flag of the face value's currency (the EU's for the euro), null when it is not money", async () => {
    const firstOf = async (path: string) => {
      const answer = await expectAnswer(call('GET', path), 200, z.object({ result: z.object({ products: z.array(z.object({ id: z.number() })) }) }));
      return answer.result.products[0]!.id;
    };
    const cases: Array<[path: string, icon: { country_icon: string } | null]> = [
      ['/api/categories/steam?currency=EUR', { country_icon: '/media/flags/eu.svg' }],
      ['/api/categories/steam?currency=BRL', { country_icon: '/media/flags/br.svg' }],
      ['/api/categories/steam?currency=USD', { country_icon: '/media/flags/us.svg' }],
      ['/api/categories/valorant', null],
      ['/api/categories/league-of-legends', null],
    ];
    for (const [path, icon] of cases) {
      const { product } = await expectAnswer(forBasket(await firstOf(path)), 200, ForBasketAnswer);
      expect({ path, icon: product.currency_nominal_country }).toEqual({ path, icon });
    }
  });

  test.each(['999999', '0', '-1', 'abc', '1.5', '99999999999', '%20'])('%s is 404', async (id) => {
    const res = await forBasket(id);
    expect(res.status).toBe(404);
    MessageAnswer.parse(res.json);
  });
});

describe('POST /api/promocode', () => {
  test('a valid code (any case) is computed on the stored basket and remembered on it', async () => {
    const { token } = await shopper();
    const basket = await patchOk(token, [increase(idOf(0), 2), increase(idOf(1))]);
    const applied = await promoOk(token, 'welcome10');
    expect(applied).toEqual({ code: 'WELCOME10', discount: 10, price: basket.total, priceWithDiscount: expectedWithDiscount(basket.total, 10) });
    expect((await getBasket(token)).promo).toEqual(applied);
    // A price from the caller is never used.
    expect(await expectAnswer(call('POST', '/api/promocode?price=1&code=Welcome10', { token }), 200, z.object({ data: z.unknown() }))).toEqual({
      data: applied,
    });
  });

  test.each(['WELCOME10', 'GAMER15', 'HOLIDAY20', 'LIMITED25'])('the seeded code %s is usable', async (code) => {
    const { token } = await shopper();
    const { total } = await patchOk(token, [increase(idOf(0), 3), increase(idOf(3))]);
    const discount = Number(code.replace(/\D/g, ''));
    expect(await promoOk(token, code)).toEqual({ code, discount, price: total, priceWithDiscount: expectedWithDiscount(total, discount) });
  });

  test.each([
    ['an expired code', 'EXPIRED30', 'expired'],
    ['a used-up code', 'ONCE50', 'used_up'],
    ['an unknown code', 'NOPE123', 'unknown'],
    ['a code too short', 'AB', 'unknown'],
    ['a code too long', 'A'.repeat(33), 'unknown'],
    ['a code with a space', 'WELCOME 10', 'unknown'],
    ['a code with other characters', 'WELCÓME10', 'unknown'],
    ['an empty code', '', 'unknown'],
  ] as const)('%s is 422 naming the rule (%s → %s); an applied code stays', async (_label, code, reason) => {
    const { token } = await shopper();
    await patchOk(token, [increase(idOf(0))]);
    const applied = await promoOk(token, 'GAMER15');
    await promo422(token, code, reason);
    expect((await getBasket(token)).promo).toEqual(applied);
  });

  test('a valid code on an empty basket is 422 basket_empty, and nothing is remembered', async () => {
    const { token } = await shopper();
    await promo422(token, 'WELCOME10', 'basket_empty');
    await patchOk(token, [increase(idOf(0))]);
    expect((await getBasket(token)).promo).toBeNull();
  });

  test('no code at all is 422', async () => {
    const { token } = await shopper();
    await patchOk(token, [increase(idOf(0))]);
    const body = await expectAnswer(call('POST', '/api/promocode', { token }), 422, PromoRefused);
    expect(body).toEqual({ message: 'Invalid promo code', errors: { code: ['Invalid promo code'] }, reason: 'unknown' });
  });

  test('"Invalid promo code" in each language', async () => {
    const { token } = await shopper();
    await patchOk(token, [increase(idOf(0))]);
    for (const [locale, message] of Object.entries(INVALID_PROMO)) {
      const body = await expectAnswer(promo(token, 'NOPE123', { locale }), 422, PromoRefused);
      expect(body).toEqual({ message, errors: { code: [message] }, reason: 'unknown' });
    }
  });

  test('an expired code is said to be expired, in the shopper\'s language', async () => {
    const { token } = await shopper();
    await patchOk(token, [increase(idOf(0))]);
    for (const locale of ['en', 'ru', 'pt-BR']) await promo422(token, 'EXPIRED30', 'expired', { locale });
  });

  test('a new code replaces the applied one', async () => {
    const { token } = await shopper();
    const { total } = await patchOk(token, [increase(idOf(0), 2)]);
    await promoOk(token, 'WELCOME10');
    await promoOk(token, 'holiday20');
    expect((await getBasket(token)).promo).toEqual({ code: 'HOLIDAY20', discount: 20, price: total, priceWithDiscount: expectedWithDiscount(total, 20) });
  });
});

describe('the applied code on later answers', () => {
  test('every PATCH answer recalculates it on the new total', async () => {
    const { token } = await shopper();
    await patchOk(token, [increase(idOf(0))]);
    await promoOk(token, 'GAMER15');
    for (const queue of [[increase(idOf(0), 2)], [increase(idOf(1), 3), decrease(idOf(0))], [decrease(idOf(1), 2)]]) {
      const basket = await patchOk(token, queue);
      expect(basket.promo).toEqual({ code: 'GAMER15', discount: 15, price: basket.total, priceWithDiscount: expectedWithDiscount(basket.total, 15) });
      expect(await getBasket(token)).toEqual(basket);
    }
  });

  test('an emptied basket has no code, and forgets it for the next lines', async () => {
    const { token } = await shopper();
    await patchOk(token, [increase(idOf(0))]);
    await promoOk(token, 'WELCOME10');
    expect(await patchOk(token, [decrease(idOf(0))])).toEqual(EMPTY);
    expect((await patchOk(token, [increase(idOf(0))])).promo).toBeNull();
  });

  test('DELETE /api/promocode removes it and answers the basket', async () => {
    const { token } = await shopper();
    const basket = await patchOk(token, [increase(idOf(0), 2)]);
    await promoOk(token, 'WELCOME10');
    const res = await call('DELETE', '/api/promocode', { token });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Basket.parse(res.json)).toEqual({ ...basket, promo: null });
    expect(await getBasket(token)).toEqual({ ...basket, promo: null });
    expect((await patchOk(token, [increase(idOf(0))])).promo).toBeNull();
    // Without a code, or with an empty basket, it is still 200.
    expect(await removePromo(token)).toEqual(await getBasket(token));
    const fresh = await shopper();
    expect(await removePromo(fresh.token)).toEqual(EMPTY);
  });
});

describe('wrong promo codes are limited', () => {
  test('429 after 10 wrong codes per account, with Retry-After and the localised message; right codes do not count', async () => {
    const { token, ip } = await shopper();
    await patchOk(token, [increase(idOf(0))]);
    for (let i = 0; i < 15; i += 1) await promoOk(token, 'WELCOME10', { ip });
    for (let i = 0; i < 10; i += 1) await promo422(token, `WRONG${i}`, 'unknown', { ip });
    for (const [locale, message] of [
      ['en', /^Too many attempts\. Please try again in (\d+) minutes?\.$/],
      ['ru', /^Слишком много попыток\. Повторите через (\d+) минут[уы]?\.$/],
    ] as const) {
      // Even a right code, from another address, waits for the window.
      const res = await promo(token, 'WELCOME10', { locale, ip: '10.250.0.1' });
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      const text = MessageAnswer.parse(res.json).message;
      expect(text).toMatch(message);
      expect(Number(message.exec(text)?.[1])).toBe(Math.ceil(retryAfter / 60));
    }
    // Another account on the same address is not affected (10 < 30 per IP).
    const other = await shopper();
    await patchOk(other.token, [increase(idOf(0))]);
    await promoOk(other.token, 'GAMER15', { ip });
  });

  test('429 after 30 wrong codes from one IP, whatever the accounts; other addresses go on', async () => {
    const ip = '10.251.0.1';
    const accounts = await Promise.all([shopper(), shopper(), shopper(), shopper()]);
    for (const { token } of accounts) await patchOk(token, [increase(idOf(0))]);
    for (let i = 0; i < 30; i += 1) await promo422(accounts[i % 4]!.token, `BAD${i}`, 'unknown', { ip });
    const blocked = await promo(accounts[0]!.token, 'WELCOME10', { ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    await promoOk(accounts[0]!.token, 'WELCOME10', { ip: '10.251.0.2' });
  });

  test('the basket calls are not limited by wrong codes', async () => {
    const { token } = await shopper();
    for (let i = 0; i < 10; i += 1) await promo422(token, `WRONG${i}`);
    expect((await promo(token, 'WRONG10')).status).toBe(429);
    await patchOk(token, [increase(idOf(0))]);
    expect((await getBasket(token)).count).toBe(1);
    expect((await removePromo(token)).count).toBe(1);
  });
});

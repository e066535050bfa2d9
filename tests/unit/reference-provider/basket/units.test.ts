// The reference provider's basket building blocks as plain functions (no database, no server): the
// discount's rounding, reading and applying the change queue, the seeded codes, the promo limits on
// a fake clock and the basket's texts.
import { AccountLimits, DEFAULT_LIMITS } from '../../../../reference-provider/src/accounts/limits';
import { text } from '../../../../reference-provider/src/http/messages';
import {
  discountCents,
  lineAmountsAfterDiscount,
  PROMO_CODE_PATTERN,
  promoFor,
  SEED_PROMO_CODES,
  shareDiscount,
  unitAmounts,
} from '../../../../reference-provider/src/basket/promo-codes';
import {
  applyQueue,
  MAX_QUEUE_ENTRIES,
  parseQueue,
  withoutReplays,
  withUnknownProducts,
  type QueueEntry,
  type WorkingLine,
} from '../../../../reference-provider/src/basket/queue';
import { currencyCountry } from '../../../../reference-provider/src/basket/store';
import { HttpError } from '../../../../reference-provider/src/http/respond';
import { expectedWithDiscount } from '../support/basket-client';

const MINUTE = 60_000;

describe('the discount: price - round(price * discount / 100), half up, in integer cents', () => {
  test.each([
    // [price, percent, discount, priceWithDiscount]
    [999, 15, 150, 849], // 149.85 → 150
    [1010, 15, 152, 858], // 151.5 → 152 (half up)
    [10, 15, 2, 8], // 1.5 → 2
    [30, 15, 5, 25], // 4.5 → 5
    [1998, 25, 500, 1498], // 499.5 → 500
    [2098, 25, 525, 1573], // 524.5 → 525
    [1, 50, 1, 0], // 0.5 → 1
    [3, 50, 2, 1], // 1.5 → 2
    [999, 50, 500, 499], // 499.5 → 500
    [1049, 10, 105, 944], // 104.9 → 105
    [1044, 10, 104, 940], // 104.4 → 104
    [1045, 10, 105, 940], // 104.5 → 105
    [999, 20, 200, 799], // 199.8 → 200
    [459, 15, 69, 390], // 68.85 → 69
    [1, 1, 0, 1], // 0.01 → 0
    [50, 1, 1, 49], // 0.5 → 1
    [49, 1, 0, 49], // 0.49 → 0
    [0, 10, 0, 0],
    [12345, 100, 12345, 0],
    [2_000_000_001, 15, 300_000_000, 1_700_000_001], // 300000000.15 → 300000000, far from float trouble
    [2_000_000_010, 15, 300_000_002, 1_700_000_008], // 300000001.5 → 300000002
  ])('%i cents at %i %% → discount %i, total %i', (price, percent, discount, withDiscount) => {
    expect(discountCents(price, percent)).toBe(discount);
    expect(promoFor('CODE', percent, price)).toEqual({ code: 'CODE', discount: percent, price, priceWithDiscount: withDiscount });
    expect(expectedWithDiscount(price, percent)).toBe(withDiscount);
  });

  test('agrees with an exact BigInt half-up rounding for every percent over many totals', () => {
    for (let price = 0; price <= 5000; price += 7) {
      for (let percent = 1; percent <= 100; percent += 1) {
        const got = promoFor('X', percent, price).priceWithDiscount;
        if (got !== expectedWithDiscount(price, percent)) throw new Error(`${price} at ${percent}%: ${got}`);
      }
    }
  });

  test('refuses what is not cents or a percent', () => {
    expect(() => discountCents(9.99, 10)).toThrow(RangeError);
    expect(() => discountCents(-1, 10)).toThrow(RangeError);
    expect(() => discountCents(100, 0)).toThrow(RangeError);
    expect(() => discountCents(100, 101)).toThrow(RangeError);
    expect(() => discountCents(100, 12.5)).toThrow(RangeError);
  });
});

describe('the discount shared among the lines (largest remainder), so that they add up to the total', () => {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

  test('3 × 5,49 € + 1 × 1,79 € at 15 %: 14,00 € + 1,52 € = 15,52 €, not 3 × 4,67 € + 1,52 € = 15,53 €', () => {
    const lines = [
      { price_cents: 549, quantity: 3 },
      { price_cents: 179, quantity: 1 },
    ];
    expect(lineAmountsAfterDiscount(lines, 15)).toEqual([1400, 152]);
    expect(promoFor('GAMER15', 15, 1826).priceWithDiscount).toBe(1552);
    expect(unitAmounts(1400, 3)).toEqual([467, 467, 466]);
  });

  test.each([
    // [amounts, discount, shares]
    [[100, 100, 100], 100, [34, 33, 33]], // 33.33 each: the earliest gets the cent on a tie
    [[1647, 179], 274, [247, 27]], // 247.13 and 26.87: the larger remainder gets it
    [[1, 1], 1, [1, 0]],
    [[0, 500], 50, [0, 50]],
    [[0, 0], 0, [0, 0]],
    [[999], 150, [150]],
    [[300, 700], 1000, [300, 700]], // a 100 % code takes every line whole
  ])('%j less %i cents → shares %j', (amounts, discount, shares) => {
    expect(shareDiscount(amounts, discount)).toEqual(shares);
  });

  test('for many baskets and every percent: the lines sum to the total, each within a cent of its exact share', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let basket = 0; basket < 300; basket += 1) {
      const lines = Array.from({ length: 1 + random(5) }, () => ({ price_cents: 1 + random(20_000), quantity: 1 + random(9) }));
      const amounts = lines.map((line) => line.price_cents * line.quantity);
      const subtotal = sum(amounts);
      for (let percent = 1; percent <= 100; percent += 1) {
        const paid = lineAmountsAfterDiscount(lines, percent);
        const total = promoFor('X', percent, subtotal).priceWithDiscount;
        if (sum(paid) !== total) throw new Error(`${JSON.stringify(lines)} at ${percent} %: ${sum(paid)} ≠ ${total}`);
        const discount = subtotal - total;
        paid.forEach((amount, index) => {
          const exact = amounts[index]! - (discount * amounts[index]!) / subtotal;
          if (amount < 0 || amount > amounts[index]! || Math.abs(amount - exact) >= 1) throw new Error(`line ${index} of ${JSON.stringify(lines)} at ${percent} %: ${amount}`);
          const units = unitAmounts(amount, lines[index]!.quantity);
          if (sum(units) !== amount || Math.max(...units) - Math.min(...units) > 1) throw new Error(`units of ${amount}: ${JSON.stringify(units)}`);
        });
      }
    }
  });

  test('without a code the lines are their full amounts', () => {
    expect(lineAmountsAfterDiscount([{ price_cents: 549, quantity: 3 }], null)).toEqual([1647]);
  });

  test('refuses what is not cents, a discount beyond the lines, or no units', () => {
    expect(() => shareDiscount([100], 101)).toThrow(RangeError);
    expect(() => shareDiscount([1.5], 1)).toThrow(RangeError);
    expect(() => shareDiscount([100], -1)).toThrow(RangeError);
    expect(() => unitAmounts(100, 0)).toThrow(RangeError);
    expect(() => unitAmounts(-1, 1)).toThrow(RangeError);
  });
});

describe('parseQueue', () => {
  const entry = (id: unknown, type: unknown, count: unknown) => ({ id, type, count });

  test('a list of well-formed entries', () => {
    const products = [entry(1, 'increase', 1), entry(2_147_483_647, 'decrease', 99), { id: 3, type: 'increase', count: 5, extra: true }];
    expect(parseQueue({ products })).toEqual({
      ok: true,
      entries: [
        { id: 1, type: 'increase', count: 1 },
        { id: 2_147_483_647, type: 'decrease', count: 99 },
        { id: 3, type: 'increase', count: 5 },
      ],
    });
    expect(parseQueue({ products: [] })).toEqual({ ok: true, entries: [] });
  });

  test.each([
    ['no body fields', {}],
    ['a body that is an array', [entry(1, 'increase', 1)]],
    ['a body that is null', null],
    ['a body that is a string', 'x'],
    ['products that are an object', { products: {} }],
    ['products that are a number', { products: 1 }],
  ])('%s: "products" is not a list', (_label, body) => {
    expect(parseQueue(body)).toEqual({ ok: false, errors: { products: 'basketProductsInvalid' }, wellFormed: [] });
  });

  test(`at most ${MAX_QUEUE_ENTRIES} entries`, () => {
    const many = (n: number) => ({ products: Array.from({ length: n }, () => entry(1, 'increase', 1)) });
    expect(parseQueue(many(200)).ok).toBe(true);
    expect(parseQueue(many(201))).toEqual({ ok: false, errors: { products: 'basketTooManyEntries' }, wellFormed: [] });
  });

  test('each bad field of each entry is keyed products.<index>.<field>; the good entries are kept with their index', () => {
    const result = parseQueue({
      products: [entry(1, 'increase', 1), entry(0, 'increase', 1), entry(5, 'add', 1), entry(5, 'decrease', 0), null, entry(7, 'decrease', 2)],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        'products.1.id': 'basketIdInvalid',
        'products.2.type': 'basketTypeInvalid',
        'products.3.count': 'basketCountInvalid',
        'products.4.id': 'basketIdInvalid',
        'products.4.type': 'basketTypeInvalid',
        'products.4.count': 'basketCountInvalid',
      },
      wellFormed: [
        { index: 0, entry: { id: 1, type: 'increase', count: 1 } },
        { index: 5, entry: { id: 7, type: 'decrease', count: 2 } },
      ],
    });
  });

  test.each([0, -1, 100, 101, 1.5, '1', null, true, Number.NaN, Infinity])('count %p is invalid', (count) => {
    expect(parseQueue({ products: [entry(1, 'increase', count)] })).toMatchObject({ errors: { 'products.0.count': 'basketCountInvalid' } });
  });

  test.each([0, -1, 1.5, '1', null, 2_147_483_648, 1e20])('id %p is invalid', (id) => {
    expect(parseQueue({ products: [entry(id, 'increase', 1)] })).toMatchObject({ errors: { 'products.0.id': 'basketIdInvalid' } });
  });

  test('a change key is kept when well formed, optional, and keyed products.<index>.key when not', () => {
    const key = 'a1B2-c3D4_e5F6g7H8';
    expect(parseQueue({ products: [{ ...entry(1, 'increase', 1), key }, entry(2, 'decrease', 1)] })).toEqual({
      ok: true,
      entries: [
        { id: 1, type: 'increase', count: 1, key },
        { id: 2, type: 'decrease', count: 1 },
      ],
    });
    for (const bad of ['short', 'x'.repeat(65), 'has space in the key!', 'ключ-ключ-ключ-ключ', 42, null, '']) {
      expect(parseQueue({ products: [{ ...entry(1, 'increase', 1), key: bad }] })).toMatchObject({
        ok: false,
        errors: { 'products.0.key': 'basketKeyInvalid' },
      });
    }
    expect(parseQueue({ products: [{ ...entry(1, 'increase', 1), key: 'k'.repeat(16) }, { ...entry(1, 'increase', 1), key: 'k'.repeat(64) }] }).ok).toBe(
      true,
    );
  });

  test('withoutReplays leaves out keys applied before and repeated keys, keeps entries without a key', () => {
    const keyedEntry = (id: number, key?: string): QueueEntry => ({ id, type: 'increase', count: 1, ...(key ? { key } : {}) });
    const queue = [keyedEntry(1, 'key-one-0000000000'), keyedEntry(2), keyedEntry(3, 'key-two-0000000000'), keyedEntry(4, 'key-one-0000000000'), keyedEntry(2)];
    expect(withoutReplays(queue, new Set()).map((e) => e.id)).toEqual([1, 2, 3, 2]);
    expect(withoutReplays(queue, new Set(['key-two-0000000000'])).map((e) => e.id)).toEqual([1, 2, 2]);
    expect(withoutReplays(queue, new Set(['key-one-0000000000', 'key-two-0000000000'])).map((e) => e.id)).toEqual([2, 2]);
  });

  test('withUnknownProducts adds "unknown product" on the ids and orders the keys by entry, then id, type, count', () => {
    const errors = withUnknownProducts({ 'products.10.count': 'basketCountInvalid', 'products.2.type': 'basketTypeInvalid' }, [2, 0]);
    expect(Object.entries(errors)).toEqual([
      ['products.0.id', 'basketProductUnknown'],
      ['products.2.id', 'basketProductUnknown'],
      ['products.2.type', 'basketTypeInvalid'],
      ['products.10.count', 'basketCountInvalid'],
    ]);
  });
});

describe('applyQueue', () => {
  const line = (productId: number, quantity: number, position: number | null = productId): WorkingLine => ({ productId, quantity, position });
  const inc = (id: number, count = 1): QueueEntry => ({ id, type: 'increase', count });
  const dec = (id: number, count = 1): QueueEntry => ({ id, type: 'decrease', count });
  const plenty = () => 1000;
  const shape = (lines: WorkingLine[]) => lines.map((l) => [l.productId, l.quantity, l.position]);

  test('increase adds to a line; a new line takes the count and goes last', () => {
    expect(shape(applyQueue([line(1, 2)], [inc(1, 3), inc(9, 4)], plenty))).toEqual([
      [1, 5, 1],
      [9, 4, null],
    ]);
  });

  test('decrease takes off, removes at 0 or below, and ignores products not in the basket', () => {
    const start = [line(1, 3), line(2, 3), line(3, 3)];
    expect(shape(applyQueue(start, [dec(1), dec(2, 3), dec(3, 10), dec(4, 1)], plenty))).toEqual([[1, 2, 1]]);
  });

  test('quantities are bounded by 99 and by the stock', () => {
    expect(shape(applyQueue([line(1, 98)], [inc(1, 5), inc(2, 99), inc(2, 99)], plenty))).toEqual([
      [1, 99, 1],
      [2, 99, null],
    ]);
    const stock = (id: number) => ({ 1: 4, 2: 2 })[id] ?? 0;
    expect(shape(applyQueue([line(1, 1)], [inc(1, 10), inc(2, 3)], stock))).toEqual([
      [1, 4, 1],
      [2, 2, null],
    ]);
  });

  test('no stock: an increase adds nothing, and a line the queue touches is removed', () => {
    const none = () => 0;
    expect(applyQueue([], [inc(5, 1)], none)).toEqual([]);
    expect(applyQueue([line(5, 2)], [inc(5, 1)], none)).toEqual([]);
    expect(applyQueue([line(5, 2)], [dec(5, 1)], none)).toEqual([]);
    // Lines the queue does not touch keep their quantities whatever the stock.
    expect(shape(applyQueue([line(5, 2), line(6, 1)], [inc(6)], (id) => (id === 6 ? 10 : 0)))).toEqual([
      [5, 2, 5],
      [6, 2, 6],
    ]);
  });

  test('a line removed and added again in one queue is a new line at the end', () => {
    expect(shape(applyQueue([line(1, 1), line(2, 1)], [dec(1), inc(1, 2)], plenty))).toEqual([
      [2, 1, 2],
      [1, 2, null],
    ]);
  });

  test('does not change the lines it is given', () => {
    const start = [line(1, 1)];
    applyQueue(start, [inc(1, 5), dec(1, 6)], plenty);
    expect(start).toEqual([line(1, 1)]);
  });
});

describe('promo codes', () => {
  test('the seeded codes of the contract', () => {
    expect(SEED_PROMO_CODES.map((c) => [c.code, c.discountPercent])).toEqual([
      ['WELCOME10', 10],
      ['GAMER15', 15],
      ['HOLIDAY20', 20],
      ['EXPIRED30', 30],
      ['ONCE50', 50],
      ['LIMITED25', 25],
    ]);
    const byCode = Object.fromEntries(SEED_PROMO_CODES.map((c) => [c.code, c]));
    expect(byCode.WELCOME10).toMatchObject({ expiresInDays: null, maxUses: null });
    expect(byCode.HOLIDAY20!.expiresInDays).toBeGreaterThan(0);
    expect(byCode.EXPIRED30!.expiresInDays).toBeLessThan(0);
    expect(byCode.ONCE50).toMatchObject({ maxUses: 1, usedCount: 1 });
    expect(byCode.LIMITED25).toMatchObject({ maxUses: 1000, usedCount: 0 });
    for (const code of SEED_PROMO_CODES) {
      expect(code.code).toMatch(PROMO_CODE_PATTERN);
      expect(code.startsInDays).toBeLessThan(0);
    }
  });

  test.each([
    ['abc', true],
    ['WELCOME_10-x', true],
    ['A'.repeat(32), true],
    ['ab', false],
    ['A'.repeat(33), false],
    ['WELCOME 10', false],
    ['WELCÓME10', false],
    ['', false],
  ])('the form of %p: %p', (code, ok) => {
    expect(PROMO_CODE_PATTERN.test(code)).toBe(ok);
  });

  test.each([
    ['BRL', 'BR'],
    ['USD', 'US'],
    ['EUR', 'EU'],
    ['GBP', 'GB'],
    ['MONTHS', null],
    ['RP', null],
    ['VP', null],
    ['XAF', null],
    ['usd', null],
  ])('the country of currency %s is %p', (currency, country) => {
    expect(currencyCountry(currency)).toBe(country);
  });
});

describe('wrong promo code limits', () => {
  /** The limits count on the process's clock (Date.now and timers): jest moves it instead of waiting. */
  function fakeClock(start = 5_000_000) {
    jest.useFakeTimers({ now: start, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    return { advance: (ms: number) => jest.advanceTimersByTime(ms) };
  }
  async function caught(attempt: Promise<unknown>): Promise<HttpError> {
    try {
      await attempt;
    } catch (err) {
      if (err instanceof HttpError) return err;
      throw err;
    }
    throw new Error('expected an HttpError');
  }

  afterEach(() => {
    jest.useRealTimers();
  });

  test('the defaults are those of the contract', () => {
    expect(DEFAULT_LIMITS.promoAccount).toEqual({ limit: 10, windowMs: 10 * MINUTE });
    expect(DEFAULT_LIMITS.promoIp).toEqual({ limit: 30, windowMs: 10 * MINUTE });
  });

  test('10 per account in 10 minutes, then 429 with Retry-After until the window has passed', async () => {
    const clock = fakeClock();
    const limits = new AccountLimits();
    for (let i = 0; i < 10; i += 1) {
      await limits.take('en', ['promoAccount', '7'], ['promoIp', '10.0.0.1']);
      clock.advance(30_000);
    }
    const error = await caught(limits.take('ru', ['promoAccount', '7'], ['promoIp', '10.0.0.2']));
    expect(error.status).toBe(429);
    // The window the first attempt opened ends 10 minutes after it: 300 s from now.
    expect(error.headers).toEqual({ 'Retry-After': '300' });
    expect(error.message).toBe('Слишком много попыток. Повторите через 5 минут.');
    clock.advance(300_000 - 1);
    expect((await caught(limits.take('en', ['promoAccount', '7'], ['promoIp', '10.0.0.2']))).headers).toEqual({ 'Retry-After': '1' });
    clock.advance(1);
    await expect(limits.take('en', ['promoAccount', '7'], ['promoIp', '10.0.0.2'])).resolves.toBeUndefined();
  });

  test('30 per IP, whatever the accounts; a success taken back does not count', async () => {
    fakeClock();
    const limits = new AccountLimits();
    for (let i = 0; i < 30; i += 1) await limits.take('en', ['promoAccount', String(i % 5)], ['promoIp', '10.0.0.9']);
    expect((await caught(limits.take('pt-BR', ['promoAccount', '99'], ['promoIp', '10.0.0.9']))).message).toBe(
      'Muitas tentativas. Tente novamente em 10 minutos.',
    );
    const fresh = new AccountLimits();
    for (let i = 0; i < 50; i += 1) {
      await fresh.take('en', ['promoAccount', '1'], ['promoIp', '10.0.0.8']);
      await fresh.undo('promoAccount', '1');
      await fresh.undo('promoIp', '10.0.0.8');
    }
    expect(await fresh.retryAfter('promoAccount', '1')).toBe(0);
    expect(await fresh.retryAfter('promoIp', '10.0.0.8')).toBe(0);
  });
});

describe('texts', () => {
  test('"Invalid promo code" in the four languages (Russian as the error catalogue has it: "Неверный промокод")', () => {
    expect(text('pt-BR', 'promoInvalid')).toBe('Código promocional inválido');
    expect(text('en', 'promoInvalid')).toBe('Invalid promo code');
    expect(text('ru', 'promoInvalid')).toBe('Неверный промокод');
    expect(text('hi', 'promoInvalid')).toBe('अमान्य प्रोमो कोड');
  });
});

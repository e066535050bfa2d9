// The reference provider's review calls (API.md "Product reviews"): writing a review with a bearer
// token, editing it with a second post, reading one's own, validation (422 by field, localised),
// 401, 404, the rate limit, and the list and the product's average including the new review. Only a
// shopper who bought the product may write: the others get 403 `not_a_buyer`, and the
// list marks reviews by buyers as verified purchases (the seeded ones, without an account, never).
import { z } from 'zod';
import { FieldErrorsAnswer, freshIp, MessageAnswer } from '../support/accounts-client';
import { DetailAnswer, Feedback, FeedbackAnswer } from '../support/api-schemas';
import { CARDS, PaidAtOnce, paymentsClient } from '../support/payments-client';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';

let provider: ProviderProcess;
const client = paymentsClient(() => provider.url);
const { call, expectAnswer, register } = client;
/** Seeded products with codes enough for the buyers of these tests. */
let stocked: number[];

beforeAll(async () => {
  provider = await startProviderProcess();
  stocked = (await client.findProducts(16, (product) => product.in_stock >= 3)).map((product) => product.id);
}, 180_000);

afterAll(async () => {
  await provider?.stop();
});

const SavedAnswer = z.strictObject({ feedback: Feedback });
const MineAnswer = z.strictObject({ feedback: Feedback.nullable(), can_review: z.boolean() });
const NotABuyer = z.strictObject({ message: z.string().min(1), reason: z.literal('not_a_buyer') });

let productCounter = 0;
/** A different stocked product per test, so averages do not meet across tests. */
const nextProduct = () => {
  const product = stocked[productCounter % stocked.length]!;
  productCounter += 1;
  return product;
};

/** An account that bought nothing (its e-mail unconfirmed, as after sign-up). */
async function shopper(name = 'Reviewer1') {
  const { token } = await register({ name, ip: freshIp() });
  return token;
}

/** An account that bought one code of each product (a card order paid at once). */
async function buyer(products: number[], name = 'Reviewer1') {
  const who = await client.shopper(
    products.map((id) => [id, 1]),
    'en',
    { name },
  );
  const created = await client.createOk(who);
  await expectAnswer(client.pay(who, created.order_id, CARDS.ok), 200, PaidAtOnce);
  return who.token;
}

const post = (token: string | undefined, body: unknown, locale = 'en') => call('POST', '/api/products/feedbacks', { token, body, locale });

describe('POST /api/products/feedbacks', () => {
  test('a review is created (201) with the account name, then listed first and counted in the average', async () => {
    const product = nextProduct();
    const token = await buyer([product], 'Marina1');
    const before = await expectAnswer(call('GET', `/api/products/feedbacks/${product}`), 200, FeedbackAnswer);
    const { feedback } = await expectAnswer(post(token, { product_id: product, rating: 5, text: '  Great code, worked at once.  ' }), 201, SavedAnswer);
    expect(feedback).toMatchObject({ author_name: 'Marina1', rating: 5, text: 'Great code, worked at once.', verified_purchase: true });
    const after = await expectAnswer(call('GET', `/api/products/feedbacks/${product}`), 200, FeedbackAnswer);
    expect(after.result.total).toBe(before.result.total + 1);
    expect(after.result.feedbacks[0]).toEqual(feedback);
    const detail = await expectAnswer(call('GET', `/api/products/${product}`), 200, DetailAnswer);
    expect(detail.product.rating).toEqual({ average: after.result.average_rating, count: after.result.total });
  });

  test('a second post edits the review (200): same id, same place, one review per account', async () => {
    const product = nextProduct();
    const token = await buyer([product]);
    const first = await expectAnswer(post(token, { product_id: product, rating: 2, text: 'Did not work in my region.' }), 201, SavedAnswer);
    const total = (await expectAnswer(call('GET', `/api/products/feedbacks/${product}`), 200, FeedbackAnswer)).result.total;
    const edited = await expectAnswer(post(token, { product_id: product, rating: 4, text: 'Support fixed it, thanks!' }), 200, SavedAnswer);
    expect(edited.feedback).toEqual({ ...first.feedback, rating: 4, text: 'Support fixed it, thanks!' });
    const list = await expectAnswer(call('GET', `/api/products/feedbacks/${product}`), 200, FeedbackAnswer);
    expect(list.result.total).toBe(total);
    expect(list.result.feedbacks[0]).toEqual(edited.feedback);
  });

  test('mine: null before, the review after; per account, with whether the account may review', async () => {
    const product = nextProduct();
    const token = await buyer([product]);
    const other = await shopper();
    const mine = (t: string) => call('GET', `/api/products/feedbacks/${product}/mine`, { token: t });
    expect(await expectAnswer(mine(token), 200, MineAnswer)).toEqual({ feedback: null, can_review: true });
    const { feedback } = await expectAnswer(post(token, { product_id: product, rating: 3, text: 'Fine, nothing special.' }), 201, SavedAnswer);
    const res = await mine(token);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(MineAnswer.parse(res.json)).toEqual({ feedback, can_review: true });
    expect(await expectAnswer(mine(other), 200, MineAnswer)).toEqual({ feedback: null, can_review: false });
    expect((await call('GET', `/api/products/feedbacks/999999/mine`, { token })).status).toBe(404);
    expect((await call('GET', `/api/products/feedbacks/${product}/mine`)).status).toBe(401);
  });

  test('text is kept as text: markup is stored and answered as typed', async () => {
    const product = nextProduct();
    const token = await buyer([product]);
    const text = '<script>alert(1)</script> & <b>bold</b>';
    const { feedback } = await expectAnswer(post(token, { product_id: product, rating: 1, text }), 201, SavedAnswer);
    expect(feedback.text).toBe(text);
  });

  test('401 without a token (localised)', async () => {
    const res = await post(undefined, { product_id: 1, rating: 5, text: 'Great code, worked.' }, 'ru');
    expect(res.status).toBe(401);
    expect(MessageAnswer.parse(res.json)).toEqual({ message: 'Требуется авторизация.' });
  });

  test('404 for an unknown product', async () => {
    const token = await shopper();
    expect((await post(token, { product_id: 999999, rating: 5, text: 'Great code, worked.' })).status).toBe(404);
  });

  test.each([
    [{ product_id: 0, rating: 5, text: 'Great code, worked.' }, ['product_id']],
    [{ product_id: 1, rating: 0, text: 'Great code, worked.' }, ['rating']],
    [{ product_id: 1, rating: 6, text: 'Great code, worked.' }, ['rating']],
    [{ product_id: 1, rating: 4.5, text: 'Great code, worked.' }, ['rating']],
    [{ product_id: 1, rating: '5', text: 'Great code, worked.' }, ['rating']],
    [{ product_id: 1, rating: 5, text: '   short   ' }, ['text']],
    [{ product_id: 1, rating: 5, text: 'x'.repeat(1001) }, ['text']],
    [{ product_id: 1, rating: 5, text: 'Null byte \u0000 inside' }, ['text']],
    [{ product_id: 1, rating: 5 }, ['text']],
    [{}, ['product_id', 'rating', 'text']],
  ])('422 for body %# names %j', async (body, fields) => {
    const token = await shopper();
    const answer = await expectAnswer(post(token, body), 422, FieldErrorsAnswer);
    expect(Object.keys(answer.errors).sort()).toEqual([...fields].sort());
  });

  // Invisible direction controls would let a review look like another text to its readers.
  const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];

  test.each(BIDI.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase()}`, c]))('a text with %s is refused with the text field named', async (_name, c) => {
    const token = await shopper();
    const answer = await expectAnswer(post(token, { product_id: 1, rating: 5, text: `Great code ${c}gnp.exe worked` }), 422, FieldErrorsAnswer);
    expect(Object.keys(answer.errors)).toEqual(['text']);
  });

  test('the direction-control refusal says why, in the four languages', async () => {
    const token = await shopper();
    const texts = await Promise.all(
      ['pt-BR', 'en', 'ru', 'hi'].map(async (locale) => {
        const answer = await expectAnswer(post(token, { product_id: 1, rating: 5, text: 'Great \u202Ecode, worked.' }, locale), 422, FieldErrorsAnswer);
        return answer.errors.text![0];
      }),
    );
    expect(texts).toEqual([
      'A avaliação contém caracteres invisíveis de direção do texto (como U+202E), que podem disfarçar o que ela diz: remova-os',
      'The review contains invisible text-direction characters (such as U+202E) that can disguise what it says: remove them',
      'Отзыв содержит невидимые символы направления текста (например, U+202E), которые могут исказить его смысл: удалите их',
      'समीक्षा में पाठ की दिशा बदलने वाले अदृश्य अक्षर (जैसे U+202E) हैं, जो लिखी गई बात को छिपा सकते हैं: उन्हें हटा दें',
    ]);
  });

  test('limits are exact: 10 and 1000 characters after trimming, line breaks allowed', async () => {
    const [first, second] = [nextProduct(), nextProduct()];
    const token = await buyer([first, second]);
    await expectAnswer(post(token, { product_id: first, rating: 5, text: ' 1234567890 ' }), 201, SavedAnswer);
    const long = `${'y'.repeat(500)}\r\n${'z'.repeat(499)}`;
    const { feedback } = await expectAnswer(post(token, { product_id: second, rating: 5, text: long }), 201, SavedAnswer);
    expect(feedback.text).toBe(`${'y'.repeat(500)}\n${'z'.repeat(499)}`);
  });

  test('the 422 is localised in the four languages', async () => {
    const token = await shopper();
    const texts = await Promise.all(
      ['pt-BR', 'en', 'ru', 'hi'].map(async (locale) => {
        const answer = await expectAnswer(post(token, { product_id: 1, rating: 9, text: 'short' }, locale), 422, FieldErrorsAnswer);
        return [answer.errors.rating![0], answer.errors.text![0]];
      }),
    );
    expect(texts[0]).toEqual(['Escolha uma nota de 1 a 5 estrelas', 'A avaliação deve ter pelo menos 10 caracteres']);
    expect(texts[1]).toEqual(['Choose a rating from 1 to 5 stars', 'The review must be at least 10 characters']);
    expect(texts[2]![0]).toBe('Выберите оценку от 1 до 5 звёзд');
    expect(texts[3]![0]).toBe('1 से 5 सितारों के बीच रेटिंग चुनें');
  });

  test('10 posts per account per hour, then 429 with Retry-After', async () => {
    const product = nextProduct();
    const token = await buyer([product]);
    for (let i = 0; i < 10; i += 1) {
      expect((await post(token, { product_id: product, rating: 1 + (i % 5), text: `Edit number ${i} of this review.` })).status).toBeLessThan(300);
    }
    const res = await post(token, { product_id: product, rating: 5, text: 'One more edit of this.' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not limited.
    expect((await post(await buyer([product]), { product_id: product, rating: 5, text: 'Another shopper writes.' })).status).toBe(201);
  });
});

describe('only buyers review', () => {
  test('a shopper who did not buy the product gets 403 not_a_buyer, in their language, and nothing is saved', async () => {
    const product = nextProduct();
    const token = await shopper();
    const before = await expectAnswer(call('GET', `/api/products/feedbacks/${product}`), 200, FeedbackAnswer);
    const texts: string[] = [];
    for (const locale of ['en', 'ru', 'pt-BR']) {
      const res = await post(token, { product_id: product, rating: 5, text: 'I never bought this one.' }, locale);
      expect(res.status).toBe(403);
      expect(res.headers.get('cache-control')).toBe('no-store');
      texts.push(NotABuyer.parse(res.json).message);
    }
    expect(texts).toEqual([
      'Only shoppers who bought this product can review it.',
      'Оставить отзыв могут только покупатели этого товара.',
      'Só quem comprou este produto pode avaliá-lo.',
    ]);
    const after = await expectAnswer(call('GET', `/api/products/feedbacks/${product}`), 200, FeedbackAnswer);
    expect(after.result.total).toBe(before.result.total);
  });

  test('buying another product does not count: the purchase must be of this one', async () => {
    const [bought, other] = [nextProduct(), nextProduct()];
    const token = await buyer([bought]);
    expect((await post(token, { product_id: other, rating: 4, text: 'Bought the other card.' })).status).toBe(403);
    expect((await post(token, { product_id: bought, rating: 4, text: 'Bought this card here.' })).status).toBe(201);
  });

  test('the list marks reviews by buyers as verified purchases; the seeded ones are not', async () => {
    const product = nextProduct();
    const token = await buyer([product], 'Verified1');
    await expectAnswer(post(token, { product_id: product, rating: 5, text: 'Verified and working.' }), 201, SavedAnswer);
    const list = await expectAnswer(call('GET', `/api/products/feedbacks/${product}`), 200, FeedbackAnswer);
    expect(list.result.feedbacks[0]).toMatchObject({ author_name: 'Verified1', verified_purchase: true });
    expect(list.result.feedbacks.slice(1).every((review) => !review.verified_purchase)).toBe(true);
  });
});

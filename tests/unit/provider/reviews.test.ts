// The reference provider's review calls (API.md "Product reviews"): writing a review with a bearer
// token, editing it with a second post, reading one's own, validation (422 by field, localised),
// 401, 404, the rate limit, and the list and the product's average including the new review.
import { z } from 'zod';
import { accountClient, FieldErrorsAnswer, freshIp, MessageAnswer } from './accounts-client';
import { DetailAnswer, Feedback, FeedbackAnswer } from './api-schemas';
import { startProviderProcess, type ProviderProcess } from './start-provider';

let provider: ProviderProcess;
const client = accountClient(() => provider.url);
const { call, expectAnswer, register } = client;

beforeAll(async () => {
  provider = await startProviderProcess();
}, 180_000);

afterAll(async () => {
  await provider?.stop();
});

const SavedAnswer = z.strictObject({ feedback: Feedback });
const MineAnswer = z.strictObject({ feedback: Feedback.nullable() });

let productCounter = 0;
/** A different seeded product per test (ids 1..), so averages do not meet across tests. */
const nextProduct = () => {
  productCounter += 1;
  return productCounter + 20;
};

async function shopper(name = 'Reviewer1') {
  const { token } = await register({ name, ip: freshIp() });
  return token;
}

const post = (token: string | undefined, body: unknown, locale = 'en') => call('POST', '/api/products/feedbacks', { token, body, locale });

describe('POST /api/products/feedbacks', () => {
  test('a review is created (201) with the account name, then listed first and counted in the average', async () => {
    const token = await shopper('Marina1');
    const product = nextProduct();
    const before = await expectAnswer(call('GET', `/api/products/feedbacks/${product}`), 200, FeedbackAnswer);
    const { feedback } = await expectAnswer(post(token, { product_id: product, rating: 5, text: '  Great code, worked at once.  ' }), 201, SavedAnswer);
    expect(feedback).toMatchObject({ author_name: 'Marina1', rating: 5, text: 'Great code, worked at once.' });
    const after = await expectAnswer(call('GET', `/api/products/feedbacks/${product}`), 200, FeedbackAnswer);
    expect(after.result.total).toBe(before.result.total + 1);
    expect(after.result.feedbacks[0]).toEqual(feedback);
    const detail = await expectAnswer(call('GET', `/api/products/${product}`), 200, DetailAnswer);
    expect(detail.product.rating).toEqual({ average: after.result.average_rating, count: after.result.total });
  });

  test('a second post edits the review (200): same id, same place, one review per account', async () => {
    const token = await shopper();
    const product = nextProduct();
    const first = await expectAnswer(post(token, { product_id: product, rating: 2, text: 'Did not work in my region.' }), 201, SavedAnswer);
    const total = (await expectAnswer(call('GET', `/api/products/feedbacks/${product}`), 200, FeedbackAnswer)).result.total;
    const edited = await expectAnswer(post(token, { product_id: product, rating: 4, text: 'Support fixed it, thanks!' }), 200, SavedAnswer);
    expect(edited.feedback).toEqual({ ...first.feedback, rating: 4, text: 'Support fixed it, thanks!' });
    const list = await expectAnswer(call('GET', `/api/products/feedbacks/${product}`), 200, FeedbackAnswer);
    expect(list.result.total).toBe(total);
    expect(list.result.feedbacks[0]).toEqual(edited.feedback);
  });

  test('mine: null before, the review after; per account', async () => {
    const token = await shopper();
    const other = await shopper();
    const product = nextProduct();
    const mine = (t: string) => call('GET', `/api/products/feedbacks/${product}/mine`, { token: t });
    expect(await expectAnswer(mine(token), 200, MineAnswer)).toEqual({ feedback: null });
    const { feedback } = await expectAnswer(post(token, { product_id: product, rating: 3, text: 'Fine, nothing special.' }), 201, SavedAnswer);
    const res = await mine(token);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(MineAnswer.parse(res.json)).toEqual({ feedback });
    expect(await expectAnswer(mine(other), 200, MineAnswer)).toEqual({ feedback: null });
    expect((await call('GET', `/api/products/feedbacks/999999/mine`, { token })).status).toBe(404);
    expect((await call('GET', `/api/products/feedbacks/${product}/mine`)).status).toBe(401);
  });

  test('text is kept as text: markup is stored and answered as typed', async () => {
    const token = await shopper();
    const text = '<script>alert(1)</script> & <b>bold</b>';
    const { feedback } = await expectAnswer(post(token, { product_id: nextProduct(), rating: 1, text }), 201, SavedAnswer);
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

  test('limits are exact: 10 and 1000 characters after trimming, line breaks allowed', async () => {
    const token = await shopper();
    await expectAnswer(post(token, { product_id: nextProduct(), rating: 5, text: ' 1234567890 ' }), 201, SavedAnswer);
    const long = `${'y'.repeat(500)}\r\n${'z'.repeat(499)}`;
    const { feedback } = await expectAnswer(post(token, { product_id: nextProduct(), rating: 5, text: long }), 201, SavedAnswer);
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
    const token = await shopper();
    const product = nextProduct();
    for (let i = 0; i < 10; i += 1) {
      expect((await post(token, { product_id: product, rating: 1 + (i % 5), text: `Edit number ${i} of this review.` })).status).toBeLessThan(300);
    }
    const res = await post(token, { product_id: product, rating: 5, text: 'One more edit of this.' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not limited.
    expect((await post(await shopper(), { product_id: product, rating: 5, text: 'Another shopper writes.' })).status).toBe(201);
  });
});

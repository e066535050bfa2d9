// A product's reviews as the browser reads them (lib/client/reviews.ts): the next page, the
// shopper's own review and a saved one; a malformed answer is a failure, never a crash; read with the
// zod-free shapes of lib/contracts, as the list loads with the product page.
import { readOwnReview, readReviewPage, reviewsApi } from '@/lib/client/reviews';
import type { Review } from '@/lib/types/catalogue';
import { answerEveryFetch, forgetBffAnswer } from '../../support/bff-answer';

jest.mock('zod', () => {
  throw new Error('zod must stay out of the product page’s first load');
});

const review = (id: number): Review => ({ id, author: 'Ana', rating: 4, text: 'Chegou na hora.', createdAt: '2026-01-02T10:00:00Z', verifiedPurchase: true });
const page = { reviews: [review(3), review(2)], total: 12, offset: 10, limit: 10, averageRating: 4.5 };

afterEach(forgetBffAnswer);

describe('readReviewPage', () => {
  it('reads a page as the BFF answers it, with or without an average', () => {
    expect(readReviewPage(page)).toEqual(page);
    expect(readReviewPage({ ...page, reviews: [], averageRating: null })).toEqual({ ...page, reviews: [], averageRating: null });
  });

  it.each([
    ['a rating of 6', { ...page, reviews: [{ ...review(1), rating: 6 }] }],
    ['a review without its mark', { ...page, reviews: [{ ...review(1), verifiedPurchase: undefined }] }],
    ['text as a number', { ...page, reviews: [{ ...review(1), text: 5 }] }],
    ['an average of text', { ...page, averageRating: '4.5' }],
    ['no list', { total: 0, offset: 0, limit: 10, averageRating: null }],
  ])('refuses %s', (_case, value) => {
    expect(readReviewPage(value)).toBeNull();
  });
});

describe('readOwnReview', () => {
  it('reads the shopper’s review or none', () => {
    expect(readOwnReview({ review: review(1), canReview: true })).toEqual({ review: review(1), canReview: true });
    expect(readOwnReview({ review: null, canReview: false })).toEqual({ review: null, canReview: false });
  });

  it('refuses a malformed review or a missing permission', () => {
    expect(readOwnReview({ review: { id: 1 }, canReview: true })).toBeNull();
    expect(readOwnReview({ review: null })).toBeNull();
  });
});

describe('reviewsApi', () => {
  it('asks for the next page by offset in the page’s language, through the HTTP cache', async () => {
    const fetchMock = answerEveryFetch(200, page);
    expect(await reviewsApi.page('ru', 7, 10)).toEqual({ ok: true, status: 200, data: page });
    expect(fetchMock).toHaveBeenCalledWith('/api/products/feedbacks/7?offset=10&locale=ru', expect.objectContaining({ method: 'GET', cache: 'default' }));
  });

  it('saves a review and reads the answer; a malformed one is a failure', async () => {
    const fetchMock = answerEveryFetch(201, { review: review(9), created: true });
    expect(await reviewsApi.save('en', { product_id: 7, rating: 5, text: 'Great card, arrived fast.' })).toEqual({
      ok: true,
      status: 201,
      data: { review: review(9), created: true },
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/products/feedbacks?locale=en', expect.objectContaining({ method: 'POST', cache: 'no-store' }));
    answerEveryFetch(200, { review: review(9) });
    expect(await reviewsApi.save('en', { product_id: 7, rating: 5, text: 'Great card, arrived fast.' })).toMatchObject({ ok: false, status: 502 });
    answerEveryFetch(401, { message: 'Sign in.' });
    expect(await reviewsApi.mine('en', 7)).toEqual({ ok: false, status: 401, message: 'Sign in.', errors: {} });
  });
});

// The browser's calls to the BFF's review routes (reference-provider/API.md "Product reviews" under
// /api): the next page of a product's reviews, the signed-in shopper's own review and saving one.
// The list loads with the product page, so answers are read with the zod-free shapes of
// lib/contracts/catalogue-answers.ts.
import { ownReviewShape, reviewPageShape, reviewShape, savedReviewShape } from '@/lib/contracts/catalogue-answers';
import { reader } from '@/lib/contracts/shape';
import { bffRequest } from './request';

export const readReview = reader(reviewShape);
export const readReviewPage = reader(reviewPageShape);
export const readOwnReview = reader(ownReviewShape);
const readSavedReview = reader(savedReviewShape);

const productPath = (productId: number) => `/api/products/feedbacks/${encodeURIComponent(String(productId))}`;

export const reviewsApi = {
  /** The product's reviews from `offset` on (public, so the browser's HTTP cache may serve it). */
  page: (locale: string, productId: number, offset: number) =>
    bffRequest('GET', `${productPath(productId)}?${new URLSearchParams({ offset: String(offset) })}`, locale, {
      cache: 'default',
      read: readReviewPage,
    }),
  /** The signed-in shopper's own review and whether they may write one (401 for a guest). */
  mine: (locale: string, productId: number) => bffRequest('GET', `${productPath(productId)}/mine`, locale, { read: readOwnReview }),
  /** Creates (201) or edits (200) the shopper's review of the product. */
  save: (locale: string, review: { product_id: number; rating: number | null; text: string }) =>
    bffRequest('POST', '/api/products/feedbacks', locale, { body: review, read: readSavedReview }),
};

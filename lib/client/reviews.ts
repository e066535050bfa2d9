// The browser's calls to the BFF's review routes (reference-provider/API.md "Product reviews" under
// /api): the next page of a product's reviews, the signed-in shopper's own review and saving one.
// The list loads with the product page, so answers are read by hand, without zod.
import type { OwnReview, Review, ReviewPage } from '@/lib/types/catalogue';
import { isFiniteNumber, isRecord, isString, isWhole, readEvery, type Reader } from './read';
import { bffRequest } from './request';

export const readReview: Reader<Review> = (value) => {
  if (!isRecord(value)) return null;
  const { id, author, rating, text, createdAt, verifiedPurchase } = value;
  if (!isWhole(id, 1) || !isString(author) || !isWhole(rating, 1) || rating > 5 || !isString(text) || !isString(createdAt)) return null;
  return typeof verifiedPurchase === 'boolean' ? { id, author, rating, text, createdAt, verifiedPurchase } : null;
};

export const readReviewPage: Reader<ReviewPage> = (value) => {
  if (!isRecord(value)) return null;
  const reviews = readEvery(value.reviews, readReview);
  const { total, offset, limit, averageRating } = value;
  if (!reviews || !isWhole(total, 0) || !isWhole(offset, 0) || !isWhole(limit, 0)) return null;
  if (averageRating !== null && !isFiniteNumber(averageRating)) return null;
  return { reviews, total, offset, limit, averageRating };
};

export const readOwnReview: Reader<OwnReview> = (value) => {
  if (!isRecord(value) || typeof value.canReview !== 'boolean') return null;
  const review = value.review === null ? null : readReview(value.review);
  return value.review !== null && !review ? null : { review, canReview: value.canReview };
};

const readSavedReview: Reader<{ review: Review; created: boolean }> = (value) => {
  if (!isRecord(value) || typeof value.created !== 'boolean') return null;
  const review = readReview(value.review);
  return review ? { review, created: value.created } : null;
};

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

'use client';
// The product's reviews (docs/product/screens-and-routes.md): the first page from the server, the next ones
// from the BFF by offset (lib/client/reviews.ts). Review text is shown as text, never as HTML; a
// review by a shopper who bought the product carries a "verified purchase" mark. The write form
// sits above the list; a saved review goes to the top of the list at once (an edit
// replaces the old one).
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { isChunkLoadError, reloadForFailedChunk } from '@/lib/browser/chunk-reload';
import { formatDate } from '@/lib/i18n/format';
import type { Review, ReviewPage } from '@/lib/types/catalogue';
import { RatingStars } from './rating-stars';
import { ReviewForm } from './review-form';
import styles from './product-details.module.css';

export function Reviews({ productId, initial }: { productId: number; initial: ReviewPage }) {
  const t = useTranslations('Product');
  const locale = useLocale();
  const [reviews, setReviews] = useState<Review[]>(initial.reviews);
  const [total, setTotal] = useState(initial.total);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');

  function saved(review: Review, created: boolean) {
    setReviews((list) => [review, ...list.filter((item) => item.id !== review.id)]);
    if (created) setTotal((count) => count + 1);
  }

  async function showMore() {
    setState('loading');
    try {
      // The reviews' reader loads on this first press: the page's first load does without it.
      const { reviewsApi } = await import('@/lib/client/reviews');
      const result = await reviewsApi.page(locale, productId, reviews.length);
      if (!result.ok) throw new Error(String(result.status));
      const page = result.data;
      const known = new Set(reviews.map((review) => review.id));
      const fresh = page.reviews.filter((review) => !known.has(review.id));
      setReviews([...reviews, ...fresh]);
      setTotal(fresh.length === 0 ? reviews.length : page.total);
      setState('idle');
    } catch (error) {
      if (isChunkLoadError(error) && reloadForFailedChunk()) return;
      setState('error');
    }
  }

  return (
    <section className={styles.reviews} aria-labelledby="reviews-title">
      <h2 id="reviews-title">
        {t('reviews')} <span className={styles.muted}>({t('reviewsCount', { count: total })})</span>
      </h2>
      <ReviewForm productId={productId} onSaved={saved} />
      {reviews.length === 0 ? <p className={styles.muted}>{t('noReviews')}</p> : null}
      <ul className={styles.reviewList}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.review}>
            <article aria-label={t('reviewBy', { author: review.author })}>
              <header className={styles.reviewHeader}>
                <strong>{review.author}</strong>
                {review.verifiedPurchase ? <span className={styles.verifiedPurchase}>{t('verifiedPurchase')}</span> : null}
                <RatingStars rating={review.rating} />
                <time dateTime={review.createdAt} className={styles.muted}>
                  {formatDate(review.createdAt, locale)}
                </time>
              </header>
              <p className={styles.reviewText}>{review.text}</p>
            </article>
          </li>
        ))}
      </ul>
      {reviews.length < total ? (
        <div className={styles.moreReviews}>
          {state === 'error' ? (
            <p role="alert" className={styles.error}>
              {t('reviewsFailed')}
            </p>
          ) : null}
          <button type="button" className="button button-secondary" onClick={showMore} disabled={state === 'loading'}>
            {t('showMoreReviews')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

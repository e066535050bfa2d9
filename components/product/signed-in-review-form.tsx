'use client';
// The review form of a signed-in shopper (review-form.tsx): loaded with its rules (zod) only when
// someone signed in opens a product page, so the catalogue's first load carries neither.
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import useSWR from 'swr';
import { failureKind, failureReason, fieldMessage, type ApiFailure } from '@/lib/client/request';
import { reviewsApi } from '@/lib/client/reviews';
import { REVIEW_RATINGS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewFormSchema } from '@/lib/reviews/validation';
import { NOT_A_BUYER, type OwnReview } from '@/lib/types/catalogue';
import { firstErrors } from '@/lib/validation/account';
import { useOffers } from '@/components/capabilities/offered';
import { loginHere, type ReviewFormProps } from './review-form';
import styles from './review-form.module.css';

type Notice = { kind: 'success' | 'error'; text: string } | null;

export function SignedInForm({ productId, onSaved }: ReviewFormProps) {
  const t = useTranslations('Reviews');
  const tv = useTranslations('Validation');
  const locale = useLocale();
  const id = useId();
  // A provider that does not tell a shopper their own review: the form is always a new one.
  const ownReview = useOffers('own-review');
  const mineKey = ownReview ? `/api/products/feedbacks/${productId}/mine` : null;
  const mine = useSWR<OwnReview>(
    mineKey,
    async () => {
      const result = await reviewsApi.mine(locale, productId);
      if (!result.ok) throw new Error(String(result.status));
      return result.data;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  // What the shopper typed; null until they type, the form then shows their earlier review (if any).
  const [draft, setDraft] = useState<{ rating: number | null; text: string } | null>(null);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ rating?: string; text?: string }>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const existing = mine.data?.review ?? null;
  const rating = draft ? draft.rating : (existing?.rating ?? null);
  const text = draft ? draft.text : (existing?.text ?? '');

  const clientErrors = checked ? firstErrors(reviewFormSchema, { rating, text }) : {};
  const ratingError = clientErrors.rating ? tv(clientErrors.rating) : serverErrors.rating;
  const textError = clientErrors.text ? tv(clientErrors.text) : serverErrors.text;

  function change(next: { rating: number | null; text: string }, field: 'rating' | 'text') {
    setDraft(next);
    setNotice(null);
    setServerErrors((errors) => ({ ...errors, [field]: undefined }));
  }

  function failureText(failure: ApiFailure): string {
    switch (failureKind(failure)) {
      case 'network':
        return t('network');
      case 'unavailable':
        return t('unavailable');
      case 'rate-limited':
        return failure.message ?? t('rateLimited');
      case 'unauthenticated':
        return t('sessionEnded');
      default:
        return failure.message ?? t('failed');
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setNotice(null);
    if (Object.keys(firstErrors(reviewFormSchema, { rating, text })).length > 0) return;
    setSaving(true);
    const result = await reviewsApi.save(locale, { product_id: productId, rating, text });
    setSaving(false);
    if (result.ok) {
      const { review, created } = result.data;
      setServerErrors({});
      setChecked(false);
      void mine.mutate({ review, canReview: true }, { revalidate: false });
      setDraft({ rating: review.rating, text: review.text });
      setNotice({ kind: 'success', text: created ? t('created') : t('updated') });
      onSaved(review, created);
      return;
    }
    if (result.status === 422) {
      const errors = { rating: fieldMessage(result, 'rating'), text: fieldMessage(result, 'text') };
      setServerErrors(errors);
      if (!errors.rating && !errors.text) setNotice({ kind: 'error', text: failureText(result) });
      return;
    }
    if (result.status === 401) loginHere(productId);
    setNotice({ kind: 'error', text: failureReason(result) === NOT_A_BUYER ? t('buyersOnlyText') : failureText(result) });
  }

  // Known before anything is typed: the shopper is told why there is no form.
  if (mine.data?.canReview === false) {
    return (
      <div className={styles.guest}>
        <p className={styles.notBuyerTitle}>{t('buyersOnlyTitle')}</p>
        <p className={styles.hint}>{t('buyersOnlyText')}</p>
      </div>
    );
  }

  const titleId = `${id}-title`;
  const ratingErrorId = `${id}-rating-error`;
  const textId = `${id}-text`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const textErrorId = `${id}-text-error`;
  const length = text.length;

  return (
    <form method="post" className={styles.form} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId} className={styles.title}>
        {existing ? t('editTitle') : t('newTitle')}
      </h3>
      {mine.error ? <p className={styles.hint}>{t('mineFailed')}</p> : null}
      <fieldset className={styles.rating} aria-describedby={ratingError ? ratingErrorId : undefined} aria-invalid={ratingError ? true : undefined}>
        <legend className={styles.label}>{t('ratingLegend')}</legend>
        <div className={styles.stars}>
          {REVIEW_RATINGS.map((value) => (
            <label key={value} className={styles.star} data-on={rating !== null && value <= rating}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => change({ rating: value, text }, 'rating')}
                className="visually-hidden"
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('star', { count: value })}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={ratingErrorId} className={styles.error}>
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={textId} className={styles.label}>
          {t('textLabel')}
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          value={text}
          rows={5}
          onChange={(event) => change({ rating, text: event.target.value }, 'text')}
          aria-invalid={textError ? true : undefined}
          aria-describedby={[textError ? textErrorId : null, hintId, counterId].filter(Boolean).join(' ')}
        />
        <div className={styles.meta}>
          <p id={hintId} className={styles.hint}>
            {t('textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
          </p>
          <p id={counterId} className={styles.hint} data-over={length > REVIEW_TEXT_MAX}>
            {t('counter', { count: length, max: REVIEW_TEXT_MAX })}
          </p>
        </div>
        {textError ? (
          <p id={textErrorId} className={styles.error}>
            {textError}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('saving') : existing ? t('submitEdit') : t('submit')}
        </button>
      </div>
      <p role={notice?.kind === 'error' ? 'alert' : 'status'} className={notice?.kind === 'error' ? styles.error : styles.success}>
        {notice?.text}
      </p>
    </form>
  );
}

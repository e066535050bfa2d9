'use client';
// Writing a review: a client island on the static product page, which reads no cookie.
// Who is signed in comes from /api/user (useUser): a guest gets a "Write a review" button that opens
// the login modal (the form is there once they are in); a shopper who bought the product gets the
// form, filled with their earlier review when there is one (GET /api/products/feedbacks/{id}/mine)
// and then titled "Edit your review"; one who did not is told that only buyers review
// instead of the form, or under it when the provider's 403 is the first to say so. The rules are lib/reviews/validation.ts; the
// server's 422 is shown per field, and whatever fails (429, no answer, a 5xx), nothing typed is
// lost. Text is sent and shown as text.
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { openAccountModal } from '@/components/auth/account-modals';
import { useUser } from '@/components/auth/use-user';
import { LazyMessages } from '@/components/i18n/lazy-messages';
import { onDemand } from '@/components/ui/on-demand';
import type { Review } from '@/lib/types/catalogue';
import styles from './review-form.module.css';

// The signed-in form, with its rules (zod) and the validation texts, loads only for a signed-in shopper.
const SignedInForm = onDemand(() => import('./signed-in-review-form').then((module) => module.SignedInForm));
const SIGNED_IN_NAMESPACES = ['Reviews', 'Validation'] as const;

export interface ReviewFormProps {
  productId: number;
  /** The saved review, to show at the top of the list at once; `created` is false for an edit. */
  onSaved: (review: Review, created: boolean) => void;
}

export function ReviewForm({ productId, onSaved }: ReviewFormProps) {
  const t = useTranslations('Reviews');
  const { status, user } = useUser();
  if (user) {
    return (
      <Suspense fallback={null}>
        <LazyMessages namespaces={SIGNED_IN_NAMESPACES}>
          <SignedInForm key={user.id} productId={productId} onSaved={onSaved} />
        </LazyMessages>
      </Suspense>
    );
  }
  if (status !== 'guest') return null;
  return (
    <div className={styles.guest}>
      <button type="button" className="button" onClick={() => loginHere(productId)}>
        {t('write')}
      </button>
      <p className={styles.hint}>{t('guestHint')}</p>
    </div>
  );
}

/** Login from the review form comes back to the product's reviews, where the form then is. */
export const loginHere = (productId: number) => openAccountModal({ kind: 'auth', tab: 'login', next: `/product/${productId}#reviews-title` });

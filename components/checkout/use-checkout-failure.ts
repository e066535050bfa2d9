'use client';
// What a payment step shows when a call fails (docs/product/errors.md), in the shopper's language: the
// server's 429 text in the shared rate-limit modal, no connection or a shop that is down as clear
// messages, an ended session as the login modal (back to /checkout after it), an account whose
// e-mail is not confirmed as the server's text while the user is asked again (the checkout then
// shows the confirmation notice), anything else as the server's own message. Nothing the shopper entered is touched. Forms put a 422's per-field texts
// under their fields themselves (use-account-form.ts) and come here for the rest.
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { openAccountModal } from '@/components/auth/account-modals';
import { useUserCache } from '@/components/auth/use-user-cache';
import type { BasketProblem } from '@/lib/basket/basket-store';
import { type ApiFailure, failureKind, failureReason } from '@/lib/client/request';
import { CHECKOUT_PATH } from '@/lib/routing/private-routes';
import { EMAIL_UNVERIFIED } from '@/lib/types/account';


export function askToLogIn() {
  openAccountModal({ kind: 'auth', tab: 'login', next: CHECKOUT_PATH });
}

const BASKET_PROBLEM_TEXT = {
  offline: 'basketOffline',
  failed: 'basketNotSaved',
  'session-ended': 'sessionEnded',
} as const;

export function useCheckoutFailure() {
  const t = useTranslations('Checkout');
  const auth = useTranslations('Auth');
  const userCache = useUserCache();
  const [message, setMessage] = useState<string | null>(null);
  const [rateLimited, setRateLimited] = useState<string | null>(null);

  /**
   * A refusal because the e-mail is not confirmed, though the page thought it was: the user is asked
   * again, so the checkout shows the notice with the link. True when it was that refusal.
   */
  const recheckAccount = useCallback(
    (failure: ApiFailure): boolean => {
      if (failureReason(failure) !== EMAIL_UNVERIFIED) return false;
      void userCache.revalidate();
      return true;
    },
    [userCache],
  );

  /** The text for a failure, after opening what it needs (the 429 modal, the login modal, the e-mail notice). */
  const textOf = useCallback(
    (failure: ApiFailure): string | null => {
      if (recheckAccount(failure)) return failure.message ?? t('verifyTitle');
      switch (failureKind(failure)) {
        case 'rate-limited':
          setRateLimited(failure.message ?? auth('tooManyAttempts'));
          return null;
        case 'unauthenticated':
          askToLogIn();
          return t('sessionEnded');
        case 'network':
          return auth('networkError');
        case 'unavailable':
          return auth('unavailableError');
        case 'invalid': {
          const first = Object.values(failure.errors)
            .flat()
            .find((text) => text.trim() !== '');
          return failure.message ?? first ?? auth('somethingWrong');
        }
        default:
          return failure.message ?? auth('somethingWrong');
      }
    },
    [t, auth, recheckAccount],
  );

  return {
    message,
    setMessage,
    rateLimited,
    closeRateLimited: useCallback(() => setRateLimited(null), []),
    show: useCallback((failure: ApiFailure) => setMessage(textOf(failure)), [textOf]),
    textOf,
    recheckAccount,
    /** The text for basket changes that could not be saved before the order (and the login modal if the session ended). */
    basketProblemText: useCallback(
      (problem: BasketProblem) => {
        if (problem === 'session-ended') askToLogIn();
        return t(BASKET_PROBLEM_TEXT[problem]);
      },
      [t],
    ),
  };
}

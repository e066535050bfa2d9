'use client';
// Shown while the account's e-mail is not confirmed (the cabinet; the checkout, where paying waits
// for it): says so in the caller's words and sends the link again
// (POST /api/profile/email-verify/resend); a 429 shows the server's message in its modal.
import { useOffers } from '@/components/capabilities/offered';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { RateLimitModal } from '@/components/forms/rate-limit-modal';
import { accountApi } from '@/lib/client/account';
import { failureKind } from '@/lib/client/request';
import styles from './verify-notice.module.css';

type State = { step: 'idle' | 'sending' | 'sent' } | { step: 'failed'; message: string } | { step: 'rate-limited'; message: string };

interface VerifyNoticeProps {
  email: string;
  /** What is said; the cabinet's words when not given. */
  title?: string;
  text?: string;
  /** The heading's level where the notice stands. */
  headingLevel?: 2 | 3;
}

export function VerifyNotice({ email, title, text, headingLevel = 2 }: VerifyNoticeProps) {
  const t = useTranslations('Profile');
  const auth = useTranslations('Auth');
  const locale = useLocale();
  const titleId = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  // A provider that cannot send the link again: the notice without the button.
  const canResend = useOffers('verification-resend');

  async function resend() {
    setState({ step: 'sending' });
    const result = await accountApi.resendVerification(locale);
    if (result.ok) {
      setState({ step: 'sent' });
      return;
    }
    const kind = failureKind(result);
    if (kind === 'rate-limited') setState({ step: 'rate-limited', message: result.message ?? auth('tooManyAttempts') });
    else if (kind === 'network') setState({ step: 'failed', message: auth('networkError') });
    else if (kind === 'unavailable') setState({ step: 'failed', message: auth('unavailableError') });
    else setState({ step: 'failed', message: result.message ?? auth('somethingWrong') });
  }

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={styles.verify} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.verifyTitle}>
        {title ?? t('notVerifiedTitle')}
      </Heading>
      <p className={styles.verifyText}>{text ?? t('notVerifiedText', { email })}</p>
      {canResend ? (
        <div className={styles.verifyActions}>
          <button type="button" className="button" onClick={resend} disabled={state.step === 'sending'} aria-busy={state.step === 'sending' || undefined}>
            {state.step === 'sending' ? auth('sending') : t('resendVerification')}
          </button>
          <p role={state.step === 'failed' ? 'alert' : 'status'} className={state.step === 'failed' ? styles.error : styles.sent}>
            {state.step === 'sent' ? t('verificationSent', { email }) : state.step === 'failed' ? state.message : ''}
          </p>
        </div>
      ) : null}
      <RateLimitModal message={state.step === 'rate-limited' ? state.message : null} onClose={() => setState({ step: 'idle' })} />
    </section>
  );
}

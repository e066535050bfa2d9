'use client';
// The end every account form shares (docs/product/validation.md, errors.md): the form-level error as an alert, the submit
// button (disabled per useAccountForm, busy and saying "Sending..." while the request runs) and
// the 429 modal. A fragment, so the button stays a direct child of the form for its stylesheet.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { RateLimitModal } from './rate-limit-modal';

interface FormFooterProps {
  /** The parts of useAccountForm's state this shows. */
  form: {
    formError: string | null;
    submitDisabled: boolean;
    pending: boolean;
    rateLimited: string | null;
    closeRateLimited: () => void;
  };
  /** The submit button's text when not sending. */
  label: string;
  /** The form-level error's class, from the form's own stylesheet. */
  errorClassName: string | undefined;
  /** The submit button's classes. */
  submitClassName?: string;
  /** Shown between the error and the button (a "saved" status line). */
  status?: ReactNode;
}

export function FormFooter({ form, label, errorClassName, submitClassName = 'button', status }: FormFooterProps) {
  const t = useTranslations('Auth');
  return (
    <>
      {form.formError ? (
        <p role="alert" className={errorClassName}>
          {form.formError}
        </p>
      ) : null}
      {status}
      <button type="submit" className={submitClassName} disabled={form.submitDisabled} aria-busy={form.pending || undefined}>
        {form.pending ? t('sending') : label}
      </button>
      <RateLimitModal message={form.rateLimited} onClose={form.closeRateLimited} />
    </>
  );
}

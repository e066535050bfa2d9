'use client';
// The CVV (docs/product/validation.md): exactly 3 digits, or the 4 on the front of an American Express card (its
// length follows the number's brand), hidden like a password by default with a show/hide button. Built like components/ui/text-input.tsx (same look, label and error wiring) because the
// toggle must say "Show the CVV", not "Show password". No `name`: never part of a form submission.
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { type CardBrand, cvvDigits, formatCvv } from '@/lib/payment/card';
import styles from '@/components/ui/text-input.module.css';

interface CvvInputProps {
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  /** The number's brand, which sets the code's length; null while it is not known. */
  brand: CardBrand | null;
}

export function CvvInput({ value, onValueChange, onBlur, error, brand }: CvvInputProps) {
  const t = useTranslations('CardPayment');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('cvv')}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValueChange(formatCvv(event.target.value, brand))}
          onBlur={onBlur}
          inputMode="numeric"
          autoComplete="cc-csc"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={cvvDigits(brand)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className={styles.input}
          data-with-toggle="true"
        />
        <button
          type="button"
          className={`icon-button ${styles.toggle}`}
          aria-label={visible ? t('hideCvv') : t('showCvv')}
          aria-controls={id}
          onClick={() => setVisible((was) => !was)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinejoin="round" />
            <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" fill="none" />
            {visible ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
          </svg>
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {brand === 'AmericanExpress' ? t('cvvHintAmex') : t('cvvHint')}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

'use client';
// The shared text input (docs/product/screens-and-routes.md): a visible label, the field's first error
// under it (aria-invalid, aria-describedby), and for passwords a show/hide button.
import { useTranslations } from 'next-intl';
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import styles from './text-input.module.css';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'id' | 'children'>;

export interface TextInputProps extends NativeProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'search';
  /** The one message shown under the field; marks it invalid. */
  error?: string | null;
  /** A lasting explanation under the field (rules, format). */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({ label, value, onValueChange, type = 'text', error, hint, ref, className, ...rest }: TextInputProps) {
  const t = useTranslations('TextInput');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const isPassword = type === 'password';

  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...rest}
          ref={ref}
          id={id}
          type={isPassword && visible ? 'text' : type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.input}
          data-with-toggle={isPassword}
          spellCheck={isPassword || type === 'email' ? false : rest.spellCheck}
          autoCapitalize={isPassword || type === 'email' ? 'none' : rest.autoCapitalize}
        />
        {isPassword ? (
          <button
            type="button"
            className={`icon-button ${styles.toggle}`}
            aria-label={visible ? t('hidePassword') : t('showPassword')}
            aria-controls={id}
            onClick={() => setVisible((was) => !was)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
                stroke="currentColor"
                strokeWidth="1.8"
                fill="none"
                strokeLinejoin="round"
              />
              <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" fill="none" />
              {visible ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
            </svg>
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

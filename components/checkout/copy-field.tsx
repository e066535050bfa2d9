'use client';
// A read-only field with a copy button (the Pix copy-and-paste code): the shopper pastes it into
// their bank's app when they cannot scan the QR. The text can also be selected by hand; a failed
// copy says so.
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './checkout.module.css';

/** How long "Copied" stays on the button. */
const COPIED_FEEDBACK_MS = 2000;

export function CopyField({ label, value }: { label: string; value: string }) {
  const t = useTranslations('Checkout');
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function copy() {
    if (timer.current) clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    } catch {
      setState('failed');
    }
  }

  return (
    <div className={styles.copyField}>
      <label htmlFor={id} className={styles.copyLabel}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input
          id={id}
          className={styles.copyInput}
          value={value}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {state === 'copied' ? t('copied') : t('copyCode')}
        </button>
      </div>
      <span role="status" className={state === 'failed' ? styles.copyFailed : 'visually-hidden'}>
        {state === 'copied' ? t('codeCopied') : state === 'failed' ? t('copyFailed') : ''}
      </span>
    </div>
  );
}

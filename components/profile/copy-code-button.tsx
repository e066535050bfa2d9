'use client';
// Copies a purchased product's code to the clipboard and says so where screen readers hear it.
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import styles from './profile.module.css';

/** How long "Copied" stays on the button before it offers to copy again. */
const COPIED_FEEDBACK_MS = 2000;

export function CopyCodeButton({ code, productName }: { code: string; productName: string }) {
  const t = useTranslations('Profile');
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
      await navigator.clipboard.writeText(code);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button
        type="button"
        className={`button button-secondary ${styles.copy}`}
        onClick={copy}
        aria-label={state === 'copied' ? t('copied') : t('copyCodeOf', { name: productName })}
      >
        {state === 'copied' ? t('copied') : t('copy')}
      </button>
      <span role="status" className={state === 'failed' ? styles.copyFailed : 'visually-hidden'}>
        {state === 'copied' ? t('codeCopied') : state === 'failed' ? t('copyFailed') : ''}
      </span>
    </>
  );
}

'use client';
// A read-only field with a copy button (the Pix copy-and-paste code): the shopper pastes it into
// their bank's app when they cannot scan the QR. The text can also be selected by hand; a failed
// copy says so.
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useCopy } from '@/components/ui/use-copy';
import styles from './checkout.module.css';

export function CopyField({ label, value }: { label: string; value: string }) {
  const t = useTranslations('Checkout');
  const id = useId();
  const { state, copy } = useCopy(value);

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

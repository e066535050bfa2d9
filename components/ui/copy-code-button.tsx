'use client';
// Copies a purchased product's code to the clipboard and says so where screen readers hear it: the
// profile's purchases and the payment success modal show the same button.
import { useTranslations } from 'next-intl';
import { useCopy } from '@/components/ui/use-copy';
import styles from './copy-code-button.module.css';

export function CopyCodeButton({ code, productName }: { code: string; productName: string }) {
  const t = useTranslations('Profile');
  const { state, copy } = useCopy(code);

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

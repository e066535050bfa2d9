// The shop's mark and name, drawn inline so it costs no request.
import { useTranslations } from 'next-intl';
import styles from './navbar.module.css';

export function Logo() {
  const t = useTranslations('Meta');
  return (
    <>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 10h12a4 4 0 0 1 4 4v8H12a4 4 0 0 1-4-4z" fill="#fff" />
        <circle cx="13" cy="16" r="2" fill="currentColor" />
      </svg>
      <span className={styles.logoText}>{t('siteName')}</span>
    </>
  );
}

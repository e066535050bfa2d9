'use client';
// The navbar's account button (the top navbar, docs/product/screens-and-routes.md): a guest gets "Log in", which opens the
// auth modal; a signed-in shopper gets the cabinet link, shown disabled on the cabinet itself.
// Until the check answers it shows "Log in", as the server-rendered page does.
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { openAccountModal } from './account-modals';
import { useUser } from './use-user';
import styles from './account-button.module.css';

function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M4 21c1.2-4 4.4-6 8-6s6.8 2 8 6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function AccountButton() {
  const t = useTranslations('Nav');
  const { user } = useUser();
  const pathname = usePathname();

  if (user) {
    if (pathname === '/profile') {
      return (
        <button type="button" className={styles.button} aria-disabled="true" aria-current="page">
          <PersonIcon />
          <span className={styles.label}>{t('account')}</span>
        </button>
      );
    }
    return (
      <Link href="/profile" className={styles.button}>
        <PersonIcon />
        <span className={styles.label}>{t('account')}</span>
      </Link>
    );
  }

  return (
    <button type="button" className={styles.button} aria-haspopup="dialog" onClick={() => openAccountModal({ kind: 'auth', tab: 'login' })}>
      <PersonIcon />
      <span className={styles.label}>{t('login')}</span>
    </button>
  );
}

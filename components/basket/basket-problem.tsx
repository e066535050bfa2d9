'use client';
// Why the basket's changes are not on the server yet (offline, the shop failing, the session
// ended). Every change is kept and sent again, and the text says so; an ended session offers to
// log in again.
import { useTranslations } from 'next-intl';
import { openAccountModal } from '@/components/auth/account-modals';
import type { BasketProblem } from '@/lib/basket/basket-store';
import styles from './basket.module.css';

const PROBLEM_TEXT = {
  offline: 'problemOffline',
  failed: 'problemFailed',
  'session-ended': 'problemSessionEnded',
} as const;

export function BasketProblemNotice({ problem, onLogin }: { problem: BasketProblem | null; onLogin: () => void }) {
  const t = useTranslations('Basket');
  if (!problem) return null;
  return (
    <div className={styles.problem} role="alert">
      <p>{t(PROBLEM_TEXT[problem])}</p>
      {problem === 'session-ended' ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            onLogin();
            openAccountModal({ kind: 'auth', tab: 'login' });
          }}
        >
          {t('logIn')}
        </button>
      ) : null}
    </div>
  );
}

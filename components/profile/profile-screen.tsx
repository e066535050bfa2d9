'use client';
// The personal cabinet (/profile, docs/product/screens-and-routes.md): greeting, balance, log out, the notice
// for an unconfirmed e-mail, profile editing, the purchased products and the back-in-stock alerts. A guest, or a session
// that expires while the page is open, is sent to log in (use-private-user.ts).
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { usePrivateUser } from '@/components/auth/use-private-user';
import { BALANCE_KEY } from '@/components/auth/use-user';
import { useUserCache } from '@/components/auth/use-user-cache';
import { VerifyNotice } from '@/components/auth/verify-notice';
import { basketStore } from '@/lib/basket/basket-store';
import { Link, useRouter } from '@/i18n/navigation';
import { accountApi } from '@/lib/client/account';
import { ApiRequestError, failureKind } from '@/lib/client/request';
import { formatPrice } from '@/lib/i18n/format';
import type { User } from '@/lib/types/account';
import type { CardFlow } from '@/lib/types/payment';
import { EmailForm } from './email-form';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { Purchases } from './purchases';
import { IfOffered } from '@/components/capabilities/offered';
import { StockAlerts } from './stock-alerts';
import { TopUpButton } from './top-up-button';
import styles from './profile.module.css';

function useBalance(locale: string) {
  return useSWR(BALANCE_KEY, async () => {
    const result = await accountApi.balance(locale);
    if (!result.ok) throw new ApiRequestError(result);
    return result.data.balance;
  });
}

/** `cardFlow`: PAYMENT_CARD_FLOW, read by the page on the server (the top-up's card modal). */
export function ProfileScreen({ knownUser, cardFlow = 'modal' }: { knownUser?: User; cardFlow?: CardFlow }) {
  const t = useTranslations('Profile');
  const auth = useTranslations('Auth');
  const orders = useTranslations('Orders');
  const wishlist = useTranslations('Wishlist');
  const locale = useLocale();
  const router = useRouter();
  const account = usePrivateUser('/profile', knownUser);
  const userCache = useUserCache();
  const balance = useBalance(locale);
  const editId = useId();
  const [editing, setEditing] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);

  async function logout() {
    setLoggingOut(true);
    setLogoutError(null);
    // Basket changes still queued go to this account's basket first (what fails waits for its next login).
    await basketStore.flush();
    const result = await accountApi.logout(locale);
    // 401: the session had already ended, which is what the shopper asked for.
    if (!result.ok && result.status !== 401) {
      setLoggingOut(false);
      setLogoutError(failureKind(result) === 'network' ? auth('networkError') : auth('somethingWrong'));
      return;
    }
    account.leave();
    router.replace('/');
    await userCache.clear();
  }

  const { user } = account;
  if (!user) {
    const failed = account.status === 'error';
    return (
      <div className={styles.stateBox} role={failed ? 'alert' : undefined} aria-busy={failed ? undefined : true}>
        <p>{failed ? t('loadFailed') : t('loading')}</p>
        {failed ? (
          <button type="button" className="button" onClick={() => void account.refresh()}>
            {t('retry')}
          </button>
        ) : null}
      </div>
    );
  }

  const cents = balance.data ?? user.balance;

  return (
    <div className={styles.profile}>
      <header className={`${styles.card} ${styles.header}`}>
        <div>
          <h1 className={styles.greeting}>{t('greeting', { name: user.name })}</h1>
          <p className={styles.muted}>{user.email}</p>
        </div>
        <div className={styles.balance}>
          <span className={styles.balanceLabel}>{t('balance')}</span>
          <span className={styles.balanceValue}>{formatPrice(cents, locale)}</span>
          <TopUpButton flow={cardFlow} />
        </div>
        <div className={styles.headerActions}>
          <IfOffered capability="order-history">
            <Link href="/profile/orders" className="button button-secondary">
              {orders('accountLink')}
            </Link>
          </IfOffered>
          <button type="button" className="button button-secondary" aria-expanded={editing} aria-controls={editId} onClick={() => setEditing((was) => !was)}>
            {t('editProfile')}
          </button>
          <IfOffered capability="wishlist">
            <Link href="/profile/wishlist" className="button button-secondary">
              {wishlist('accountLink')}
            </Link>
          </IfOffered>
          <button type="button" className="button button-secondary" onClick={logout} disabled={loggingOut} aria-busy={loggingOut || undefined}>
            {t('logout')}
          </button>
        </div>
        {logoutError ? (
          <p role="alert" className={styles.formError}>
            {logoutError}
          </p>
        ) : null}
      </header>

      {user.verified ? null : <VerifyNotice email={user.email} />}

      <section id={editId} className={styles.card} hidden={!editing} aria-label={t('editProfile')}>
        <h2 className={styles.sectionTitle}>{t('editProfile')}</h2>
        <div className={styles.forms}>
          <NameForm user={user} />
          <EmailForm />
          <PasswordForm email={user.email} />
        </div>
      </section>

      <Purchases />

      <IfOffered capability="stock-alerts">
        <StockAlerts userId={user.id} />
      </IfOffered>
    </div>
  );
}

'use client';
// "Tell me when it is back" on a sold-out product (docs/stock-alerts-contract.md). Who is signed in
// comes from /api/user (useUser), so the static page reads no cookie. A signed-in shopper sets the
// alert with one click (the mail goes to the account's e-mail, in this page's language) and can
// cancel it here or in the cabinet. A guest is asked to log in, coming back to the product (the
// login's `next`); what they pressed is remembered in this tab for a while, so once they are in the
// alert is set without a second click. Refusals say why: the product is back (reload to buy it), or
// the account keeps its most alerts already (the provider's message, and a link to the list).
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { openAccountModal } from '@/components/auth/account-modals';
import { useUser } from '@/components/auth/use-user';
import { Link } from '@/i18n/navigation';
import { STOCK_ALERT_IN_STOCK, STOCK_ALERT_LIMIT_REACHED } from '@/lib/contracts/stock-alerts';
import { ApiRequestError, failureKind, failureReason, type ApiFailure } from '@/lib/client/request';
import { STOCK_ALERTS_KEY, stockAlertsApi } from '@/lib/client/stock-alerts';
import type { StockAlertList } from '@/lib/types/stock-alerts';
import styles from './stock-alert.module.css';

/** Where a guest's press waits for their login (this tab only; nothing personal in it). */
export const STOCK_ALERT_INTENT_KEY = 'stockAlertIntent';
/** A press older than this is forgotten: logging in much later sets nothing unasked. */
export const STOCK_ALERT_INTENT_MS = 30 * 60_000;

export function rememberIntent(productId: number): void {
  try {
    sessionStorage.setItem(STOCK_ALERT_INTENT_KEY, JSON.stringify({ productId, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the shopper clicks once more after login.
  }
}

/** Whether a recent press of a guest waits for `productId`; reading it forgets it. */
export function takeIntent(productId: number): boolean {
  try {
    const raw = sessionStorage.getItem(STOCK_ALERT_INTENT_KEY);
    if (raw === null) return false;
    const intent = JSON.parse(raw) as { productId?: unknown; at?: unknown };
    if (intent.productId !== productId) return false;
    sessionStorage.removeItem(STOCK_ALERT_INTENT_KEY);
    return typeof intent.at === 'number' && Date.now() - intent.at >= 0 && Date.now() - intent.at < STOCK_ALERT_INTENT_MS;
  } catch {
    return false;
  }
}

type Notice = { kind: 'error' | 'done'; text: string; toList?: boolean } | null;

export function StockAlertButton({ productId }: { productId: number }) {
  const t = useTranslations('StockAlerts');
  const locale = useLocale();
  const { status, user } = useUser();
  // Scoped to the account: another account signing in on this tab never sees these.
  const key = user ? `${STOCK_ALERTS_KEY}?user=${user.id}&locale=${locale}` : null;
  const list = useSWR<StockAlertList>(
    key,
    async () => {
      const result = await stockAlertsApi.list(locale);
      if (!result.ok) throw new ApiRequestError(result);
      return result.data;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const alert = list.data?.alerts.find((entry) => entry.product_id === productId) ?? null;
  const listKnown = list.data !== undefined || list.error !== undefined;

  function askToLogIn() {
    rememberIntent(productId);
    openAccountModal({ kind: 'auth', tab: 'login', next: `/product/${productId}` });
  }

  function failureText(failure: ApiFailure, fallback: string): Notice {
    const reason = failureReason(failure);
    if (reason === STOCK_ALERT_IN_STOCK) return { kind: 'error', text: t('backInStock') };
    if (reason === STOCK_ALERT_LIMIT_REACHED) return { kind: 'error', text: failure.message ?? t('limitReached'), toList: true };
    switch (failureKind(failure)) {
      case 'network':
        return { kind: 'error', text: t('network') };
      case 'unavailable':
        return { kind: 'error', text: t('unavailable') };
      default:
        return { kind: 'error', text: failure.message ?? fallback };
    }
  }

  async function create() {
    setBusy(true);
    setNotice(null);
    const result = await stockAlertsApi.create(locale, productId);
    setBusy(false);
    if (result.ok) {
      const { alert: created } = result.data;
      void list.mutate(
        (current) => ({ limit: current?.limit ?? 1, alerts: [created, ...(current?.alerts ?? []).filter((entry) => entry.id !== created.id)] }),
        { revalidate: list.data === undefined },
      );
      return;
    }
    if (result.status === 401) {
      askToLogIn();
      return;
    }
    setNotice(failureText(result, t('failed')));
  }

  async function cancel(id: number) {
    setBusy(true);
    setNotice(null);
    const result = await stockAlertsApi.remove(locale, id);
    setBusy(false);
    if (result.ok || result.status === 404) {
      // 404: already sent or cancelled elsewhere; either way it is gone.
      void list.mutate((current) => current && { ...current, alerts: current.alerts.filter((entry) => entry.id !== id) }, { revalidate: !result.ok });
      setNotice({ kind: 'done', text: t('cancelled') });
      return;
    }
    if (result.status === 401) {
      askToLogIn();
      return;
    }
    setNotice(failureText(result, t('cancelFailed')));
  }

  // A guest's press before logging in: set once they are in and their alerts are known.
  const intentChecked = useRef(false);
  useEffect(() => {
    if (!user || !listKnown || intentChecked.current) return;
    intentChecked.current = true;
    // Outside the effect's own pass: the request's state changes render after it.
    if (takeIntent(productId) && !alert) queueMicrotask(() => void create());
    // create is this render's; the check runs once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, listKnown, alert, productId]);

  if (!user) {
    if (status !== 'guest') return null;
    return (
      <>
        <button type="button" className={`button button-secondary ${styles.button}`} onClick={askToLogIn}>
          {t('notifyMe')}
        </button>
        <p className={styles.hint}>{t('guestHint')}</p>
      </>
    );
  }

  return (
    <>
      {alert ? (
        <>
          <p className={styles.set} role="status">
            {t('set', { email: user.email })}
          </p>
          <div className={styles.actions}>
            <button type="button" className="button button-secondary" onClick={() => void cancel(alert.id)} disabled={busy} aria-busy={busy || undefined}>
              {t('cancel')}
            </button>
            <Link href="/profile#stock-alerts">{t('manage')}</Link>
          </div>
        </>
      ) : (
        <>
          <button
            type="button"
            className={`button button-secondary ${styles.button}`}
            onClick={() => void create()}
            disabled={busy || !listKnown}
            aria-busy={busy || undefined}
          >
            {t('notifyMe')}
          </button>
          <p className={styles.hint}>{t('signedInHint', { email: user.email })}</p>
        </>
      )}
      {notice ? (
        <p className={notice.kind === 'error' ? styles.error : styles.hint} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}{' '}
          {notice.toList ? <Link href="/profile#stock-alerts">{t('manage')}</Link> : null}
        </p>
      ) : null}
    </>
  );
}

'use client';
// /profile/orders, the account's order history: every order, newest first, a page at a time, each
// with what it holds and what may be done with it (order-card.tsx). Loading, a failure with a retry,
// no orders yet, and pages. A guest, or a session that ends while the page is open, is sent to log
// in and comes back here (use-private-user.ts).
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { loginRedirectPath, usePrivateUser } from '@/components/auth/use-private-user';
import { ListState } from '@/components/ui/list-state';
import { Link, useRouter } from '@/i18n/navigation';
import { type ApiFailure, ApiRequestError, failureKind } from '@/lib/client/request';
import { ordersApi } from '@/lib/orders/client';
import type { OrderEntry, OrderPage } from '@/lib/orders/schemas';
import type { User } from '@/lib/types/account';
import type { CardFlow } from '@/lib/types/payment';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

export const ORDERS_PATH = '/profile/orders';

async function fetchOrders(locale: string, page: number): Promise<OrderPage> {
  const result = await ordersApi.list(locale, page);
  if (!result.ok) throw new ApiRequestError(result);
  return result.data;
}

export function OrdersScreen({ knownUser, cardFlow = 'modal' }: { knownUser?: User; cardFlow?: CardFlow }) {
  const t = useTranslations('Orders');
  /** No answer is the connection's; a 5xx the shop's; anything else the list's. */
  const failedText = (failure: ApiFailure | null) => {
    const kind = failure ? failureKind(failure) : null;
    return kind === 'network' ? t('unreachable') : kind === 'unavailable' ? t('unavailable') : t('loadFailed');
  };
  const locale = useLocale();
  const router = useRouter();
  usePrivateUser(ORDERS_PATH, knownUser);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isValidating, mutate } = useSWR(['orders', locale, page], () => fetchOrders(locale, page), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  const sessionEnded = useCallback(() => router.replace(loginRedirectPath(ORDERS_PATH)), [router]);
  const failure = error instanceof ApiRequestError ? error.failure : null;
  const ended = failure !== null && failureKind(failure) === 'unauthenticated';
  useEffect(() => {
    if (ended) sessionEnded();
  }, [ended, sessionEnded]);

  const reload = useCallback(() => void mutate(), [mutate]);
  const cancelled = useCallback(
    (order: OrderEntry) => {
      setNotice(t('cancelledNotice', { id: order.id }));
      void mutate();
    },
    [mutate, t],
  );

  // Orders are never removed (a cancelled one stays listed), so a page once shown keeps existing.
  const pages = data?.pages ?? 0;

  function goTo(next: number) {
    setPage(next);
    setNotice(null);
    headingRef.current?.focus();
  }

  const stateBox = `${styles.card} ${styles.stateBox}`;
  let body;
  if (!data && error) {
    body = (
      <ListState
        kind="failed"
        className={stateBox}
        message={ended ? t('sessionEnded') : failedText(failure)}
        retry={ended ? undefined : { label: t('retry'), onRetry: reload }}
      />
    );
  } else if (!data) {
    body = <ListState kind="loading" className={stateBox} message={t('loading')} />;
  } else if (data.total === 0) {
    body = (
      <ListState
        kind="empty"
        className={stateBox}
        message={t('empty')}
        action={
          <Link href="/" className="button">
            {t('emptyLink')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        {error ? (
          <div role="alert" className={styles.stateBox}>
            <p className={styles.error}>{failedText(failure)}</p>
            <button type="button" className="button button-secondary" onClick={reload}>
              {t('retry')}
            </button>
          </div>
        ) : null}
        <ul className={styles.list} aria-busy={isValidating || undefined}>
          {data.orders.map((order) => (
            <OrderCard key={order.id} order={order} cardFlow={cardFlow} onChanged={reload} onCancelled={cancelled} onSessionEnded={sessionEnded} />
          ))}
        </ul>
        {pages > 1 ? (
          <nav className={styles.pager} aria-label={t('pagination')}>
            <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {t('previous')}
            </button>
            <span>{t('pageOf', { page, pages })}</span>
            <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              {t('next')}
            </button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <div className={styles.top}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('title')}
        </h1>
        <Link href="/profile">{t('backToAccount')}</Link>
      </div>
      <p role="status" className={notice ? styles.notice : undefined}>
        {notice}
      </p>
      {body}
    </div>
  );
}

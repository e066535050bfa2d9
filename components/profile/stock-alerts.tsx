'use client';
// The cabinet's back-in-stock alerts (docs/stock-alerts-contract.md): each product links to its
// page, with the day it was set and the language its mail will be in, and can be cancelled; the
// count against the account's limit. An alert that was sent (the product came back) is gone from
// the list, as it is from the provider.
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { PlainImage } from '@/components/ui/plain-image';
import { ListState } from '@/components/ui/list-state';
import { Link } from '@/i18n/navigation';
import { ApiRequestError, failureKind } from '@/lib/client/request';
import { STOCK_ALERTS_KEY, stockAlertsApi } from '@/lib/client/stock-alerts';
import { formatDate } from '@/lib/i18n/format';
import type { StockAlertList } from '@/lib/types/stock-alerts';
import styles from './profile.module.css';

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function StockAlerts({ userId }: { userId: number }) {
  const t = useTranslations('StockAlerts');
  const locale = useLocale();
  const headingId = useId();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const { data, error, mutate } = useSWR<StockAlertList>(
    `${STOCK_ALERTS_KEY}?user=${userId}&locale=${locale}`,
    async () => {
      const result = await stockAlertsApi.list(locale);
      if (!result.ok) throw new ApiRequestError(result);
      return result.data;
    },
    { revalidateOnFocus: true, shouldRetryOnError: false },
  );

  async function cancel(id: number) {
    setCancelling(id);
    setNotice(null);
    const result = await stockAlertsApi.remove(locale, id);
    setCancelling(null);
    if (result.ok || result.status === 404) {
      void mutate((current) => current && { ...current, alerts: current.alerts.filter((alert) => alert.id !== id) }, { revalidate: !result.ok });
      setNotice({ kind: 'done', text: t('cancelled') });
      return;
    }
    const kind = failureKind(result);
    setNotice({ kind: 'error', text: kind === 'network' ? t('network') : kind === 'unavailable' ? t('unavailable') : (result.message ?? t('cancelFailed')) });
  }

  return (
    <section id="stock-alerts" className={styles.card} aria-labelledby={headingId}>
      <div className={styles.purchasesHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('title')}
        </h2>
        {data ? <p className={styles.muted}>{t('count', { count: data.alerts.length, limit: data.limit })}</p> : null}
      </div>
      <p role={notice?.kind === 'error' ? 'alert' : 'status'} className={notice?.kind === 'error' ? styles.inlineError : styles.muted}>
        {notice?.text}
      </p>
      {error && !data ? (
        <ListState kind="failed" className={styles.stateBox} message={t('loadFailed')} retry={{ label: t('retry'), onRetry: () => void mutate() }} />
      ) : !data ? (
        <ListState kind="loading" className={styles.stateBox} message={t('loading')} />
      ) : data.alerts.length === 0 ? (
        <ListState kind="empty" className={styles.stateBox} message={t('empty')} />
      ) : (
        <ul className={styles.purchases}>
          {data.alerts.map((alert) => (
            <li key={alert.id} className={styles.purchase}>
              <PlainImage src={alert.cover_path} alt="" width={96} height={72} className={styles.cover} />
              <div className={styles.purchaseBody}>
                <h3 className={styles.purchaseName}>
                  <Link href={`/product/${alert.product_id}`}>{alert.name}</Link>
                </h3>
                <p className={styles.muted}>
                  {t('setOn', { date: formatDate(alert.created_at, locale) })} · {t('mailIn', { language: languageName(alert.locale, locale) })}
                </p>
              </div>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void cancel(alert.id)}
                disabled={cancelling === alert.id}
                aria-busy={cancelling === alert.id || undefined}
                aria-label={t('cancelFor', { name: alert.name })}
              >
                {t('cancel')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

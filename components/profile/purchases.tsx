'use client';
// The cabinet's purchased products (docs/product/screens-and-routes.md): name, cost, purchase date, article and
// the product code with a copy button; a search among them (debounced, at most 68 characters)
// and pages of the BFF's size, newest first.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { PlainImage } from '@/components/ui/plain-image';
import { ListState } from '@/components/ui/list-state';
import { TextInput } from '@/components/ui/text-input';
import { Link } from '@/i18n/navigation';
import { accountApi, purchasesPath } from '@/lib/client/account';
import { ApiRequestError } from '@/lib/client/request';
import { formatDate, formatPrice } from '@/lib/i18n/format';
import type { PurchasePage } from '@/lib/types/account';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@/lib/search/input-rules';
import { CopyCodeButton } from '@/components/ui/copy-code-button';
import styles from './profile.module.css';

/** A page of purchases and the search it answers (while the next one loads, the last one shows). */
type Answer = PurchasePage & { search: string };

async function fetchPurchases(locale: string, page: number, search: string): Promise<Answer> {
  const result = await accountApi.purchases(locale, page, search);
  if (!result.ok) throw new ApiRequestError(result);
  return { ...result.data.result, search };
}

export function Purchases() {
  const t = useTranslations('Profile');
  const locale = useLocale();
  const headingId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const key = `${purchasesPath(page, search)}&locale=${locale}`;
  const { data, error, isValidating, mutate } = useSWR(key, () => fetchPurchases(locale, page, search), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function apply(value: string) {
    if (timer.current) clearTimeout(timer.current);
    setSearch(value.trim().slice(0, SEARCH_MAX_LENGTH));
    setPage(1);
  }

  function type(value: string) {
    setText(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS);
  }

  /** The heading takes the focus: the list is read from its top, and a button that just became disabled does not strand it. */
  function goTo(next: number) {
    setPage(next);
    headingRef.current?.focus();
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.limit))) : 1;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.purchasesHeader}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
          {t('purchasesTitle')}
        </h2>
        {data ? (
          <p className={styles.muted} role="status">
            {data.search ? t('foundCount', { count: data.total }) : t('purchasesCount', { count: data.total })}
          </p>
        ) : null}
      </div>
      <form
        role="search"
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          apply(text);
        }}
      >
        <TextInput
          label={t('searchLabel')}
          type="search"
          name="search"
          value={text}
          onValueChange={type}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('searchPlaceholder')}
          className={styles.searchField}
        />
        <button type="submit" className="button button-secondary">
          {t('searchSubmit')}
        </button>
      </form>

      {error && !data ? (
        <ListState kind="failed" className={styles.stateBox} message={t('purchasesFailed')} retry={{ label: t('retry'), onRetry: () => void mutate() }} />
      ) : !data ? (
        <ListState kind="loading" className={styles.stateBox} message={t('loading')} />
      ) : data.products.length === 0 ? (
        data.search ? (
          <ListState kind="empty" className={styles.stateBox} message={t('nothingFound', { text: data.search })} />
        ) : (
          <ListState
            kind="empty"
            className={styles.stateBox}
            message={t('noPurchases')}
            action={
              <Link href="/" className="button">
                {t('toCatalogue')}
              </Link>
            }
          />
        )
      ) : (
        <>
          {error ? (
            <div role="alert" className={styles.inlineError}>
              <span>{t('purchasesFailed')}</span>
              <button type="button" className="button button-secondary" onClick={() => void mutate()}>
                {t('retry')}
              </button>
            </div>
          ) : null}
          <ul className={styles.purchases} aria-busy={isValidating || undefined} aria-labelledby={headingId}>
            {data.products.map((purchase) => (
              <li key={purchase.id} className={styles.purchase}>
                <PlainImage src={purchase.cover_path} alt="" width={96} height={72} className={styles.cover} />
                <div className={styles.purchaseBody}>
                  <h3 className={styles.purchaseName}>
                    <Link href={`/product/${purchase.product_id}`}>{purchase.name}</Link>
                  </h3>
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t('cost')}</dt>
                      <dd>{formatPrice(purchase.price, locale)}</dd>
                    </div>
                    <div>
                      <dt>{t('purchasedAt')}</dt>
                      <dd>
                        <time dateTime={purchase.purchased_at}>{formatDate(purchase.purchased_at, locale)}</time>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('article')}</dt>
                      <dd>{purchase.article}</dd>
                    </div>
                    <div className={styles.codeFact}>
                      <dt>{t('productCode')}</dt>
                      <dd className={styles.code}>
                        <code>{purchase.product_code}</code>
                        <CopyCodeButton code={purchase.product_code} productName={purchase.name} />
                      </dd>
                    </div>
                  </dl>
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('pagesLabel')}>
              <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('previousPage')}
              </button>
              <span>{t('pageOf', { page, pages })}</span>
              <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('nextPage')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

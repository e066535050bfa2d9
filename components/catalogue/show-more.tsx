'use client';
// "Show more" under a listing: asks the BFF (same path as the provider's list, through
// lib/client/catalogue.ts) for the next page, keeping the filters, and appends the cards in place.
// Keyboard and screen-reader users continue at the first new card. Back from a product brings the appended cards and the scroll position back
// (use-listing-memory.ts).
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { catalogueApi } from '@/lib/client/catalogue';
import type { LocalRate } from '@/lib/i18n/local-price';
import type { ProductSummary } from '@/lib/types/catalogue';
import { ProductCard } from './product-card';
import { useListingMemory } from './use-listing-memory';
import styles from './listing.module.css';

interface ShowMoreProps {
  /** Ids already on the page, rendered by the server. */
  loaded: number[];
  total: number;
  moreUrl: string;
  moreQuery: string;
  headingLevel: 2 | 3;
  /** The page's rate of the approximate local prices: appended cards show them like the first ones. */
  localRate?: LocalRate | null;
}

export function ShowMore({ loaded, total: initialTotal, moreUrl, moreQuery, headingLevel, localRate = null }: ShowMoreProps) {
  const t = useTranslations('Catalogue');
  const locale = useLocale();
  const [products, setProducts] = useState<ProductSummary[]>([]);
  const [total, setTotal] = useState(initialTotal);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const focusIndex = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const count = loaded.length + products.length;

  const { save } = useListingMemory({
    current: () => ({ products, total }),
    onRestore: (memory) => {
      const known = new Set(loaded);
      setProducts(memory.products.filter((product) => !known.has(product.id)));
      setTotal(memory.total);
    },
  });

  // Remembered with every page appended, so Back finds them even without a scroll after it.
  useEffect(save, [products, save]);

  useEffect(() => {
    if (focusIndex.current === null) return;
    const link = list.current?.children[focusIndex.current]?.querySelector<HTMLAnchorElement>('h2 a, h3 a');
    focusIndex.current = null;
    link?.focus();
  }, [products]);

  async function showMore() {
    setState('loading');
    try {
      const result = await catalogueApi.productPage(locale, moreUrl, moreQuery, count);
      if (!result.ok) throw new Error(String(result.status));
      const page = result.data;
      const known = new Set([...loaded, ...products.map((product) => product.id)]);
      const fresh = page.products.filter((product) => !known.has(product.id));
      focusIndex.current = fresh.length > 0 ? products.length : null;
      setProducts([...products, ...fresh]);
      setTotal(fresh.length === 0 ? count : page.total);
      setState('idle');
    } catch {
      setState('error');
    }
  }

  return (
    <>
      {products.length > 0 ? (
        <ul ref={list} className={`${styles.grid} ${styles.continued}`}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={headingLevel} localRate={localRate} />
            </li>
          ))}
        </ul>
      ) : null}
      {count < total ? (
        <div className={styles.more}>
          {state === 'error' ? (
            <p role="alert" className={styles.error}>
              {t('loadMoreFailed')}
            </p>
          ) : null}
          <button type="button" className="button button-secondary" onClick={showMore} disabled={state === 'loading'}>
            {state === 'loading' ? t('loadingMore') : state === 'error' ? t('retry') : t('showMore')}
          </button>
        </div>
      ) : null}
    </>
  );
}

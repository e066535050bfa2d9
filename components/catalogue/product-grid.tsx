'use client';
// The product cards of a listing and its "Show more" control: the first page comes rendered from
// the server, the next ones from the BFF (same path as the provider's list), appended in place.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { ProductPage, ProductSummary } from '@/lib/types/catalogue';
import { ProductCard } from './product-card';
import styles from './listing.module.css';

/** Cards loaded eagerly at the top of a page (the first row or two on a wide screen). */
const EAGER_CARDS = 4;

interface ProductGridProps {
  initial: ProductPage;
  /** BFF path that answers {products, total, offset, limit} for ?offset=&locale= and the filters. */
  moreUrl: string;
  moreQuery?: string;
  /** How many of the first cards load their cover at once (they are the page's largest paint). */
  eagerCount?: number;
}

export function ProductGrid({ initial, moreUrl, moreQuery = '', eagerCount = EAGER_CARDS }: ProductGridProps) {
  const t = useTranslations('Catalogue');
  const locale = useLocale();
  const [products, setProducts] = useState<ProductSummary[]>(initial.products);
  const [total, setTotal] = useState(initial.total);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const focusIndex = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // After "Show more", keyboard and screen-reader users continue at the first new card.
  useEffect(() => {
    if (focusIndex.current === null) return;
    const link = list.current?.children[focusIndex.current]?.querySelector<HTMLAnchorElement>('h3 a');
    focusIndex.current = null;
    link?.focus();
  }, [products]);

  async function showMore() {
    setState('loading');
    try {
      const params = new URLSearchParams(moreQuery);
      params.set('offset', String(products.length));
      params.set('locale', locale);
      const response = await fetch(`${moreUrl}?${params}`, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(String(response.status));
      const page = (await response.json()) as ProductPage;
      const known = new Set(products.map((product) => product.id));
      const fresh = page.products.filter((product) => !known.has(product.id));
      focusIndex.current = fresh.length > 0 ? products.length : null;
      setProducts([...products, ...fresh]);
      setTotal(fresh.length === 0 ? products.length : page.total);
      setState('idle');
    } catch {
      setState('error');
    }
  }

  if (products.length === 0) {
    return <p className={styles.empty}>{t('empty')}</p>;
  }

  return (
    <>
      <ul ref={list} className={styles.grid}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < eagerCount} />
          </li>
        ))}
      </ul>
      {products.length < total ? (
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

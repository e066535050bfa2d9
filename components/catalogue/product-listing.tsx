// A listing page's body: title, optional found-products count, and the cards with "Show more".
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { LocalRate } from '@/lib/i18n/local-price';
import type { ProductPage } from '@/lib/types/catalogue';
import { ProductGrid } from './product-grid';
import styles from './listing.module.css';

interface ProductListingProps {
  title: string;
  page: ProductPage;
  moreUrl: string;
  /** The listing's filter query, kept on every "Show more" request. */
  moreQuery?: string;
  showCount?: boolean;
  /** The sort and filter controls, when the listing has them. */
  filters?: ReactNode;
  /** The product pages' absolute URL without the id: the cards then carry their ItemList JSON-LD. */
  itemListBase?: string;
  /** What to say instead of the cards when there are none (see ProductGrid). */
  empty?: ReactNode;
  /** The page's rate of the cards' approximate local prices; none on en and ru pages. */
  localRate?: LocalRate | null;
}

export function ProductListing({ title, page, moreUrl, moreQuery = '', showCount = false, filters, itemListBase, empty, localRate = null }: ProductListingProps) {
  const t = useTranslations('Catalogue');
  return (
    <section className={styles.listing} aria-labelledby="listing-title">
      <header className={styles.header}>
        <h1 id="listing-title" className={styles.title}>
          {title}
        </h1>
        {showCount ? <p className={styles.count}>{t('found', { total: page.total })}</p> : null}
      </header>
      {filters}
      {/* Keyed by the listing and its filters: any change starts a fresh grid. */}
      <ProductGrid key={`${moreUrl}?${moreQuery}`} initial={page} moreUrl={moreUrl} moreQuery={moreQuery} itemListBase={itemListBase} empty={empty} localRate={localRate} />
    </section>
  );
}

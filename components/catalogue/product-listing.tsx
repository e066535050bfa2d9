// A listing page's body: title, optional found-products count, and the cards with "Show more".
import { useTranslations } from 'next-intl';
import type { ProductPage } from '@/lib/types/catalogue';
import { ProductGrid } from './product-grid';
import styles from './listing.module.css';

interface ProductListingProps {
  title: string;
  page: ProductPage;
  moreUrl: string;
  showCount?: boolean;
}

export function ProductListing({ title, page, moreUrl, showCount = false }: ProductListingProps) {
  const t = useTranslations('Catalogue');
  return (
    <section className={styles.listing} aria-labelledby="listing-title">
      <header className={styles.header}>
        <h1 id="listing-title" className={styles.title}>
          {title}
        </h1>
        {showCount ? <p className={styles.count}>{t('found', { total: page.total })}</p> : null}
      </header>
      {/* Keyed by the listing: another category or language starts a fresh grid. */}
      <ProductGrid key={moreUrl} initial={page} moreUrl={moreUrl} />
    </section>
  );
}

// The product cards of a listing: the first page rendered on the server (no hydration cost), and
// "Show more" after it, which appends the next pages in the browser.
import { useTranslations } from 'next-intl';
import type { ProductPage } from '@/lib/types/catalogue';
import { ProductCard } from './product-card';
import { ShowMore } from './show-more';
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
  /** Heading level of the card names: 2 under a page title, 3 under a section title. */
  headingLevel?: 2 | 3;
}

export function ProductGrid({ initial, moreUrl, moreQuery = '', eagerCount = EAGER_CARDS, headingLevel = 2 }: ProductGridProps) {
  const t = useTranslations('Catalogue');
  if (initial.products.length === 0) {
    return <p className={styles.empty}>{t('empty')}</p>;
  }
  return (
    <>
      <ul className={styles.grid}>
        {initial.products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < eagerCount} preload={index === 0 && eagerCount > 0} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {initial.products.length < initial.total ? (
        <ShowMore
          loaded={initial.products.map((product) => product.id)}
          total={initial.total}
          moreUrl={moreUrl}
          moreQuery={moreQuery}
          headingLevel={headingLevel}
        />
      ) : null}
    </>
  );
}

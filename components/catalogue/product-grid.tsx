// The product cards of a listing: the first page in the server's HTML, hydrated from the cards'
// data (ProductCards), and "Show more" after it, which appends the next pages in the browser (its
// code loads after the first paint: later-show-more.tsx).
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { LocalRate } from '@/lib/i18n/local-price';
import type { ProductPage } from '@/lib/types/catalogue';
import { cardProduct } from '@/lib/catalogue/card-product';
import { LaterProductCards } from './later-product-cards';
import { LaterShowMore } from './later-show-more';
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
  /** The product pages' absolute URL without the id: the cards then carry their ItemList JSON-LD. */
  itemListBase?: string;
  /** What to say when there are no products (a search or filters that matched nothing); else "No products yet". */
  empty?: ReactNode;
  /** The page's rate of the cards' approximate local prices (lib/server/page-data.ts pageLocalRate). */
  localRate?: LocalRate | null;
}

export function ProductGrid({ initial, moreUrl, moreQuery = '', eagerCount = EAGER_CARDS, headingLevel = 2, itemListBase, empty, localRate = null }: ProductGridProps) {
  const t = useTranslations('Catalogue');
  if (initial.products.length === 0) {
    return empty ?? <p className={styles.empty}>{t('empty')}</p>;
  }
  return (
    <>
      <LaterProductCards products={initial.products.map(cardProduct)} eagerCount={eagerCount} headingLevel={headingLevel} itemListBase={itemListBase} localRate={localRate} />
      {initial.products.length < initial.total ? (
        <LaterShowMore
          loaded={initial.products.map((product) => product.id)}
          total={initial.total}
          moreUrl={moreUrl}
          moreQuery={moreQuery}
          headingLevel={headingLevel}
          localRate={localRate}
        />
      ) : null}
    </>
  );
}

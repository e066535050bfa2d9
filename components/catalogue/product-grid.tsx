// The product cards of a listing: the first page in the server's HTML, hydrated from the cards'
// data (ProductCards), and "Show more" after it, which appends the next pages in the browser (its
// code loads after the first paint: later-show-more.tsx).
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { LocalRate } from '@/lib/local-price';
import type { ProductPage } from '@/lib/types/catalogue';
import { cardProduct } from '@/lib/catalogue/card-product';
import { LaterProductCards } from './later-product-cards';
import { LaterShowMore } from './later-show-more';
import styles from './listing.module.css';

/**
 * The cards of a listing's first screen (two rows on a phone, the first row on a wide screen): their
 * covers, the page's largest paint, are inlined by the page (ListingView), or else loaded at once.
 * All of them: a later cover a fraction of a pixel larger than the first would be reported as the
 * largest paint when it arrives. The covers after them load once layout finds them near the
 * viewport (loading="lazy"), so neither they nor React's preloads of eager images come first.
 */
export const FIRST_SCREEN_CARDS = 4;

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
  /** The page's rate of the cards' approximate local prices (lib/page-data.ts pageLocalRate). */
  localRate?: LocalRate | null;
  /** The first cards' covers as the page inlined them (lib/provider/inline-cover.ts), else their URLs. */
  firstCoverSrcs?: readonly string[];
}

export function ProductGrid({ initial, moreUrl, moreQuery = '', eagerCount = FIRST_SCREEN_CARDS, headingLevel = 2, itemListBase, empty, localRate = null, firstCoverSrcs }: ProductGridProps) {
  const t = useTranslations('Catalogue');
  if (initial.products.length === 0) {
    return empty ?? <p className={styles.empty}>{t('empty')}</p>;
  }
  return (
    <>
      <LaterProductCards products={initial.products.map(cardProduct)} eagerCount={eagerCount} headingLevel={headingLevel} itemListBase={itemListBase} localRate={localRate} firstCoverSrcs={firstCoverSrcs} />
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

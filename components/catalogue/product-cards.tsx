'use client';
// A page's first cards, rendered from their data: the server's HTML has them in full
// (for crawlers and the first paint), and the browser hydrates them from the few fields a card
// shows (cardProduct) instead of receiving every card's element tree, links and images with all
// their props in the page's payload. ProductCard's code is in the listings' first load anyway
// ("Show more" renders it too).
import { JsonLdScript } from '@/components/seo/json-ld-script';
import type { LocalRate } from '@/lib/i18n/local-price';
import { itemListAt } from '@/lib/seo/json-ld-text';
import { ProductCard, type CardProduct } from './product-card';
import styles from './listing.module.css';

interface ProductCardsProps {
  products: CardProduct[];
  /** How many of the first cards load their cover at once, at high priority (preloaded from the head). */
  eagerCount: number;
  headingLevel: 2 | 3;
  /**
   * When given (lib/seo/json-ld.ts productBaseUrl), the cards' ItemList JSON-LD is rendered beside
   * them from the same data: in the HTML once, not a second time in the payload.
   */
  itemListBase?: string;
  /** The page's rate of the cards' approximate local prices; none on en and ru pages. */
  localRate?: LocalRate | null;
}

export function ProductCards({ products, eagerCount, headingLevel, itemListBase, localRate = null }: ProductCardsProps) {
  return (
    <>
      {itemListBase ? <JsonLdScript data={itemListAt(products, itemListBase)} /> : null}
      <ul className={styles.grid}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < eagerCount} headingLevel={headingLevel} localRate={localRate} />
          </li>
        ))}
      </ul>
    </>
  );
}

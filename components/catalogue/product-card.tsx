// A product card (SPEC.md §2 "Category listing"): cover with optional cover text (first word
// emphasised), country icon, more-details link, name, price in €, buy button. Renders on the
// server and in the browser alike (no hooks beyond next-intl's); the buy button is its one client
// island.
import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { BuyButton } from '@/components/basket/buy-button';
import { Link } from '@/i18n/navigation';
import { splitCoverText } from '@/lib/cover-text';
import { formatPrice } from '@/lib/format';
import type { ProductSummary } from '@/lib/types/catalogue';
import styles from './product-card.module.css';

interface ProductCardProps {
  product: ProductSummary;
  /** The first cards of a page are the largest paint: load them at once. */
  eager?: boolean;
  /**
   * The page's first cover, its likely largest paint: announced in the head (<link rel=preload>,
   * fetched at high priority) so the browser asks for it before the body, styles and scripts.
   */
  preload?: boolean;
  /** 2 under a page title, 3 under a section title, so headings never skip a level. */
  headingLevel?: 2 | 3;
}

export function ProductCard({ product, eager = false, preload = false, headingLevel = 2 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTranslations('Catalogue');
  const locale = useLocale();
  const href = `/product/${product.id}`;
  const countryName = product.country
    ? (product.country.name ?? t('regionCode', { code: product.country.code }))
    : null;
  const [firstWord, rest] = product.coverText ? splitCoverText(product.coverText) : ['', ''];

  return (
    <article className={styles.card} aria-labelledby={`product-${product.id}-name`}>
      <Link href={href} className={styles.cover} tabIndex={-1} aria-hidden="true">
        <Image
          src={product.coverUrl}
          alt=""
          width={400}
          height={300}
          unoptimized
          loading={eager || preload ? 'eager' : 'lazy'}
          fetchPriority={eager || preload ? 'high' : 'auto'}
          preload={preload}
          className={styles.coverImage}
        />
        {product.coverText ? (
          <span className={styles.coverText}>
            <strong>{firstWord}</strong>
            {rest}
          </span>
        ) : null}
        {product.discountPercent ? (
          <span className={styles.discount}>{t('discount', { percent: product.discountPercent })}</span>
        ) : product.isNew ? (
          <span className={styles.newBadge}>{t('newBadge')}</span>
        ) : null}
      </Link>
      <div className={styles.meta}>
        {product.countryIconUrl && countryName ? (
          <Image
            src={product.countryIconUrl}
            alt={t('countryOf', { country: countryName })}
            title={countryName}
            width={24}
            height={18}
            unoptimized
            className={styles.flag}
          />
        ) : null}
        <Link href={href} className={styles.details} aria-label={t('detailsOf', { name: product.name })}>
          {t('moreDetails')}
        </Link>
      </div>
      <Heading id={`product-${product.id}-name`} className={styles.name}>
        <Link href={href}>{product.name}</Link>
      </Heading>
      <div className={styles.footer}>
        <p className={styles.price}>
          <span className="visually-hidden">{t('price')}: </span>
          {formatPrice(product.priceCents, locale)}
          {product.oldPriceCents ? (
            <s className={styles.oldPrice}>
              <span className="visually-hidden">{t('oldPrice')}: </span>
              {formatPrice(product.oldPriceCents, locale)}
            </s>
          ) : null}
        </p>
        {product.inStock > 0 ? (
          <BuyButton productId={product.id} productName={product.name} className={styles.buy} />
        ) : (
          <span className={styles.outOfStock}>{t('outOfStock')}</span>
        )}
      </div>
    </article>
  );
}

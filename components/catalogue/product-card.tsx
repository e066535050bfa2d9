// A product card (docs/product/screens-and-routes.md): cover with optional cover text (first word
// emphasised), country icon, more-details link, name, rating (when reviewed), price in € with an
// approximate local price on pt-BR and hi pages, buy button. Renders on the
// server and in the browser alike (no hooks beyond next-intl's): a listing's cards are rendered
// from their data by ProductCards (in the server's HTML, then hydrated), "Show more" adds more.
import { useLocale, useTranslations } from 'next-intl';
import { BuyButton } from '@/components/basket/buy-button';
import { PlainImage } from '@/components/ui/plain-image';
import { WishHeart } from '@/components/wishlist/wish-heart';
import { Link } from '@/i18n/navigation';
import { splitCoverText } from '@/lib/catalogue/cover-text';
import { formatPrice } from '@/lib/i18n/format';
import type { LocalRate } from '@/lib/i18n/local-price';
import { CardRating } from './card-rating';
import { LocalPrice } from './local-price';
import styles from './product-card.module.css';

// What a card shows of a product, apart (lib/catalogue/card-product.ts): the pages' server code
// makes it without bringing the card's client code into the page.
export { cardProduct, type CardProduct } from '@/lib/catalogue/card-product';
import type { CardProduct } from '@/lib/catalogue/card-product';

interface ProductCardProps {
  product: CardProduct;
  /**
   * The first cards of a page are the largest paint: their covers load at once and at high
   * priority, which React's server renderer announces in the head (<link rel=preload>).
   */
  eager?: boolean;
  /** 2 under a page title, 3 under a section title, so headings never skip a level. */
  headingLevel?: 2 | 3;
  /** The page's rate of the approximate local price (lib/i18n/local-price.ts); none on en and ru pages. */
  localRate?: LocalRate | null;
}

export function ProductCard({ product, eager = false, headingLevel = 2, localRate = null }: ProductCardProps) {
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
        <PlainImage
          src={product.coverUrl}
          alt=""
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
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
      <WishHeart productId={product.id} productName={product.name} />
      <div className={styles.meta}>
        {product.countryIconUrl && countryName ? (
          <PlainImage
            src={product.countryIconUrl}
            alt={t('countryOf', { country: countryName })}
            title={countryName}
            width={24}
            height={18}
            className={styles.flag}
            fetchPriority="low"
          />
        ) : null}
        <Link href={href} className={styles.details} aria-label={t('detailsOf', { name: product.name })}>
          {t('moreDetails')}
        </Link>
      </div>
      <Heading id={`product-${product.id}-name`} className={styles.name}>
        <Link href={href}>{product.name}</Link>
      </Heading>
      {product.rating ? <CardRating rating={product.rating} /> : null}
      <div className={styles.footer}>
        <p className={styles.price}>
          <span className="visually-hidden">{`${t('price')}: `}</span>
          {formatPrice(product.priceCents, locale)}
          {product.oldPriceCents ? (
            <s className={styles.oldPrice}>
              <span className="visually-hidden">{`${t('oldPrice')}: `}</span>
              {formatPrice(product.oldPriceCents, locale)}
            </s>
          ) : null}
        </p>
        <LocalPrice cents={product.priceCents} rate={localRate} className={styles.localPrice} />
        {product.inStock > 0 ? (
          <BuyButton productId={product.id} productName={product.name} className={styles.buy} />
        ) : (
          <span className={styles.outOfStock}>{t('outOfStock')}</span>
        )}
      </div>
    </article>
  );
}

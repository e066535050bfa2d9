// The product's facts as a buyer of codes reads them: the region restriction sits next to the price,
// because a code for the wrong region is what buyers complain about most.
import { useLocale, useTranslations } from 'next-intl';
import { PlainImage } from '@/components/ui/plain-image';
import { WishHeart } from '@/components/wishlist/wish-heart';
import { Link } from '@/i18n/navigation';
import { formatNominal, formatPrice } from '@/lib/i18n/format';
import { shopBrand } from '@/lib/brand/identity';
import { pageLocale } from '@/i18n/routing';
import { canonicalUrl } from '@/lib/seo/alternates';
import { LocalPrice } from '@/components/catalogue/local-price';
import type { LocalRate } from '@/lib/i18n/local-price';
import type { ProductDetail } from '@/lib/types/catalogue';
import { LaterProductBuy, LaterProductInfoButton, LaterShareButton } from './later-product-islands';
import { RatingStars } from './rating-stars';
import { StockAlert } from './stock-alert';
import styles from './product-details.module.css';

/** `stockAlerts`: whether the provider mails back-in-stock alerts (a sold-out product then offers one). */
export function ProductDetails({ product, localRate = null, stockAlerts = true }: { product: ProductDetail; localRate?: LocalRate | null; stockAlerts?: boolean }) {
  const { supportEmail } = shopBrand();
  const t = useTranslations('Product');
  const locale = useLocale();
  const nominal = formatNominal(product.nominal.value, product.nominal.currency, locale);

  return (
    <article className={styles.product} aria-labelledby="product-name">
      <div className={styles.cover}>
        <PlainImage src={product.coverUrl} alt="" width={400} height={300} preload className={styles.coverImage} />
      </div>
      <div className={styles.summary}>
        <div className={styles.titleRow}>
          <h1 id="product-name" className={styles.name}>
            {product.name}
          </h1>
          <LaterProductInfoButton productCode={product.productCode} />
          <WishHeart productId={product.id} productName={product.name} place="inline" />
        </div>
        {product.rating ? (
          <p className={styles.rating}>
            <RatingStars rating={product.rating.average} />
            <a href="#reviews-title">
              {t('ratingShort', { rating: product.rating.average })} · {t('reviewsCount', { count: product.rating.count })}
            </a>
          </p>
        ) : null}
        <p className={styles.article}>
          {t('article')}: <span>{product.article}</span>
        </p>
        <div className={styles.buyBox}>
          <p className={styles.price}>
            <span className="visually-hidden">{t('cost')}: </span>
            {formatPrice(product.priceCents, locale)}
            {product.oldPriceCents ? <s className={styles.oldPrice}>{formatPrice(product.oldPriceCents, locale)}</s> : null}
            <LocalPrice cents={product.priceCents} rate={localRate} />
          </p>
          <p className={styles.region} data-global={product.region === null}>
            {product.region ? t('regionOnly', { region: product.region.name }) : t('regionGlobal')}
          </p>
          {product.region ? <p className={styles.regionWarning}>{t('regionWarning')}</p> : null}
          <p className={styles.stock} data-in-stock={product.inStock > 0}>
            {product.inStock > 0 ? t('inStock') : t('outOfStock')}
          </p>
          {/* Buy and share: the quantity picker with add to basket and buy now, and the share button. */}
          {product.inStock > 0 ? <LaterProductBuy productId={product.id} productName={product.name} inStock={product.inStock} /> : null}
          <StockAlert product={product} offered={stockAlerts} />
          <LaterShareButton url={canonicalUrl(`/product/${product.id}`, pageLocale(locale))} title={product.name} />
          {/* End of buy and share. */}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('platform')}</dt>
            <dd>{product.platform}</dd>
          </div>
          <div>
            <dt>{t('category')}</dt>
            <dd>
              <Link href={`/category/${product.category.slug}`}>{product.category.name}</Link>
            </dd>
          </div>
          <div>
            <dt>{t('giftCard')}</dt>
            <dd>{product.isGiftCard ? t('yes') : t('no')}</dd>
          </div>
          <div>
            <dt>{t('nominal')}</dt>
            <dd>{nominal}</dd>
          </div>
          <div>
            <dt>{t('region')}</dt>
            <dd>{product.region ? `${product.region.name} (${product.region.code})` : t('regionGlobal')}</dd>
          </div>
          <div>
            <dt>{t('productCode')}</dt>
            <dd>{product.productCode}</dd>
          </div>
        </dl>
      </div>
      <section className={styles.description} aria-labelledby="product-description">
        <h2 id="product-description">{t('description')}</h2>
        <p>{product.description}</p>
        <p className={styles.support}>
          {t('supportText')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      </section>
    </article>
  );
}

// The product page (docs/product/screens-and-routes.md): cover, name, rating, the facts a buyer of codes checks (region
// first, next to the price), description, similar products and reviews, with Product, Offer and
// BreadcrumbList JSON-LD. Unknown or malformed ids are a 404.
import { providerCapabilities } from '@/lib/provider/capabilities';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cardProduct } from '@/lib/catalogue/card-product';
import { LaterProductCards } from '@/components/catalogue/later-product-cards';
import { ProductDetails } from '@/components/product/product-details';
import { LaterReviews } from '@/components/product/later-product-islands';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { OpenGraphTags } from '@/components/seo/open-graph-tags';
import { shopBrand } from '@/lib/brand/identity';
import { pageLocale } from '@/i18n/routing';
import { formatPrice } from '@/lib/i18n/format';
import { pageData, pageLocalRate, parseId } from '@/lib/server/page-data';
import { getProduct, getReviews, getSimilarProducts } from '@/lib/provider';
import { alternates } from '@/lib/seo/alternates';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { productImagePath, productOpenGraphTags, socialMetadata } from '@/lib/seo/social';
import styles from './product-page.module.css';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PRODUCT_NAMESPACES } from '@/lib/i18n/client-namespaces';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: rawLocale, id } = await params;
  const locale = pageLocale(rawLocale);
  const result = await getProduct(parseId(id), locale);
  // A missing product's metadata is the not-found page's (its title in the page's language, noindex):
  // notFound() here, as the page body does, else the layout's default title (the home page's) would stay.
  if (!result.ok) {
    if (result.error.isNotFound) notFound();
    return {};
  }
  const t = await getTranslations({ locale, namespace: 'Meta' });
  const product = result.data;
  const description = t('productDescription', { name: product.name, price: formatPrice(product.priceCents, locale) });
  const path = `/product/${product.id}`;
  return {
    title: product.name,
    description,
    alternates: alternates(path, locale),
    ...socialMetadata({
      title: product.name,
      description,
      path,
      locale,
      siteName: shopBrand().name,
      imagePath: productImagePath(product.id, locale),
      // og:type "product" and the price: written by the page (OpenGraphTags below).
      type: 'product',
    }),
  };
}

export default async function ProductPage({ params }: Props) {
  const { locale: rawLocale, id } = await params;
  const locale = pageLocale(rawLocale);
  setRequestLocale(locale);
  const productId = parseId(id);
  const [product, similar, reviews, t, localRate, capabilities] = await Promise.all([
    getProduct(productId, locale).then(pageData),
    getSimilarProducts(productId, locale),
    getReviews(productId, locale),
    getTranslations({ locale, namespace: 'Product' }),
    pageLocalRate(locale),
    providerCapabilities(),
  ]);
  const crumbs = [
    { name: t('breadcrumbHome'), path: '/' },
    { name: product.category.name, path: `/category/${product.category.slug}` },
    { name: product.name, path: `/product/${product.id}` },
  ];

  return (
    <ClientMessages locale={locale} namespaces={PRODUCT_NAMESPACES}>
      <OpenGraphTags tags={productOpenGraphTags(product)} />
      <JsonLdScript data={productJsonLd(product, locale)} />
      <JsonLdScript data={breadcrumbJsonLd(crumbs, locale)} />
      <ProductDetails product={product} localRate={localRate} stockAlerts={capabilities['stock-alerts']} />
      {similar.ok && similar.data.length > 0 ? (
        <section className={styles.similar} aria-labelledby="similar-title">
          <h2 id="similar-title">{t('similar')}</h2>
          {/* The cards alone: all of them are here, so no "Show more" (and none of its code in this page's first load). */}
          <LaterProductCards products={similar.data.map(cardProduct)} eagerCount={0} headingLevel={3} localRate={localRate} />
        </section>
      ) : null}
      {reviews.ok ? <LaterReviews productId={product.id} initial={reviews.data} /> : null}
    </ClientMessages>
  );
}

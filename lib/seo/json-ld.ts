// JSON-LD for search engines (schema.org, typed with schema-dts): the shop's Organization and
// WebSite, Product with Offer and rating, BreadcrumbList, ItemList and FAQPage; and the serializer
// that makes it safe inside an inline <script>.
import type { BreadcrumbList, FAQPage, ItemList, Organization, Product, WebSite, WithContext } from 'schema-dts';
import { type Locale } from '@/i18n/routing';
import { BRAND_LOGO_PATH, type ShopBrand } from '@/lib/brand/identity';
import type { ProductDetail } from '@/lib/types/catalogue';
import { localizedPath } from './alternates';
import { itemListAt } from './json-ld-text';
import { siteUrl } from './site';

export { serializeJsonLd } from './json-ld-text';

export function absoluteUrl(path: string, locale: Locale): string {
  return new URL(localizedPath(path, locale), siteUrl()).toString();
}

const euros = (cents: number) => (cents / 100).toFixed(2);

export function productJsonLd(product: ProductDetail, locale: Locale): WithContext<Product> {
  const url = absoluteUrl(`/product/${product.id}`, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.productCode,
    mpn: product.article,
    image: new URL(product.coverUrl, siteUrl()).toString(),
    category: product.category.name,
    brand: { '@type': 'Brand', name: product.platform },
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: euros(product.priceCents),
      priceCurrency: 'EUR',
      availability: product.inStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...(product.region ? { eligibleRegion: { '@type': 'Place', name: product.region.name } } : {}),
    },
    ...(product.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[], locale: Locale): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, locale),
    })),
  };
}

/** The absolute URL of the product pages in `locale`, without the id (for itemListAt). */
export function productBaseUrl(locale: Locale): string {
  return absoluteUrl('/product/', locale);
}

export function itemListJsonLd(products: readonly { id: number; name: string }[], locale: Locale, offset = 0): WithContext<ItemList> {
  return itemListAt(products, productBaseUrl(locale), offset);
}

export interface FaqEntry {
  question: string;
  /** Plain text; paragraphs separated by blank lines. */
  answer: string;
}

/** The FAQ page: every question with its accepted answer, as the page shows them. */
export function faqJsonLd(entries: readonly FaqEntry[], path: string, locale: Locale): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(path, locale),
    inLanguage: locale,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** The company behind the shop (lib/brand/identity.ts): one id, so the WebSite and other nodes can name it. */
export function organizationJsonLd(brand: ShopBrand, locale: Locale): WithContext<Organization> {
  const home = absoluteUrl('/', locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl()}/#organization`,
    name: brand.name,
    legalName: brand.legalName,
    taxID: brand.cnpj,
    url: home,
    ...(brand.logoFile ? { logo: new URL(BRAND_LOGO_PATH, siteUrl()).toString() } : {}),
    email: brand.supportEmail,
    telephone: brand.supportPhone,
    address: { '@type': 'PostalAddress', streetAddress: brand.address, addressCountry: 'BR' },
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: brand.supportEmail, telephone: brand.supportPhone },
  };
}

/** The site in the page's language, published by the Organization. */
export function webSiteJsonLd(brand: ShopBrand, locale: Locale): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: brand.name,
    url: absoluteUrl('/', locale),
    inLanguage: locale,
    publisher: { '@id': `${siteUrl()}/#organization` },
  };
}

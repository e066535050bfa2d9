// JSON-LD for search engines (schema.org, typed with schema-dts): the shop's Organization and
// WebSite, Product with Offer and rating, BreadcrumbList, ItemList and FAQPage; and the serializer
// that makes it safe inside an inline <script>.
import type { BreadcrumbList, FAQPage, ItemList, Organization, Product, WebSite, WithContext } from 'schema-dts';
import { type Locale } from '@/i18n/routing';
import { BRAND_LOGO_PATH, type ShopBrand } from '@/lib/brand';
import type { ProductDetail, ProductSummary } from '@/lib/types/catalogue';
import { localizedPath } from './alternates';
import { siteUrl } from './site';

/**
 * JSON for an inline script: "<", ">", "&" and the line separators are escaped, so no text in the
 * data (a product name, a review) can close the script element or break the JavaScript parser.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

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

export function itemListJsonLd(products: ProductSummary[], locale: Locale, offset = 0): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: absoluteUrl(`/product/${product.id}`, locale),
      name: product.name,
    })),
  };
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

/** The company behind the shop (lib/brand.ts): one id, so the WebSite and other nodes can name it. */
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

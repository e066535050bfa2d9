// Provider payloads to the storefront's own types: the only place that knows the provider's field names.
import type { Basket, BasketProduct, Promo } from '@/lib/types/basket';
import type {
  Category,
  Country,
  Currency,
  ProductDetail,
  ProductPage,
  ProductSummary,
  Review,
  SearchHints,
} from '@/lib/types/catalogue';
import type { ProviderBasket, ProviderBasketProduct, ProviderPromo } from './basket-schemas';
import { withoutBidiControls } from '@/lib/validation/bidi';
import { providerBaseUrl } from './config';
import type {
  ProviderCategory,
  ProviderCountry,
  ProviderCurrency,
  ProviderFeedback,
  ProviderProductCard,
  ProviderProductDetail,
  ProviderProductPage,
  ProviderSearchHints,
} from './schemas';

/**
 * The browser never talks to the provider: its media paths are served by the storefront's own
 * /media route. Absolute URLs elsewhere (a CDN) are kept as they are.
 */
export function toMediaUrl(path: string): string {
  const base = providerBaseUrl();
  if (path.startsWith(`${base}/`)) path = path.slice(base.length);
  if (/^https?:\/\//.test(path)) return path;
  return path.startsWith('/media/') ? path : `/media${path}`;
}

export function toCategory(category: ProviderCategory): Category {
  return { id: category.id, name: category.name, slug: category.formatted_name, iconPath: category.svg_path };
}

export function toCountry(country: ProviderCountry): Country {
  return { id: country.id, name: country.name, code: country.code.toUpperCase() };
}

export function toCurrency(currency: ProviderCurrency): Currency {
  return { code: currency.codeName, label: currency.label };
}

export function toProductSummary(product: ProviderProductCard): ProductSummary {
  return {
    id: product.id,
    name: product.name,
    priceCents: product.price,
    oldPriceCents: product.old_price !== null && product.old_price > product.price ? product.old_price : null,
    discountPercent: product.discount && product.discount > 0 ? product.discount : null,
    coverUrl: toMediaUrl(product.cover_path),
    coverText: product.cover_text?.trim() || null,
    countryIconUrl: product.country_icon ? toMediaUrl(product.country_icon) : null,
    country: product.country ? toCountry(product.country) : null,
    category: { id: product.category.id, name: product.category.name, slug: product.category.formatted_name },
    isNew: product.is_new,
    inStock: product.in_stock,
    rating: product.rating && product.rating.count > 0 ? { average: product.rating.average, count: product.rating.count } : null,
  };
}

export function toProductDetail(product: ProviderProductDetail): ProductDetail {
  return {
    ...toProductSummary(product),
    article: product.article,
    productCode: product.product_code,
    description: product.description,
    platform: product.platform,
    isGiftCard: product.is_gift_card,
    nominal: product.nominal,
    region: product.region,
    purchases: product.purchases,
    createdAt: product.created_at,
  };
}

export function toProductPage(page: ProviderProductPage): ProductPage {
  return {
    products: page.products.map(toProductSummary),
    total: page.total,
    offset: page.offset,
    limit: page.limit,
    priceRange: page.price_range ?? null,
  };
}

/** The two hint groups under the storefront's names, their covers moved under its /media. */
export function toSearchHints(hints: ProviderSearchHints): SearchHints {
  const withMedia = <T extends { cover_path: string }>(hint: T): T => ({ ...hint, cover_path: toMediaUrl(hint.cover_path) });
  return { byName: hints.hintsByName.map(withMedia), byArticle: hints.hintsByArt.map(withMedia) };
}

/** A review as shown: direction controls (refused in new reviews and names) removed from older ones. */
export function toReview(feedback: ProviderFeedback): Review {
  return {
    id: feedback.id,
    author: withoutBidiControls(feedback.author_name),
    rating: feedback.rating,
    text: withoutBidiControls(feedback.text),
    createdAt: feedback.created_at,
    verifiedPurchase: feedback.verified_purchase,
  };
}

type ProductCardFields = Pick<BasketProduct, 'id' | 'name' | 'price' | 'old_price' | 'category' | 'cover_path' | 'cover_text' | 'country_icon' | 'in_stock'>;

/**
 * The card fields a basket line and a wished product share: the contract's field names kept, an old
 * price only when above the price, the images moved under the storefront's /media.
 */
export function toProductCardFields(product: ProductCardFields): ProductCardFields {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    old_price: product.old_price !== null && product.old_price > product.price ? product.old_price : null,
    category: { id: product.category.id, name: product.category.name, formatted_name: product.category.formatted_name },
    cover_path: toMediaUrl(product.cover_path),
    cover_text: product.cover_text?.trim() || null,
    country_icon: toMediaUrl(product.country_icon),
    in_stock: product.in_stock,
  };
}

/** A basket line: its card fields (toProductCardFields), its currency's flag and its quantity. */
export function toBasketProduct(product: ProviderBasketProduct): BasketProduct {
  return {
    ...toProductCardFields(product),
    currency_nominal_country: product.currency_nominal_country
      ? { country_icon: toMediaUrl(product.currency_nominal_country.country_icon) }
      : null,
    pivot: { quantity: product.pivot.quantity },
  };
}

export function toPromo(promo: ProviderPromo): Promo {
  return { code: promo.code, discount: promo.discount, price: promo.price, priceWithDiscount: promo.priceWithDiscount };
}

export function toBasket(basket: ProviderBasket): Basket {
  return {
    products: basket.products.map(toBasketProduct),
    count: basket.count,
    total: basket.total,
    promo: basket.promo ? toPromo(basket.promo) : null,
  };
}

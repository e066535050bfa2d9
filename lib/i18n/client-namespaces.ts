// Which message namespaces reach the browser, and where: a page's RSC payload carries
// only the namespaces its client components read. The layout's provider holds what every page's
// islands need (navbar, cookie banner, toasts, error boundary); a route segment adds its own with
// components/i18n/client-messages.tsx; the modals and panels that load on first use fetch their
// language's messages with their code (components/i18n/lazy-messages.tsx).
// No `server-only`: the client's lazy provider reads the lists too.
import type { AbstractIntlMessages } from 'next-intl';

/**
 * Read by the islands of every page: navbar, search, language menu, cookie banner, toasts, modal
 * frame, error boundary, and the basket (its host's notices and panel, the buy buttons).
 */
export const LAYOUT_NAMESPACES = ['Nav', 'Search', 'Language', 'Modal', 'Toast', 'Cookie', 'Errors', 'NotFound', 'Basket'] as const;

/**
 * Of the wishlist's texts, what every page reads: the hearts' name (on every card and product page)
 * and the notices of a press or of the login merge. Its page brings the whole namespace.
 */
export const LAYOUT_WISHLIST_KEYS = ['heart', 'full', 'failed', 'mergeFull'] as const;

/** The layout provider's messages: LAYOUT_NAMESPACES whole, and the hearts' few wishlist texts. */
export function layoutMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked = pickNamespaces(messages, LAYOUT_NAMESPACES);
  const wishlist = messages.Wishlist;
  if (typeof wishlist === 'object' && wishlist !== null) {
    picked.Wishlist = Object.fromEntries(LAYOUT_WISHLIST_KEYS.filter((key) => key in wishlist).map((key) => [key, wishlist[key]!]));
  }
  return picked;
}

/** Added by the listings (index, lists, categories, search): cards (their rating and local price), show more, filters. */
export const LISTING_NAMESPACES = ['Catalogue', 'Ratings', 'LocalPrice', 'Filters'] as const;

/**
 * Added by the product page: details, its quantity picker, buy now and share, similar products'
 * cards, reviews (the signed-in review form loads its own).
 */
export const PRODUCT_NAMESPACES = ['Catalogue', 'Ratings', 'LocalPrice', 'Product', 'ProductBuy', 'Reviews'] as const;

/**
 * Everything a client component of the shop reads: the private pages (checkout, cabinet, order
 * outcome) and the lazy islands. The back-in-stock texts (StockAlerts) are added only where they
 * show: a sold-out product's page (components/product/stock-alert.tsx) and the cabinet.
 */
export const ALL_CLIENT_NAMESPACES = [
  ...LAYOUT_NAMESPACES,
  'Catalogue',
  'Ratings',
  'LocalPrice',
  'Filters',
  'Product',
  'ProductBuy',
  'Reviews',
  'Auth',
  'Profile',
  'TextInput',
  'Validation',
  'Payment',
  'CardPayment',
  'Checkout',
  'Wishlist',
] as const;

export type ClientNamespace = (typeof ALL_CLIENT_NAMESPACES)[number];

/** The namespaces of `messages` named in `namespaces` (those present), for a provider. */
export function pickNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}

/** True when `messages` holds every one of `namespaces`. */
export function hasNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): boolean {
  return namespaces.every((namespace) => messages[namespace] !== undefined);
}

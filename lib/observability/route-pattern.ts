// The route a request path belongs to, as a metrics label: `/product/[id]`, never `/product/123`,
// so the number of label values stays that of the app's routes (a raw path would make one time
// series per product, search text or token ever asked for). The locale prefix is left out
// (`/en/product/7` and `/product/7` are one route); anything no route matches is `other`.
// ROUTE_PATTERNS mirrors the app/ folder (its pages and route handlers, route groups and the
// [locale] segment left out); a unit test keeps the two in step.

export const ROUTE_PATTERNS = [
  '/',
  '/api/basket',
  '/api/brand/logo',
  '/api/card-type',
  '/api/categories/[id]',
  '/api/discounts',
  '/api/filter-options',
  '/api/health',
  '/api/health/provider',
  '/api/health/ready',
  '/api/holiday',
  '/api/login',
  '/api/logout',
  '/api/metrics',
  '/api/novelties',
  '/api/orders',
  '/api/orders/[id]/cancel',
  '/api/orders/[id]/pay-again',
  '/api/orders/confirm/[id]',
  '/api/orders/create',
  '/api/orders/create-qr',
  '/api/orders/create-upi',
  '/api/password-reset',
  '/api/password-reset/[token]',
  '/api/payment',
  '/api/payment-confirm/[orderId]',
  '/api/payment-products/[id]',
  '/api/payment-sbp',
  '/api/payment/3ds-return',
  '/api/payment/callback',
  '/api/payment/quote',
  '/api/payment/redirect/[orderId]',
  '/api/payment/return/[orderId]',
  '/api/payment/spending-balance-handle',
  '/api/payment/status',
  '/api/popular-products',
  '/api/products/feedbacks',
  '/api/products/feedbacks/[id]',
  '/api/products/feedbacks/[id]/mine',
  '/api/products/for-basket/[id]',
  '/api/profile/email-update',
  '/api/profile/email-update-confirmation/[token]',
  '/api/profile/email-verify',
  '/api/profile/email-verify/resend',
  '/api/profile/name-update',
  '/api/profile/password-update',
  '/api/profile/password-update-confirmation',
  '/api/profile/products/purchased/search',
  '/api/promocode',
  '/api/register',
  '/api/revalidate',
  '/api/search/hints',
  '/api/search/products/[text]',
  '/api/stock-alerts',
  '/api/stock-alerts/[id]',
  '/api/user',
  '/api/user/balance',
  '/api/wishlist',
  '/api/wishlist/[id]',
  '/bench-floor/[file]',
  '/category/[id]',
  '/checkout',
  '/contract-offer',
  '/discounts',
  '/faq',
  '/guarantees',
  '/holiday',
  '/media/[...path]',
  '/noveltes',
  '/og-image',
  '/password-reset/[token]',
  '/payment-confirm/[orderId]',
  '/payment-error/[orderId]',
  '/privacy',
  '/product/[id]',
  '/product/[id]/og-image',
  '/profile',
  '/profile/orders',
  '/profile/wishlist',
  '/requisites',
  '/robots.txt',
  '/search/[text]',
  '/sitemap.xml',
  '/sitemaps/[file]',
  '/terms-and-conditions',
  '/verify-email/[hashToken]',
] as const;

/** Next's own files: the build's static chunks and the image optimiser. */
const NEXT_PREFIXES: ReadonlyArray<[string, string]> = [
  ['/_next/static/', '/_next/static'],
  ['/_next/image', '/_next/image'],
  ['/_next/data/', '/_next/data'],
];

export const OTHER_ROUTE = 'other';
const LOCALES = new Set(['pt-BR', 'en', 'ru', 'hi']);

interface Compiled {
  pattern: string;
  segments: string[];
  /** How many segments are literal: the more, the more specific (checked first). */
  literal: number;
}

const compiled: Compiled[] = ROUTE_PATTERNS.map((pattern) => {
  const segments = pattern.split('/').filter(Boolean);
  return { pattern, segments, literal: segments.filter((segment) => !segment.startsWith('[')).length };
}).sort((a, b) => b.literal - a.literal || a.segments.length - b.segments.length);

function matches(route: string[], path: string[]): boolean {
  for (let i = 0; i < route.length; i += 1) {
    const segment = route[i]!;
    if (segment.startsWith('[...')) return path.length > i;
    if (i >= path.length) return false;
    if (segment.startsWith('[')) continue;
    if (segment !== path[i]) return false;
  }
  return route.length === path.length;
}

/** The route pattern of a request path (query string ignored), or `other`. */
export function routePattern(target: string): string {
  const path = (target.split(/[?#]/, 1)[0] ?? '/') || '/';
  for (const [prefix, label] of NEXT_PREFIXES) if (path.startsWith(prefix)) return label;
  let segments = path.split('/').filter(Boolean);
  if (segments.length > 0 && LOCALES.has(segments[0]!)) segments = segments.slice(1);
  if (segments.length > 32) return OTHER_ROUTE;
  for (const route of compiled) if (matches(route.segments, segments)) return route.pattern;
  return OTHER_ROUTE;
}

// A provider call's endpoint as a metrics label and span name: `/products/{id}`, never
// `/products/123` or `/search/hints/<what a shopper typed>`. A path segment is kept when it is one
// of the provider API's own words (API_WORDS: the literal segments of the calls in lib/provider);
// anything else (ids, slugs, tokens, search texts) becomes `{param}`, so a label has as many
// values as the API has endpoints, whatever shoppers send.

export const API_WORDS: ReadonlySet<string> = new Set([
  'basket',
  'card-type',
  'categories',
  'confirm',
  'countries',
  'create',
  'create-qr',
  'create-upi',
  'currencies',
  'discounts',
  'email-update',
  'email-update-confirmation',
  'email-verify',
  'feedbacks',
  'filter',
  'for-basket',
  'health',
  'hints',
  'holiday',
  'login',
  'logout',
  'mine',
  'name-update',
  'novelties',
  'orders',
  'password-reset',
  'password-update',
  'password-update-confirmation',
  'payment',
  'payment-confirm',
  'payment-products',
  'payment-sbp',
  '3ds-complete',
  'popular-products',
  'products',
  'profile',
  'promocode',
  'purchased',
  'quote',
  'register',
  'resend',
  'search',
  'similar-products',
  'spending-balance-handle',
  'status',
  'user',
  'balance',
]);

export const PARAM_SEGMENT = '{param}';
const MAX_SEGMENTS = 8;

/** The endpoint pattern of a provider API path (relative to `/api`, query string ignored). */
export function providerEndpoint(path: string): string {
  const segments = (path.split(/[?#]/, 1)[0] ?? '').split('/').filter(Boolean).slice(0, MAX_SEGMENTS);
  return `/${segments.map((segment) => (API_WORDS.has(segment) ? segment : PARAM_SEGMENT)).join('/')}`;
}

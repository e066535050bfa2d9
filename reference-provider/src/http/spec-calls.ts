// PROVIDER_API=spec: the reference provider as the provider the shop was specified against, which
// has only the calls of docs/product/provider-calls.md "Specified calls" (the product
// description's API). Every other /api route of this provider (wishlist, stock alerts, the order
// history, exchange rates and quotes, one's own review, the 3-D Secure completion, the e-mail link
// sent again, the reset link's check, taking a promo code off, health) is not registered, so it
// answers 404 as a provider without it would. The acquirer's pages, the media files and the
// development switches are not the API and stay.
import { Router } from './router';

export type ProviderApi = 'full' | 'spec';

/** Method and path (with :params) of each specified call. */
export const SPECIFIED_CALLS: ReadonlySet<string> = new Set([
  // Account
  'POST /api/login',
  'POST /api/register',
  'POST /api/logout',
  'GET /api/user',
  'GET /api/user/balance',
  'POST /api/password-reset',
  'PATCH /api/password-reset/:token',
  'POST /api/profile/email-verify',
  'PATCH /api/profile/name-update',
  'PATCH /api/profile/email-update',
  'PATCH /api/profile/password-update',
  'PATCH /api/profile/email-update-confirmation/:token',
  'POST /api/profile/password-update-confirmation',
  // Catalogue
  'GET /api/categories',
  'GET /api/categories/:name',
  'GET /api/countries',
  'GET /api/currencies',
  'GET /api/products/:id',
  'GET /api/products/for-basket/:id',
  'GET /api/products/:id/similar-products',
  'GET /api/popular-products',
  'GET /api/novelties',
  'GET /api/discounts',
  // GET /{listName}?page: the lists the shop names.
  'GET /api/holiday',
  'GET /api/products/feedbacks/:id',
  'POST /api/products/feedbacks',
  'GET /api/search/hints/:text',
  'GET /api/search/products/:text/filter',
  'GET /api/profile/products/purchased/search',
  // Basket and promo
  'GET /api/basket',
  'PATCH /api/basket',
  'POST /api/promocode',
  // Payment
  'POST /api/card-type',
  'POST /api/payment',
  'POST /api/payment-sbp',
  'POST /api/orders/create-upi',
  'POST /api/orders/create',
  'POST /api/orders/create-qr',
  'POST /api/payment/status',
  'POST /api/orders/confirm/:id',
  'POST /api/payment/spending-balance-handle',
  'GET /api/payment-products/:id',
  'GET /api/payment-confirm/:id',
]);

export function providerApiFromEnv(env: Record<string, string | undefined> = process.env): ProviderApi {
  const raw = env.PROVIDER_API?.trim().toLowerCase();
  if (!raw || raw === 'full') return 'full';
  if (raw === 'spec') return 'spec';
  throw new Error(`PROVIDER_API must be "full" or "spec", got "${env.PROVIDER_API}"`);
}

/** Whether a route is registered under `api`: everything in full, in spec the specified calls and what is not under /api. */
export function offered(api: ProviderApi, method: string, path: string): boolean {
  return api === 'full' || !path.startsWith('/api/') || SPECIFIED_CALLS.has(`${method} ${path}`);
}

/** A router that registers only the routes `api` offers (the others then answer 404 like any unknown path). */
export class OfferedRoutes<H> extends Router<H> {
  constructor(private readonly api: ProviderApi) {
    super();
  }

  override add(method: string, pattern: string, handler: H): this {
    return offered(this.api, method.toUpperCase(), pattern) ? super.add(method, pattern, handler) : this;
  }
}

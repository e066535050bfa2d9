// Basket and promo calls of the provider (docs/basket-contract.md, "Provider API"): one function per
// call. The signed-in calls carry the session's bearer token, the language of the answer's texts
// and the shopper's IP; the provider is the only place a quantity is bounded or a discount computed.
// Only the public product read is cached (it is catalogue data); non-GET calls are never retried.
import 'server-only';
import { CACHE_POLICIES } from '@/lib/cache/lifetimes-and-tags';
import type { Basket, BasketProduct, Promo, QueueEntry } from '@/lib/types/basket';
import { basketProductResponse, basketSchema, promoResponse } from './basket-schemas';
import { type ProviderResult, mapResult } from './errors';
import { type ProviderCall, providerFetch } from './fetcher';
import { toBasket, toBasketProduct, toPromo } from './mappers';

/** GET /api/basket (bearer). */
export async function getBasket(call: ProviderCall): Promise<ProviderResult<Basket>> {
  return mapResult(await providerFetch({ ...call, path: '/basket', schema: basketSchema }), toBasket);
}

/** PATCH /api/basket {products} (bearer): the entries applied in order, in one transaction. */
export async function updateBasket(call: ProviderCall, products: readonly QueueEntry[]): Promise<ProviderResult<Basket>> {
  const body = { products: products.map(({ id, type, count, key }) => ({ id, type, count, key })) };
  return mapResult(await providerFetch({ ...call, path: '/basket', method: 'PATCH', body, schema: basketSchema }), toBasket);
}

/** GET /api/products/for-basket/{id}: public, no token; quantity 1. */
export async function getBasketProduct(id: number, locale: string): Promise<ProviderResult<BasketProduct>> {
  const result = await providerFetch({
    path: `/products/for-basket/${id}`,
    schema: basketProductResponse,
    locale,
    cache: CACHE_POLICIES.product(id),
  });
  return mapResult(result, (data) => toBasketProduct(data.product));
}

/** POST /api/promocode?code= (bearer): the discount on the stored basket, remembered on it. */
export async function applyPromoCode(call: ProviderCall, code: string): Promise<ProviderResult<Promo>> {
  const result = await providerFetch({ ...call, path: '/promocode', method: 'POST', query: { code }, schema: promoResponse });
  return mapResult(result, (data) => toPromo(data.data));
}

/** DELETE /api/promocode (bearer): the applied code removed; answers the basket. */
export async function removePromoCode(call: ProviderCall): Promise<ProviderResult<Basket>> {
  return mapResult(await providerFetch({ ...call, path: '/promocode', method: 'DELETE', schema: basketSchema }), toBasket);
}

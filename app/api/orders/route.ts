// GET /api/orders?page=&per_page= → 200 {orders: OrderEntry[], page, per_page, total, pages}
// (docs/payments-contract.md "Order history"): the signed-in shopper's orders, newest first. 401
// signed out; `page` (1–5000) and `per_page` (1–50) must be whole numbers (422 naming the field,
// before any provider call); item images under the storefront's /media.
import { providerRoute, reply } from '@/lib/bff/provider-route';
import { badPaging } from '@/lib/orders/bff';
import { listOrders } from '@/lib/orders/provider';
import { historyQuery } from '@/lib/orders/query';

export const GET = providerRoute({
  capability: 'order-history',
  auth: 'required',
  async handle({ request, locale, call }) {
    const query = historyQuery(request.nextUrl.searchParams);
    if (!query.ok) return badPaging(locale, query.fields);
    const result = await listOrders(call, query);
    return result.ok ? reply(result.data) : result;
  },
});

// POST /api/orders/{id}/cancel {} → 200 {order: OrderEntry} (docs/payments-contract.md "Order
// history"): the shopper cancels an unpaid order of theirs, for good. A paid order 409, another
// account's or an unknown one 404, a malformed id 404 without a provider call.
import { orderActionRoute } from '@/lib/orders/bff';
import { cancelOrder } from '@/lib/orders/provider';

export const POST = orderActionRoute(cancelOrder);

// The order history's calls of the provider (docs/payments-contract.md "Order history"): an
// account's orders a page at a time, cancelling an unpaid order, and quoting an unpaid Pix or UPI
// order again. Bearer, language and the shopper's IP as every signed-in call; images under the
// storefront's /media. The Pix code and UPI link of a new quote are read before anyone sees them,
// like the checkout's: a code that does not charge the order's amount in its currency is a 502.
import 'server-only';
import { z } from 'zod';
import { parseBrCode } from '@/lib/payment/br-code';
import { parseUpiLink } from '@/lib/payment/upi';
import { type ProviderResult, mapResult } from '@/lib/provider/errors';
import { type ProviderCall, providerFetch } from '@/lib/provider/fetcher';
import { toOrder } from '@/lib/provider/payment';
import { cancelledOrderSchema, type OrderEntry, orderPageSchema, type OrderPage, type PayAgain, payAgainSchema } from './schemas';

const orderPath = (id: string, action: string) => `/orders/${encodeURIComponent(id)}/${action}`;
const entry = (order: OrderEntry): OrderEntry => ({ ...toOrder(order), cancelled_at: order.cancelled_at, charge_expires_at: order.charge_expires_at });

/** The Pix code (reais) or UPI link (rupees) must charge exactly the order's charge and name the order. */
export const providerPayAgainSchema = payAgainSchema.superRefine((answer, ctx) => {
  const charge = answer.order.charge;
  if (charge === null) {
    ctx.addIssue({ code: 'custom', path: ['order', 'charge'], message: 'an order quoted again has a charge' });
    return;
  }
  if (charge.currency === 'BRL') {
    const code = answer.qr ? parseBrCode(answer.qr.payload) : null;
    if (!code?.ok || code.code.amountCents !== charge.amount || code.code.txid !== answer.order.id) {
      ctx.addIssue({ code: 'custom', path: ['qr', 'payload'], message: 'the BR Code does not charge the order in reais' });
    }
  } else {
    const link = answer.upi ? parseUpiLink(answer.upi.link) : null;
    if (!link?.ok || link.link.amountCents !== charge.amount || link.link.reference !== answer.order.id) {
      ctx.addIssue({ code: 'custom', path: ['upi', 'link'], message: 'the UPI link does not charge the order in rupees' });
    }
  }
}) as z.ZodType<PayAgain>;

/** GET /api/orders?page=&per_page= (bearer): the account's orders, newest first. */
export async function listOrders(call: ProviderCall, query: { page: number; perPage: number }): Promise<ProviderResult<OrderPage>> {
  const result = await providerFetch({ ...call, path: '/orders', query: { page: query.page, per_page: query.perPage }, schema: orderPageSchema });
  return mapResult(result, (page) => ({ ...page, orders: page.orders.map(entry) }));
}

/** POST /api/orders/{id}/cancel (bearer): the unpaid order cancelled (a paid one 409). */
export async function cancelOrder(call: ProviderCall, orderId: string): Promise<ProviderResult<{ order: OrderEntry }>> {
  const result = await providerFetch({ ...call, path: orderPath(orderId, 'cancel'), method: 'POST', body: {}, schema: cancelledOrderSchema });
  return mapResult(result, (data) => ({ order: entry(data.order) }));
}

/** POST /api/orders/{id}/requote (bearer): an unpaid Pix or UPI order payable again, at a fresh rate once its quote expired. */
export async function requoteOrder(call: ProviderCall, orderId: string): Promise<ProviderResult<PayAgain>> {
  const result = await providerFetch({ ...call, path: orderPath(orderId, 'requote'), method: 'POST', body: {}, schema: providerPayAgainSchema });
  return mapResult(result, (data) => ({ ...data, order: entry(data.order) }));
}

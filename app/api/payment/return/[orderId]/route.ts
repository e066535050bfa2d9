// GET /api/payment/return/{orderId}?locale=: the `return_url` signed into the hosted payment page's
// form (app/api/payment/redirect/[orderId]/route.ts). The acquirer sends the shopper here after Pay
// or Cancel, whatever the outcome, so the address itself says nothing about it; this route asks the
// provider how the order stands and sends the shopper on (303) to the page whose URL says the same
// as what it shows (docs/payments-contract.md "Hosted payment page"):
//
// - the order failed (declined, cancelled, out of stock…) → {prefix}/payment-error/{id};
// - paid, still being paid, or anything this route cannot tell (a guest or an ended session, the
//   provider away, an unknown order) → {prefix}/payment-confirm/{id}, which asks for a login,
//   follows a payment still under way, says "not found", or moves on to /payment-error/{id}
//   itself once it reads a failed order.
//
// A top-level GET navigation, so the session cookie (SameSite=Lax) comes with it. Never JSON, never a
// 500; a malformed id goes to the home page. `Cache-Control: no-store`.
import type { NextRequest, NextResponse } from 'next/server';
import { clientIp } from '@/lib/bff/client-ip';
import { queryLocale } from '@/lib/bff/parse';
import { localeHome, localePrefix, publicOrigin } from '@/lib/bff/payment/config';
import { logRouteFailure, seeOther } from '@/lib/bff/responses';
import { RequestSession } from '@/lib/bff/session';
import { isOrderId } from '@/lib/payment/order-id';
import { orderDetails } from '@/lib/provider/payment';

export async function GET(request: NextRequest, context: { params: Promise<{ orderId: string }> }): Promise<NextResponse> {
  const locale = queryLocale(request);
  const origin = publicOrigin(request);
  const { orderId } = await context.params;
  if (!isOrderId(orderId)) return seeOther(`${origin}${localeHome(locale)}`);
  const page = (name: 'payment-confirm' | 'payment-error') => seeOther(`${origin}${localePrefix(locale)}/${name}/${orderId}`);
  try {
    const session = await RequestSession.load(request);
    if (!session.token) return page('payment-confirm');
    const result = await orderDetails({ locale, clientIp: clientIp(request.headers), token: session.token }, orderId);
    const failed = result.ok && result.data.order.status === 'error';
    return session.applyTo(page(failed ? 'payment-error' : 'payment-confirm'));
  } catch (error) {
    logRouteFailure(request, error, 'GET /api/payment/return/{orderId}');
    return page('payment-confirm');
  }
}

// GET /api/payment/redirect/{orderId}?locale= (PAYMENT_CARD_FLOW=redirect): a small HTML page with
// the HMAC-signed form (lib/bff/payment/hmac.ts `requestFormFields`) that takes the shopper to the
// acquirer's hosted page, POST {ACQUIRER_PUBLIC_URL}/acquirer/pay, auto-submitted (docs/payments-
// contract.md, "Hosted payment page"). The browser navigates here, so every answer is a page or a
// redirect, never JSON:
//
// - a guest (or a session the provider no longer knows) → 303 to the home page's login modal,
//   coming back to the checkout;
// - a malformed or unknown order (or another account's) → 404 page; already paid → 409 page with
//   a link to its confirmation; a spending, Pix/UPI/SBP or free order → 422 page; ACQUIRER_SECRET
//   not set → 503 page; the provider away → 503 page;
// - else 200: the signed form. The amount is the order's total as the provider has it
//   (GET /api/payment-products/{id}), never anything the browser said; `date` now, a fresh nonce,
//   `expires_at` 30 minutes later, the shopper's IP, return_url {origin}/api/payment/return/{id}?locale=
//   (which sends the shopper on to the confirmation or the failure page by the order's status),
//   callback_url {origin}/api/payment/callback.
//
// `Cache-Control: no-store` and the page's own CSP (lib/bff/payment/redirect-page.ts).
import type { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/i18n/routing';
import { clientIp } from '@/lib/bff/client-ip';
import { queryLocale } from '@/lib/bff/parse';
import {
  acquirerPublicOrigin,
  acquirerSecret,
  acquirerToken,
  localePrefix,
  paymentCurrency,
  publicOrigin,
} from '@/lib/bff/payment/config';
import { refusalPage, signedFormPage } from '@/lib/bff/payment/redirect-page';
import { logRouteFailure, seeOther } from '@/lib/bff/responses';
import { RequestSession } from '@/lib/bff/session';
import { createNonce, requestFormFields } from '@/lib/bff/payment/hmac';
import { loginRedirectTarget } from '@/lib/routing/private-routes';
import { isOrderId } from '@/lib/payment/order-id';
import { orderDetails } from '@/lib/provider/payment';

/** How long the signed form (and the hosted page it opens) stays valid: at most 60 minutes. */
const SIGNED_FORM_LIFETIME_MS = 30 * 60_000;
/** The signed `ip` must be an address: a request without one (never through Next's server) signs this. */
const UNKNOWN_IP = '0.0.0.0';
const NOT_PAYABLE_BY_CARD = new Set(['pix', 'upi', 'sbp']);

export async function GET(request: NextRequest, context: { params: Promise<{ orderId: string }> }): Promise<NextResponse> {
  const locale = queryLocale(request);
  const prefix = localePrefix(locale);
  const checkout = { href: `${prefix}/checkout`, label: 'backToCheckout' } as const;
  try {
    const origin = publicOrigin(request);
    const { orderId } = await context.params;
    const session = await RequestSession.load(request);
    const toLogin = () => {
      const target = loginRedirectTarget(locale, routing.defaultLocale, `${prefix}/checkout`);
      return session.applyTo(seeOther(`${origin}${target.pathname}${target.search}`));
    };
    if (!session.token) return toLogin();
    if (!isOrderId(orderId)) return session.applyTo(refusalPage(locale, 'notFound', checkout));

    const secret = acquirerSecret();
    if (!secret) return session.applyTo(refusalPage(locale, 'unavailable', checkout));

    const ip = clientIp(request.headers);
    const result = await orderDetails({ locale, clientIp: ip, token: session.token }, orderId);
    if (!result.ok) {
      const { error } = result;
      if (error.kind === 'http' && error.status === 401) {
        session.clear();
        return toLogin();
      }
      if (error.kind === 'http' && error.status === 404) return session.applyTo(refusalPage(locale, 'notFound', checkout));
      return session.applyTo(refusalPage(locale, 'providerDown', checkout));
    }
    const { order } = result.data;
    if (order.status === 'paid') {
      return session.applyTo(refusalPage(locale, 'alreadyPaid', { href: `${prefix}/payment-confirm/${order.id}`, label: 'viewOrder' }));
    }
    if (order.type === 'spending' || (order.method !== null && NOT_PAYABLE_BY_CARD.has(order.method)) || order.total <= 0) {
      return session.applyTo(refusalPage(locale, 'wrongMethod', checkout));
    }

    const now = new Date();
    const currency = paymentCurrency();
    const acquirer = acquirerPublicOrigin();
    const fields = requestFormFields(
      {
        token: acquirerToken(),
        orderId: order.id,
        date: now,
        amount: order.total,
        currency,
        ip: ip ?? UNKNOWN_IP,
        nonce: createNonce(),
        expiresAt: new Date(now.getTime() + SIGNED_FORM_LIFETIME_MS),
        returnUrl: `${origin}/api/payment/return/${order.id}?locale=${locale}`,
        callbackUrl: `${origin}/api/payment/callback`,
      },
      secret,
    );
    return session.applyTo(
      signedFormPage({
        locale,
        action: `${acquirer}/acquirer/pay`,
        actionOrigin: acquirer,
        fields,
        orderId: order.id,
        amount: order.total,
        currency,
      }),
    );
  } catch (error) {
    logRouteFailure(request, error, 'GET /api/payment/redirect/{orderId}');
    return refusalPage(locale, 'providerDown', checkout);
  }
}

// POST /api/payment/callback: the acquirer's signed callback after a hosted-page payment
// (docs/payments-contract.md, "Hosted payment page"), form-urlencoded with the names of
// lib/bff/payment/hmac.ts `callbackFromForm` (token, order_id, date, amount, currency, ip, nonce,
// expires_at, status, signature). Server to server: no session, no origin check; the signature
// is the authority.
//
// Checked here (verifyCallback, cheapest first, the nonce last): every field present and canonical,
// the merchant token, the HMAC (constant time), `date` within 5 minutes of our clock and a lifetime
// ≤ 60 minutes, not expired, the currency PAYMENT_CURRENCY, then the nonce not seen before in this
// process. Then forwarded to the provider's acquirer-mode POST /api/orders/confirm/{id}, which
// verifies the signature again and that order, amount and currency are the order's own.
//
// | answer | when |
// |---|---|
// | 200 {ok: true} | accepted and confirmed by the provider (also for `declined`: it is recorded as it is) |
// | 400 | a field missing or not canonical, or a body that is not a form |
// | 403 | wrong token, bad signature, another currency, or the provider refused it (amount, order) |
// | 404 | the provider knows no such order |
// | 409 | the nonce was already used (a replay) |
// | 410 | stale (`date` too far from our clock, lifetime too long) or expired |
// | 503 | ACQUIRER_SECRET not set, or the provider away (504 when it did not answer in time) |
//
// The acquirer retries a non-2xx delivery with a freshly signed message (new date and nonce), so a
// retry after an outage is accepted, and the provider's confirmation is idempotent.
import { timingSafeEqual } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { clientIp } from '@/lib/bff/client-ip';
import { apiText } from '@/lib/bff/i18n';
import { bodyTooLarge, queryLocale } from '@/lib/bff/parse';
import { acquirerSecret, acquirerToken, paymentCurrency } from '@/lib/bff/payment/config';
import { FORM_TOO_LARGE, readForm } from '@/lib/bff/payment/forms';
import { callbackNonces } from '@/lib/bff/payment/nonces';
import { jsonError, logRouteFailure, privateJson, providerErrorResponse } from '@/lib/bff/responses';
import { type CallbackRefusal, callbackFromForm, verifyCallback } from '@/lib/bff/payment/hmac';
import { confirmFromAcquirer } from '@/lib/provider/payment';

const FORWARDED = ['token', 'order_id', 'date', 'amount', 'currency', 'ip', 'nonce', 'expires_at', 'status', 'signature'] as const;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

const REFUSALS: Record<CallbackRefusal, [number, 'callbackMalformed' | 'callbackRefused' | 'callbackStale' | 'callbackReplayed']> = {
  malformed: [400, 'callbackMalformed'],
  signature: [403, 'callbackRefused'],
  order: [403, 'callbackRefused'],
  amount: [403, 'callbackRefused'],
  stale: [410, 'callbackStale'],
  expired: [410, 'callbackStale'],
  replay: [409, 'callbackReplayed'],
};

export async function POST(request: NextRequest): Promise<NextResponse> {
  const locale = queryLocale(request);
  const t = apiText(locale);
  try {
    const secret = acquirerSecret();
    if (!secret) return jsonError(503, t('acquirerUnavailable'));
    const form = await readForm(request);
    if (form === FORM_TOO_LARGE) return bodyTooLarge(locale);
    const callback = form ? callbackFromForm(form) : null;
    if (!form || !callback) return jsonError(400, t('callbackMalformed'));
    if (!sameText(callback.fields.token, acquirerToken())) return jsonError(403, t('callbackRefused'));

    const { fields } = callback;
    const check = await verifyCallback(fields, callback.signature, {
      secret,
      nonces: await callbackNonces(),
      // The order's own amount is the provider's to check (it verifies the signature again).
      expected: { orderId: fields.orderId, amount: fields.amount, currency: paymentCurrency() },
    });
    if (!check.ok) {
      const [status, key] = REFUSALS[check.reason];
      return jsonError(status, t(key));
    }

    const forwarded = Object.fromEntries(FORWARDED.map((name) => [name, form.get(name) ?? '']));
    const result = await confirmFromAcquirer({ locale, clientIp: clientIp(request.headers) }, fields.orderId, forwarded);
    if (!result.ok) return providerErrorResponse(result.error, locale);
    return privateJson({ ok: true });
  } catch (error) {
    // A 503 makes the acquirer retry.
    logRouteFailure(request, error);
    return jsonError(503, t('unavailable'));
  }
}

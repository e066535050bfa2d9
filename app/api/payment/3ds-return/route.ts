// POST /api/payment/3ds-return?locale= (form MD, PaRes): the TermUrl of a card payment. The
// provider's bank page auto-posts here once the shopper confirmed or cancelled 3-D Secure
// (docs/payments-contract.md, "3-D Secure bank page"). A cross-site form POST: no session cookie
// comes with it (SameSite=Lax), so there is no origin check and no session; the MD/PaRes pair is
// the authority, checked by the provider's POST /api/payment/3ds-complete.
//
// Always a 303 for the browser, never JSON and never a 500: paid → {prefix}/payment-confirm/{id},
// failed → {prefix}/payment-error/{id}; an unknown or malformed answer, a provider away, or too
// many tries (60 unknown answers per IP in 10 minutes) → the home page with ?showModal=error; a
// form over 16 KiB the same, and its connection closes after the answer. A provider without the
// completion call (lib/provider/capabilities.ts `three-ds-completion`; the specified calls have
// none): the bank page has settled the order already, so the return goes to the order's own page
// ({prefix}/payment-confirm/{order}, the `order` the TermUrl carries), which asks its status.
import type { NextRequest, NextResponse } from 'next/server';
import { clientIp } from '@/lib/bff/client-ip';
import { CLOSE_CONNECTION, queryLocale } from '@/lib/bff/parse';
import { localeHome, localePrefix, publicOrigin } from '@/lib/bff/payment/config';
import { FORM_TOO_LARGE, readForm } from '@/lib/bff/payment/forms';
import { RATE_RULES, type RateCheck, UNKNOWN_CLIENT, consumeRateLimits, refundRateLimits } from '@/lib/bff/rate-limit';
import { logRouteFailure, seeOther } from '@/lib/bff/responses';
import { offers } from '@/lib/provider/capabilities';
import { completeThreeDs } from '@/lib/provider/payment';
import { isOrderId } from '@/lib/payment/order-id';

const HANDLE = /^[A-Za-z0-9_-]{1,256}$/;
const PA_RES = /^[A-Za-z0-9+/_.=-]{1,8192}$/;

export async function POST(request: NextRequest): Promise<NextResponse> {
  const locale = queryLocale(request);
  const origin = publicOrigin(request);
  const failed = () => seeOther(`${origin}${localeHome(locale)}?showModal=error`);
  try {
    const ip = clientIp(request.headers);
    const checks: RateCheck[] = [[RATE_RULES.threeDsReturnPerIp, ip ?? UNKNOWN_CLIENT]];
    if (await consumeRateLimits(checks)) return failed();
    const form = await readForm(request);
    if (form === FORM_TOO_LARGE) {
      const refused = failed();
      for (const [name, value] of Object.entries(CLOSE_CONNECTION)) refused.headers.set(name, value);
      return refused;
    }
    const md = form?.get('MD') ?? '';
    const paRes = form?.get('PaRes') ?? '';
    if (!HANDLE.test(md) || !PA_RES.test(paRes)) return failed();
    const order = request.nextUrl.searchParams.get('order');
    const orderPage = order !== null && isOrderId(order) ? `${origin}${localePrefix(locale)}/payment-confirm/${order}` : null;
    if (!(await offers('three-ds-completion'))) return orderPage ? seeOther(orderPage) : failed();
    const result = await completeThreeDs({ locale, clientIp: ip }, { MD: md, PaRes: paRes });
    if (!result.ok) {
      // The provider has no such call after all (405: the path without this method): the order's page tells the outcome.
      const missing = result.error.kind === 'http' && result.error.status === 405;
      return missing && orderPage ? seeOther(orderPage) : failed();
    }
    await refundRateLimits(checks);
    const page = result.data.status === 'paid' ? 'payment-confirm' : 'payment-error';
    return seeOther(`${origin}${localePrefix(locale)}/${page}/${encodeURIComponent(result.data.order_id)}`);
  } catch (error) {
    logRouteFailure(request, error);
    return failed();
  }
}

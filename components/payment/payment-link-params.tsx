'use client';
// Acts on the payment parameters a URL may carry (query parameters, docs/product/screens-and-routes.md),
// on any page: `paymentConfirmOrder={id}` and `paymentConfirmBalance={id}` follow that order's
// payment (purchase or top-up) to its outcome, as the BFF reports it for the signed-in shopper's
// own order. `showModal=success|error` (a payment page elsewhere saying how it went) is never
// believed: anyone can write it in a link. It follows the order this tab itself started paying, if
// any, to its real status (paid, still pending, failed), and shows nothing otherwise. They are
// then removed from the address, so a reload does not repeat them; other parameters stay. Ids
// that are not order ids are never sent anywhere. Rendered by the layout inside <Suspense>, like
// account-link-params.tsx; the polling code loads only when a parameter is there.
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { samePagePath } from '@/lib/account/next-path';
import { isOrderId } from '@/lib/payment/order-id';
import { tabOrder, type PaymentKind } from './payment-modals';

const PARAM_NAMES = ['showModal', 'paymentConfirmOrder', 'paymentConfirmBalance'] as const;

export type PaymentParamAction =
  | { kind: 'confirm'; orderId: string; payment: PaymentKind }
  /** `showModal=`: the order this tab was paying, if it has one, asked for its real status. */
  | { kind: 'tab-order' };

export interface PaymentParams {
  /** null when the parameters were there but unusable (they are still removed). */
  action: PaymentParamAction | null;
  /** The query without the payment parameters ("" when none is left). */
  rest: string;
}

/** null when the query holds none of the payment parameters. An order to check wins over a bare `showModal`. */
export function readPaymentParams(query: URLSearchParams): PaymentParams | null {
  if (!PARAM_NAMES.some((name) => query.has(name))) return null;
  const rest = new URLSearchParams(query);
  for (const name of PARAM_NAMES) rest.delete(name);

  const order = query.get('paymentConfirmOrder');
  const balance = query.get('paymentConfirmBalance');
  const show = query.get('showModal');
  let action: PaymentParamAction | null = null;
  if (isOrderId(order)) action = { kind: 'confirm', orderId: order, payment: 'purchase' };
  else if (isOrderId(balance)) action = { kind: 'confirm', orderId: balance, payment: 'balance' };
  else if (show === 'success' || show === 'error') action = { kind: 'tab-order' };
  return { action, rest: rest.toString() };
}

export function PaymentLinkParams() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  // The query last acted on: an effect run twice (React's strict mode) must not act twice.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const query = params.toString();
    if (handled.current === query) return;
    handled.current = query;
    const found = readPaymentParams(new URLSearchParams(query));
    if (!found) return;
    const { action } = found;
    const order = action?.kind === 'confirm' ? { orderId: action.orderId, kind: action.payment } : action?.kind === 'tab-order' ? tabOrder() : null;
    if (order) void import('./payment-flow').then((flow) => flow.confirmPayment(order));
    const path = samePagePath(pathname);
    router.replace(found.rest ? `${path}?${found.rest}` : path, { scroll: false });
  }, [params, pathname, router]);

  return null;
}

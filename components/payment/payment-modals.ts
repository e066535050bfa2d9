'use client';
// Which payment modal is open (docs/product/screens-and-routes.md: processing, payment success, payment
// error, balance top-up success), in one store (components/ui/create-store.ts): the card modal,
// checkout, the query parameters and the order pages all open them, and one host in the layout
// renders them (payment-modal-host.tsx). The polling itself lives in payment-flow.ts, loaded by
// whatever starts a payment, so every page carries only this.
import { createStore, useStore, useStoreSelection } from '@/components/ui/create-store';
import { isOrderId } from '@/lib/payment/order-id';
import type { Purchase } from '@/lib/types/account';
import { ORDER_ID_PATTERN, type FailureReason, type OrderMethod } from '@/lib/types/payment';

/** 20 characters [0-9A-Z] (docs/payments-contract.md "Shapes"): anything else is never sent to the BFF. */
export { ORDER_ID_PATTERN };

export type PaymentKind = 'purchase' | 'balance';

/** Where the tab keeps the order it last started paying or followed (sessionStorage: this tab only). */
const TAB_ORDER_KEY = 'paymentTabOrder';

export interface TabOrder {
  orderId: string;
  kind: PaymentKind;
}

/**
 * Remembers the order this tab is paying, before the shopper may leave for a bank or the hosted
 * page: a page that comes back saying "paid" or "failed" (`?showModal=`) is answered with this
 * order's real status, asked of the BFF, never with what the address claims.
 */
export function rememberTabOrder(orderId: string, kind: PaymentKind): void {
  if (!isOrderId(orderId)) return;
  try {
    window.sessionStorage.setItem(TAB_ORDER_KEY, JSON.stringify({ orderId, kind }));
  } catch {
    // Storage refused: a bare ?showModal= then shows nothing, which is the safe side.
  }
}

/** The order this tab last paid or followed, or null (another tab's, or a link opened anew, has none). */
export function tabOrder(): TabOrder | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(TAB_ORDER_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { orderId, kind } = stored as Record<string, unknown>;
    return isOrderId(orderId) && (kind === 'purchase' || kind === 'balance') ? { orderId, kind } : null;
  } catch {
    return null;
  }
}

export type PaymentModal =
  | {
      kind: 'processing';
      orderId: string;
      payment: PaymentKind;
      /** `overdue`: PAYMENT_POLL_LIMIT_MS passed while still `init`; polling stopped, the shopper is told what to do. */
      phase: 'polling' | 'overdue';
      /** Several status checks in a row got no answer (polling goes on). */
      unreachable: boolean;
    }
  /** `codes`: the delivered codes; null when they could not be read (the cabinet and the e-mail have them). */
  | { kind: 'success'; orderId: string | null; codes: Purchase[] | null }
  /** `balance`: the new balance in cents; null when it could not be read. */
  | { kind: 'top-up-success'; orderId: string | null; balance: number | null }
  /**
   * `message`: a refusal text the caller already has (in the shopper's language). `method`: how the
   * order was being paid, when known (a declined Pix payment is not a declined card).
   */
  | {
      kind: 'error';
      orderId: string | null;
      reason: FailureReason | null;
      method: OrderMethod | null;
      message: string | null;
      notFound: boolean;
      /** Cents credited to the balance because the paid order could not be delivered; null otherwise. */
      refunded?: number | null;
    };

export type PaymentOutcome = 'paid' | 'error';

const paymentModal = createStore<PaymentModal | null>(null);
/** Whether payment-flow.ts follows a payment: its poller runs in the host's content, modal or not. */
const polling = createStore(false);
/** The last final status the poller saw per order: the order pages read theirs again when it changes. */
const outcomes = createStore<ReadonlyMap<string, PaymentOutcome>>(new Map());
let locale: string | null = null;

/** Opens a payment modal, replacing any other (one payment modal at a time). Polling is payment-flow.ts's business. */
export function setPaymentModal(modal: PaymentModal | null): void {
  paymentModal.set(modal);
}

/** payment-flow.ts says whether it follows a payment (the store's own setter: nothing more in the first load). */
export const setPaymentPolling: (on: boolean) => void = polling.set;

export function currentPaymentModal(): PaymentModal | null {
  return paymentModal.get();
}

export function notePaymentOutcome(orderId: string, outcome: PaymentOutcome): void {
  if (outcomes.get().get(orderId) === outcome) return;
  outcomes.set(new Map(outcomes.get()).set(orderId, outcome));
}

/** The layout's host tells the store the page's language: status checks answer in it. */
export function setPaymentLocale(next: string): void {
  locale = next;
}

export function paymentLocale(): string {
  if (locale) return locale;
  if (typeof document !== 'undefined' && document.documentElement.lang) return document.documentElement.lang;
  return 'pt-BR';
}

export function usePaymentModal(): PaymentModal | null {
  return useStore(paymentModal);
}

export function usePaymentPolling(): boolean {
  return useStore(polling);
}

/** The last final status the poller saw for this order, or null. */
export function usePaymentOutcome(orderId: string): PaymentOutcome | null {
  return useStoreSelection(outcomes, (known) => known.get(orderId) ?? null);
}

/** Tests: forgets everything. */
export function resetPaymentModals(): void {
  paymentModal.set(null);
  outcomes.set(new Map());
  locale = null;
}

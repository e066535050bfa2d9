// What the order history says of an order: its state in the shopper's words, its method's name,
// and what may be done with it. An unpaid order that is not cancelled may be paid again (a Pix or
// UPI order with a fresh quote, a card order by card, a balance order from the balance) or
// cancelled; a top-up left unpaid is only cancelled (a new top-up starts from the account). An order
// whose payment went to the balance is final.
import type { OrderEntry } from '@/lib/orders/schemas';

/** `refunded`: its payment came in, the order could not be delivered, and the amount went to the balance. */
export type OrderState = 'paid' | 'awaiting' | 'failed' | 'cancelled' | 'refunded';

export function orderState(order: OrderEntry): OrderState {
  if (order.status === 'paid') return 'paid';
  if (order.refunded !== null) return 'refunded';
  if (order.cancelled_at !== null) return 'cancelled';
  return order.status === 'error' ? 'failed' : 'awaiting';
}

export const STATE_TEXT = {
  paid: 'statusPaid',
  awaiting: 'statusAwaiting',
  failed: 'statusFailed',
  cancelled: 'statusCancelled',
  refunded: 'statusRefunded',
} as const satisfies Record<OrderState, string>;

export const METHOD_TEXT = {
  card: 'methodCard',
  hosted: 'methodHosted',
  pix: 'methodPix',
  upi: 'methodUpi',
  sbp: 'methodSbp',
  balance: 'methodBalance',
  free: 'methodFree',
} as const;

/** How "Pay again" pays the order, or null when it offers no payment. */
export type PayAgainWay = 'qr' | 'card' | 'balance' | 'free';

export function payAgainWay(order: OrderEntry): PayAgainWay | null {
  const state = orderState(order);
  if (state === 'paid' || state === 'cancelled' || state === 'refunded' || order.type === 'balance') return null;
  if (order.method === 'pix' || order.method === 'upi' || order.method === 'sbp') return order.charge ? 'qr' : null;
  if (order.type === 'spending') return 'balance';
  if (order.total === 0) return 'free';
  return 'card';
}

/** Whether the order may still be cancelled. */
export const isCancellable = (order: OrderEntry) => order.status !== 'paid' && order.cancelled_at === null && order.refunded === null;

'use client';
// The confirmation flow (docs/payments-contract.md "Confirmation flow"; docs/product/order-states.md):
// after a payment is started (card, 3-D Secure return, Pix, UPI, balance, top-up) the processing
// modal stays open while POST /api/payment/status answers `init`, polled every
// PAYMENT_POLL_INTERVAL_MS; `paid` opens the success (or top-up success) modal, `error` the error
// modal. One poller at a time (use-order-status-poll.ts, run by PaymentStatusPoller in the
// modal host's content), stopped whenever it ends, so nothing keeps running after a modal closes.
// The modals themselves are in payment-modals.ts.
import { mutate } from 'swr';
import { openAccountModal } from '@/components/auth/account-modals';
import { BALANCE_KEY, revalidateUser as checkUserAgain } from '@/components/auth/use-user';
import { pushAnalyticsEvent } from '@/lib/browser/analytics';
import { basketStore } from '@/lib/basket/basket-store';
import { failureKind, type ApiFailure } from '@/lib/client/request';
import { paymentApi } from '@/lib/client/payment';
import { isOrderId } from '@/lib/payment/order-id';
import { createStore, useStore } from '@/components/ui/create-store';
import { BALANCE_REFRESH_DELAY_MS, PAYMENT_POLL_LIMIT_MS, type FailureReason, type OrderMethod, type OrderType } from '@/lib/types/payment';
import {
  currentPaymentModal,
  notePaymentOutcome,
  paymentLocale,
  rememberTabOrder,
  setPaymentModal,
  setPaymentPolling,
  type PaymentKind,
} from './payment-modals';
import { useOrderStatusPoll, type OrderStatusAnswer } from './use-order-status-poll';

/** Status checks in a row without an answer before the processing modal says so (polling goes on). */
export const UNREACHABLE_AFTER_FAILURES = 3;

/** Where orders already counted as a purchase are remembered for the tab (a reload must not count one again). */
const COUNTED_KEY = 'paymentPurchaseEvents';
const COUNTED_MAX = 50;

interface Poller {
  orderId: string;
  kind: PaymentKind;
  /** How the order is being paid, when the caller knows (the error modal words a Pix or UPI failure as such). */
  method: OrderMethod | null;
  startedAt: number;
  failures: number;
  /** Tells this poller's status questions from those of an earlier one for the same order. */
  round: number;
  /** False once its last answer ended the polling (a `paid` waiting for its codes). */
  asking: boolean;
  /** False while the caller shows its own waiting screen (a Pix or UPI QR): no processing modal until the end. */
  showProcessing: boolean;
}

let poller: Poller | null = null;
let rounds = 0;
/** The running poller, for PaymentStatusPoller. */
const running = createStore<Poller | null>(null);
const counted = new Set<string>();

function setPoller(next: Poller | null): void {
  poller = next;
  running.set(next);
  setPaymentPolling(next !== null);
}

function stopPoller(): void {
  setPoller(null);
}

function showProcessing(p: Poller, phase: 'polling' | 'overdue', unreachable: boolean): void {
  setPaymentModal({ kind: 'processing', orderId: p.orderId, payment: p.kind, phase, unreachable });
}

function revalidateUser(): void {
  void checkUserAgain();
  void mutate(BALANCE_KEY);
}

function readCounted(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(COUNTED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this tab already announced the order's outcome (its success modal, its purchase event). */
export function wasAnnounced(orderId: string): boolean {
  return counted.has(orderId) || (typeof window !== 'undefined' && readCounted().includes(orderId));
}

/** Remembers the order as announced in this tab; false when it already was. */
function announce(orderId: string): boolean {
  if (wasAnnounced(orderId)) {
    counted.add(orderId);
    return false;
  }
  counted.add(orderId);
  try {
    window.sessionStorage.setItem(COUNTED_KEY, JSON.stringify([...readCounted(), orderId].slice(-COUNTED_MAX)));
  } catch {
    // Storage full or refused: the in-memory set still guards this page.
  }
  return true;
}

/**
 * Records the analytics `purchase` goal for a paid order, once per order in this tab
 * (docs/decisions/0035-analytics-goals-without-third-party-scripts.md); the poller calls it when it sees `paid`.
 */
export function recordPurchase(orderId: string): void {
  if (announce(orderId)) pushAnalyticsEvent('purchase');
}

async function settlePaid(p: Poller, type: OrderType): Promise<void> {
  p.asking = false;
  const topUp = type === 'balance';
  if (!topUp) {
    recordPurchase(p.orderId);
    basketStore.reload();
  } else {
    announce(p.orderId);
  }
  revalidateUser();
  notePaymentOutcome(p.orderId, 'paid');
  const answer = await paymentApi.confirmation(paymentLocale(), p.orderId);
  if (poller !== p) return;
  setPoller(null);
  if (topUp) {
    const balance = answer.ok && answer.data.kind === 'balance' ? answer.data.balance : null;
    setPaymentModal({ kind: 'top-up-success', orderId: p.orderId, balance });
  } else {
    const codes = answer.ok && answer.data.kind === 'purchase' ? answer.data.products : null;
    setPaymentModal({ kind: 'success', orderId: p.orderId, codes });
  }
}

/** A failed status check: true when polling goes on. */
function onFailure(p: Poller, failure: ApiFailure): boolean {
  const kind = failureKind(failure);
  if (kind === 'network' || kind === 'unavailable' || kind === 'rate-limited') {
    p.failures += 1;
    return true;
  }
  stopPoller();
  if (kind === 'unauthenticated') {
    // The session ended meanwhile: after logging in the shopper lands on the order's own page.
    setPaymentModal(null);
    openAccountModal({ kind: 'auth', tab: 'login', next: `/payment-confirm/${p.orderId}` });
    return false;
  }
  setPaymentModal({
    kind: 'error',
    orderId: p.orderId,
    reason: null,
    method: p.method,
    message: kind === 'gone' ? null : failure.message,
    notFound: kind === 'gone',
  });
  return false;
}

/** One status answer for poller `p`: true when the poller asks again. */
function onAnswer(p: Poller, answer: OrderStatusAnswer): boolean {
  if (poller !== p || !p.asking) return false;
  if (answer.ok) {
    p.failures = 0;
    const { status, reason, type } = answer.data;
    if (status === 'paid') {
      void settlePaid(p, type);
      return false;
    }
    if (status === 'error') {
      stopPoller();
      notePaymentOutcome(p.orderId, 'error');
      const { refunded } = answer.data;
      // The payment went to the balance: the header and the account show the new one.
      if (refunded !== null) revalidateUser();
      setPaymentModal({ kind: 'error', orderId: p.orderId, reason, method: p.method, message: null, notFound: false, refunded });
      return false;
    }
  } else if (!onFailure(p, answer)) {
    return false;
  }
  const unreachable = p.failures >= UNREACHABLE_AFTER_FAILURES;
  if (Date.now() - p.startedAt >= PAYMENT_POLL_LIMIT_MS) {
    // Still not final: stop asking, and tell the shopper what happens next (even if they were watching a QR).
    stopPoller();
    showProcessing(p, 'overdue', unreachable);
    return false;
  }
  if (p.showProcessing) {
    const shown = currentPaymentModal();
    if (shown?.kind !== 'processing' || shown.orderId !== p.orderId || shown.unreachable !== unreachable) {
      showProcessing(p, 'polling', unreachable);
    }
  }
  return true;
}

/**
 * Runs the confirmation flow's poller while there is one: rendered by the payment modal host's
 * content, which the host shows while a modal is open or a payment is being followed.
 */
export function PaymentStatusPoller(): null {
  const p = useStore(running);
  useOrderStatusPoll({
    orderId: p?.orderId ?? null,
    round: p?.round ?? 0,
    locale: paymentLocale,
    immediately: true,
    onAnswer: (answer) => (p === null ? false : onAnswer(p, answer)),
  });
  return null;
}

/**
 * Opens the processing modal and polls /api/payment/status every 1000 ms until paid or error.
 * Calling it again for the order already being followed changes nothing (one poller per order);
 * another order replaces it. `showProcessing: false` polls behind the caller's own waiting screen
 * (a Pix or UPI QR): only the outcome, or the what-to-do text after the bound, opens a modal.
 */
export function confirmPayment(input: { orderId: string; kind: 'purchase' | 'balance'; method?: OrderMethod | null; showProcessing?: boolean }): void {
  const { orderId, kind, method = null, showProcessing: withModal = true } = input;
  if (!isOrderId(orderId)) {
    // A missing or malformed order id is only logged (docs/product/errors.md).
    console.warn('incorrect orderId');
    return;
  }
  rememberTabOrder(orderId, kind);
  if (poller?.orderId === orderId) {
    if (withModal && !poller.showProcessing) {
      poller.showProcessing = true;
      showProcessing(poller, 'polling', poller.failures >= UNREACHABLE_AFTER_FAILURES);
    }
    return;
  }
  stopPoller();
  rounds += 1;
  const p: Poller = { orderId, kind, method, startedAt: Date.now(), failures: 0, round: rounds, asking: true, showProcessing: withModal };
  setPoller(p);
  if (withModal) showProcessing(p, 'polling', false);
}

/**
 * Opens the error modal directly: a refusal the caller already knows about, or a payment call the
 * shop could not complete (the provider failing): "Something went wrong! Please try making the
 * payment again", with the order's number when there is one. A refusal that credited the payment to
 * the balance says so (`refunded`) and has the balance read again.
 */
export function showPaymentError(
  input: { orderId?: string | null; message?: string | null; reason?: FailureReason | null; method?: OrderMethod | null; refunded?: number | null } = {},
): void {
  stopPoller();
  const orderId = input.orderId && isOrderId(input.orderId) ? input.orderId : null;
  if (orderId) notePaymentOutcome(orderId, 'error');
  const refunded = input.refunded ?? null;
  if (refunded !== null) revalidateUser();
  setPaymentModal({
    kind: 'error',
    orderId,
    reason: input.reason ?? null,
    method: input.method ?? null,
    message: input.message?.trim() || null,
    notFound: false,
    refunded,
  });
}

/** Stops following a payment (a checkout screen going away); closes the processing modal if it was this one's. */
export function stopPaymentPolling(orderId?: string): void {
  if (!poller || (orderId !== undefined && poller.orderId !== orderId)) return;
  const stopped = poller.orderId;
  stopPoller();
  const shown = currentPaymentModal();
  if (shown?.kind === 'processing' && shown.orderId === stopped) setPaymentModal(null);
}

/** Closes whichever payment modal is open and stops any polling. */
export function closePaymentModal(): void {
  stopPoller();
  setPaymentModal(null);
}

/** Whether a poller is running (tests, and a screen deciding whether to start one). */
export function isPollingPayment(orderId?: string): boolean {
  return poller !== null && (orderId === undefined || poller.orderId === orderId);
}

/** Tests: stops everything and forgets the purchases counted. */
let balanceRefresh: ReturnType<typeof setTimeout> | null = null;

/**
 * After paying from the balance, the user and balance are read again 2000 ms later (docs/product/limits.md).
 * Kept here, not in the checkout's component, so it still happens when the shopper has moved on.
 */
export function refreshBalanceAfterSpending(): void {
  if (balanceRefresh) clearTimeout(balanceRefresh);
  balanceRefresh = setTimeout(() => {
    balanceRefresh = null;
    revalidateUser();
  }, BALANCE_REFRESH_DELAY_MS);
}

export function resetPaymentFlow(): void {
  if (balanceRefresh) clearTimeout(balanceRefresh);
  balanceRefresh = null;
  stopPoller();
  counted.clear();
  setPaymentModal(null);
}

'use client';
// The card payment modal (docs/product/order-states.md, docs/payments-contract.md "Card modal"):
// a purchase from the basket or a balance top-up, paid by card. It creates the order with the
// attempt's Idempotency-Key (components/checkout/attempt-key.ts: kept for the same basket or amount
// across a double click, a retry, the modal opened again or the page reloaded, so none of them makes
// a second order) and then:
// - flow "redirect": the acquirer's hosted page asks for the card (the BFF signs the form);
// - flow "modal": POST /api/payment with the card; OK → the confirmation flow, 3DS / 3DS_REDIRECT →
//   the bank page, a refusal → its reason here with a retry on the same order, keeping what was
//   entered.
// The shop failing to answer (5xx) closes it for the payment error modal ("Something went wrong!
// Please try making the payment again"); trying again pays the same order. No answer at all stays
// here as a connection problem. A payment that went to the balance (sold out meanwhile) closes it
// for the error modal saying so. The session ending (401) closes it and opens the login modal; a
// 429 opens the rate-limit modal.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { openAccountModal } from '@/components/auth/account-modals';
import { RateLimitModal } from '@/components/forms/rate-limit-modal';
import { useUserCache } from '@/components/auth/use-user-cache';
import { Modal } from '@/components/ui/modal';
import { usePathname } from '@/i18n/navigation';
import { basketStore } from '@/lib/basket/basket-store';
import { type ApiFailure, failureKind, failureReason, fieldMessage } from '@/lib/client/request';
import { browserInfo, hostedPaymentPath, paymentApi, paymentRefusal } from '@/lib/client/payment';
import { toCardPaymentFields } from '@/lib/payment/card';
import { EMAIL_UNVERIFIED } from '@/lib/types/account';
import type { CardFlow, FailureReason } from '@/lib/types/payment';
import { goToBank, pageNavigation } from './bank-redirect';
import { type CardField, type CardFieldErrors, CardForm, type CardSubmission, type PayOutcome } from './card-form';
import { basketFingerprint } from '@/components/checkout/checkout-basket';
import { useAttemptKey } from '@/components/checkout/attempt-key';
import { confirmPayment, showPaymentError } from './payment-flow';
import { rememberTabOrder } from './payment-modals';
import styles from './card-modal.module.css';

/** A purchase names the basket's amount to pay (cents), so the pay button can say it before the order exists. */
export type CardModalPurpose = { kind: 'purchase'; amount?: number } | { kind: 'balance' };

export interface CardModalProps {
  purpose: CardModalPurpose;
  flow: CardFlow;
  onClose: () => void;
  /** An unpaid order of the account paid again (the order history): paid as it is, no new order is made. */
  order?: { id: string; total: number };
}

type OrderRequest = { type: 'purchase' } | { type: 'balance'; replenishmentValue: number };

/**
 * One checkout attempt: its Idempotency-Key, the request it was sent with and, once created, the
 * order. A retry reuses all three; a top-up whose amount changed is another attempt (the same key
 * with another amount would be refused with 409).
 */
interface Attempt {
  key: string;
  request: string;
  order: { id: string; total: number } | null;
}

/** The provider's field names (docs/payments-contract.md) → the form's fields. */
const SERVER_FIELDS: ReadonlyArray<readonly [string, CardField]> = [
  ['replenishmentValue', 'amount'],
  ['card_number', 'cardNumber'],
  ['month', 'expiry'],
  ['year', 'expiry'],
  ['cvc', 'cvv'],
];

const REFUSAL_TEXT: Partial<Record<FailureReason, 'refusalDeclined' | 'refusalInsufficientFunds' | 'refusalOutOfStock'>> = {
  declined: 'refusalDeclined',
  insufficient_funds: 'refusalInsufficientFunds',
  out_of_stock: 'refusalOutOfStock',
};

const LEAVING: PayOutcome = { kind: 'leaving' };
const SHOWN_ELSEWHERE: PayOutcome = { kind: 'shown-elsewhere' };

export function CardModal({ purpose, flow, onClose, order: existing }: CardModalProps) {
  const t = useTranslations('CardPayment');
  const locale = useLocale();
  const pathname = usePathname();
  const userCache = useUserCache();
  const attempt = useRef<Attempt | null>(null);
  const attemptKey = useAttemptKey(purpose.kind === 'balance' ? 'card-top-up' : 'card-purchase');
  // False once the shopper closed the modal: a late answer then leads nowhere but the confirmation.
  const open = useRef(true);
  const formArea = useRef<HTMLDivElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const wasRefused = useRef(false);
  const [orderTotal, setOrderTotal] = useState<number | null>(existing?.total ?? null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rateLimited, setRateLimited] = useState<string | null>(null);

  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  // The refusal takes the focus to its retry button; the retry gives it back to the pay button.
  const refused = refusal !== null;
  useEffect(() => {
    if (refused) retryButton.current?.focus();
    else if (wasRefused.current) formArea.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    wasRefused.current = refused;
  }, [refused]);

  function close() {
    open.current = false;
    onClose();
  }

  function attemptFor(order: OrderRequest): Attempt {
    const request = JSON.stringify(order);
    // An order is made from the stored basket: another basket is another attempt.
    const key = attemptKey.keyFor(order.type === 'purchase' ? `${request}|${basketFingerprint(basketStore.getSnapshot())}` : request);
    if (attempt.current === null || attempt.current.key !== key) attempt.current = { key, request, order: null };
    return attempt.current;
  }

  /** The next payment starts a new attempt (a new order). */
  function newAttempt() {
    attempt.current = null;
    attemptKey.renew();
  }

  /** Paid: the confirmation flow takes over (processing, then success or error). */
  function confirmed(orderId: string): PayOutcome {
    close();
    confirmPayment({ orderId, kind: purpose.kind, method: 'card' });
    return LEAVING;
  }

  async function pay(submission: CardSubmission): Promise<PayOutcome> {
    const request: OrderRequest =
      purpose.kind === 'balance' ? { type: 'balance', replenishmentValue: submission.replenishmentValue ?? 0 } : { type: 'purchase' };
    let current = attemptFor(request);
    if (current.order === null && existing) {
      current.order = existing;
      rememberTabOrder(existing.id, purpose.kind);
    }
    if (current.order === null) {
      let created = await paymentApi.createOrder(locale, request, current.key);
      if (created.ok && created.data.order.status === 'paid') {
        // The key's order was paid already (a top-up of the same amount after a 3-D Secure round
        // trip): this payment is a new one.
        newAttempt();
        current = attemptFor(request);
        created = await paymentApi.createOrder(locale, request, current.key);
      }
      if (!created.ok) return open.current ? failed(created) : LEAVING;
      current.order = { id: created.data.order_id, total: created.data.total_price };
      // Before the shopper may leave for the bank or the hosted page: what they come back to is this order's real status.
      rememberTabOrder(created.data.order_id, purpose.kind);
      setOrderTotal(created.data.total_price);
      if (!open.current) return LEAVING;
    }
    const orderId = current.order.id;

    // A 100 % promo leaves nothing to charge: confirming the order pays it.
    if (current.order.total === 0) {
      const free = await paymentApi.confirmOrder(locale, orderId);
      return free.ok ? confirmed(orderId) : failed(free);
    }
    if (flow === 'redirect') {
      pageNavigation.assign(hostedPaymentPath(orderId, locale));
      return LEAVING;
    }
    if (submission.card === null) return { kind: 'message', text: t('somethingWrong') };

    const answer = await paymentApi.payByCard(locale, orderId, toCardPaymentFields(submission.card), browserInfo());
    if (!answer.ok && failureKind(answer) === 'unavailable') {
      // The shop failed to answer, which does not say the payment failed: it may have gone through
      // with the answer lost. Its status says which, before the shopper is asked to pay again.
      const now = await paymentApi.status(locale, orderId);
      if (now.ok && now.data.status === 'paid') return confirmed(orderId);
    }
    if (!answer.ok) return open.current ? failed(answer) : LEAVING;
    // Paid even if the modal was closed meanwhile: the shopper must see the confirmation.
    if (answer.data.status === 'OK') return confirmed(orderId);
    if (!open.current) return LEAVING;
    goToBank(answer.data);
    return LEAVING;
  }

  function failed(failure: ApiFailure): PayOutcome {
    switch (failureKind(failure)) {
      case 'unauthenticated':
        close();
        openAccountModal({ kind: 'auth', tab: 'login', next: pathname });
        return LEAVING;
      case 'rate-limited':
        setRateLimited(failure.message ?? t('tooManyAttempts'));
        return SHOWN_ELSEWHERE;
      case 'network':
        // No answer at all: the shopper's connection (the attempt, and its order, are kept).
        return { kind: 'message', text: t('unreachable') };
      case 'unavailable': {
        // The shop answered that it could not complete the payment: the payment error modal, whose
        // "Try again" leaves the shopper where paying again pays the same order.
        const orderId = attempt.current?.order?.id ?? null;
        close();
        showPaymentError({ orderId, method: 'card' });
        return LEAVING;
      }
      case 'invalid':
        return invalid(failure);
      case 'gone':
        // The order is unknown to the shop now: the next try starts a new one.
        newAttempt();
        return { kind: 'message', text: failure.message ?? t('somethingWrong') };
      default:
        if (failure.status === 409) newAttempt();
        // Paying needs a confirmed e-mail: the page behind asks who this is again and offers the link.
        if (failureReason(failure) === EMAIL_UNVERIFIED) void userCache.revalidate();
        return { kind: 'message', text: failure.message ?? t('somethingWrong') };
    }
  }

  function invalid(failure: ApiFailure): PayOutcome {
    const { reason, refunded, order_id: refusedOrder } = paymentRefusal(failure.details);
    // The account used its promo code meanwhile: the provider took it off the basket; show the new total.
    if (reason === 'promo_already_used') basketStore.reload();
    if (refunded !== null) {
      // Charged, then not deliverable (sold out meanwhile): the order is over and its amount is on
      // the balance. The error modal says so; the next payment is a new order.
      const orderId = refusedOrder ?? attempt.current?.order?.id ?? null;
      newAttempt();
      close();
      showPaymentError({ orderId, reason, method: 'card', refunded });
      return LEAVING;
    }
    if (reason !== null) {
      const own = REFUSAL_TEXT[reason];
      setRefusal(failure.message ?? t(own ?? 'refusalOther'));
      return SHOWN_ELSEWHERE;
    }
    if (fieldMessage(failure, 'basket') !== undefined) return { kind: 'message', text: t('basketEmpty') };
    const stock = Object.keys(failure.errors).find((field) => field.startsWith('products.'));
    if (stock !== undefined) return { kind: 'message', text: fieldMessage(failure, stock) ?? t('outOfStock') };
    if (fieldMessage(failure, 'orderId') !== undefined) {
      newAttempt();
      return { kind: 'message', text: fieldMessage(failure, 'orderId') ?? t('somethingWrong') };
    }
    const errors: CardFieldErrors = {};
    for (const [server, field] of SERVER_FIELDS) {
      const text = fieldMessage(failure, server);
      if (text !== undefined && errors[field] === undefined) errors[field] = text;
    }
    const anyField = Object.keys(errors).length > 0;
    return { kind: 'fields', errors, message: anyField ? null : (failure.message ?? t('somethingWrong')) };
  }

  return (
    <Modal
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={purpose.kind === 'balance' ? t('titleBalance') : t('titlePurchase')}
      description={flow === 'modal' ? t('secureNote') : t('redirectNote')}
      size="regular"
    >
      {refusal !== null ? (
        <div className={styles.refusal}>
          <svg className={styles.refusalIcon} width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="1.8" fill="none" />
            <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <div role="alert">
            <p className={styles.refusalTitle}>{t('refusalTitle')}</p>
            <p className={styles.refusalText}>{refusal}</p>
          </div>
          <button ref={retryButton} type="button" className="button" onClick={() => setRefusal(null)}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      <div ref={formArea}>
        <CardForm
          kind={purpose.kind}
          flow={flow}
          orderTotal={orderTotal ?? (purpose.kind === 'purchase' ? (purpose.amount ?? null) : null)}
          hidden={refusal !== null}
          onPay={pay}
        />
      </div>
      <RateLimitModal message={rateLimited} onClose={() => setRateLimited(null)} />
    </Modal>
  );
}

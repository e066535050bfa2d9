'use client';
// Watches a Pix or UPI order while its QR is on screen. The shared processing modal
// (confirmPayment) would cover the QR the shopper has to scan, so this step polls the status
// itself (the same poller, use-order-status-poll.ts), quietly, every PAYMENT_POLL_INTERVAL_MS, the
// first an interval after the QR appears, and hands over to confirmPayment only once the
// order is no longer `init`: the flow then goes straight to its success or error modal. Polling
// stops when the step goes away and after PAYMENT_POLL_LIMIT_MS (the shopper may check again);
// "I have paid" asks at once. An ended session stops it and asks to log in again.
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { confirmPayment } from '@/components/payment/payment-flow';
import { useOrderStatusPoll, type OrderStatusAnswer } from '@/components/payment/use-order-status-poll';
import { paymentApi } from '@/lib/client/payment';
import { PAYMENT_POLL_LIMIT_MS, type OrderMethod, type OrderStatus } from '@/lib/types/payment';
import { askToLogIn } from './use-checkout-failure';

export type OrderWatch =
  | { phase: 'waiting'; checking: boolean; notYet: boolean }
  /** PAYMENT_POLL_LIMIT_MS passed with the order still waiting. */
  | { phase: 'timed-out'; checking: boolean; notYet: boolean }
  /** The order left `init`: confirmPayment took over. */
  | { phase: 'settled'; status: Exclude<OrderStatus, 'init'> }
  | { phase: 'session-ended' };

/** For one order (paid by `method`): the step that shows its QR is keyed by the order id. */
export function useOrderWatch(orderId: string, method: OrderMethod) {
  const locale = useLocale();
  const [watch, setWatch] = useState<OrderWatch>({ phase: 'waiting', checking: false, notYet: false });
  /** Bumped to poll again after the limit. */
  const [round, setRound] = useState(0);
  const settled = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** One status answer; true when this round of polling is over (settled, or the session ended). */
  const settle = useCallback(
    (result: OrderStatusAnswer): boolean => {
      if (settled.current || !mounted.current) return true;
      if (result.ok && result.data.status !== 'init') {
        settled.current = true;
        const status = result.data.status;
        setWatch({ phase: 'settled', status });
        confirmPayment({ orderId, kind: 'purchase', method });
        return true;
      }
      if (!result.ok && result.status === 401) {
        // Stops this round; after logging in again the shopper checks again.
        setWatch({ phase: 'session-ended' });
        askToLogIn();
        return true;
      }
      // Still `init`, or no answer this time: the next round asks again.
      return false;
    },
    [orderId, method],
  );

  /** One status call now, outside the polling. */
  const ask = useCallback(async (): Promise<boolean> => settle(await paymentApi.status(locale, orderId)), [settle, locale, orderId]);

  /** When this round of polling stops asking. */
  const deadline = useRef(0);
  useEffect(() => {
    deadline.current = Date.now() + PAYMENT_POLL_LIMIT_MS;
  }, [round]);

  /** The round started by watchAgain whose first question (asked at once) is the shopper's check. */
  const checkingRound = useRef<number | null>(null);

  useOrderStatusPoll({
    // Settled: nothing more to ask.
    orderId: watch.phase === 'settled' ? null : orderId,
    round,
    locale: () => locale,
    immediately: false,
    onAnswer: (answer) => {
      if (settled.current) return false;
      const over = settle(answer);
      if (checkingRound.current === round) {
        // The check watchAgain asked for: says so when the payment has not arrived yet. Like "I have
        // paid", it leaves the round's polling to go on (a settled order has nothing left to ask).
        checkingRound.current = null;
        if (!over && mounted.current) {
          setWatch((was) => (was.phase === 'waiting' || was.phase === 'timed-out' ? { ...was, checking: false, notYet: true } : was));
        }
        return true;
      }
      if (over) return false;
      if (Date.now() >= deadline.current) {
        setWatch((was) => (was.phase === 'waiting' ? { ...was, phase: 'timed-out' } : was));
        return false;
      }
      return true;
    },
  });

  /** "I have paid": asks now, and says so when the payment has not arrived yet. */
  const checkNow = useCallback(async () => {
    if (settled.current) return;
    setWatch((was) => (was.phase === 'waiting' || was.phase === 'timed-out' ? { ...was, checking: true, notYet: false } : was));
    const over = await ask();
    if (over || !mounted.current) return;
    setWatch((was) => (was.phase === 'waiting' || was.phase === 'timed-out' ? { ...was, checking: false, notYet: true } : was));
  }, [ask]);

  /**
   * After the limit or a new login: poll again for another PAYMENT_POLL_LIMIT_MS, starting with a
   * check now (the new round's first question, which SWR asks at once for a new key).
   */
  const watchAgain = useCallback(() => {
    if (settled.current) return;
    setWatch({ phase: 'waiting', checking: true, notYet: false });
    checkingRound.current = round + 1;
    setRound(round + 1);
  }, [round]);

  return { watch, checkNow, watchAgain };
}

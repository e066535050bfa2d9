'use client';
// Watches a Pix or UPI order while its QR is on screen. The shared processing modal
// (confirmPayment) would cover the QR the shopper has to scan, so this step polls the status
// itself, quietly, every PAYMENT_POLL_INTERVAL_MS, and hands over to confirmPayment only once the
// order is no longer `init`: the flow then goes straight to its success or error modal. Polling
// stops when the step goes away and after PAYMENT_POLL_LIMIT_MS (the shopper may check again);
// "I have paid" asks at once. An ended session stops it and asks to log in again.
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { confirmPayment } from '@/components/payment/payment-flow';
import { paymentApi } from '@/lib/client/payment';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_MS, type OrderMethod, type OrderStatus } from '@/lib/types/payment';
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

  /** One status call; true when this round of polling is over (settled, or the session ended). */
  const ask = useCallback(
    async (): Promise<boolean> => {
      const result = await paymentApi.status(locale, orderId);
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
    [locale, orderId, method],
  );

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + PAYMENT_POLL_LIMIT_MS;
    const tick = async () => {
      if (stopped || settled.current) return;
      const over = await ask();
      if (stopped || over) return;
      if (Date.now() >= deadline) {
        setWatch((was) => (was.phase === 'waiting' ? { ...was, phase: 'timed-out' } : was));
        return;
      }
      timer = setTimeout(() => void tick(), PAYMENT_POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void tick(), PAYMENT_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [round, ask]);

  /** "I have paid": asks now, and says so when the payment has not arrived yet. */
  const checkNow = useCallback(async () => {
    if (settled.current) return;
    setWatch((was) => (was.phase === 'waiting' || was.phase === 'timed-out' ? { ...was, checking: true, notYet: false } : was));
    const over = await ask();
    if (over || !mounted.current) return;
    setWatch((was) => (was.phase === 'waiting' || was.phase === 'timed-out' ? { ...was, checking: false, notYet: true } : was));
  }, [ask]);

  /** After the limit or a new login: poll again for another PAYMENT_POLL_LIMIT_MS, starting with a check now. */
  const watchAgain = useCallback(() => {
    if (settled.current) return;
    setWatch({ phase: 'waiting', checking: false, notYet: false });
    setRound((count) => count + 1);
    void checkNow();
  }, [checkNow]);

  return { watch, checkNow, watchAgain };
}

'use client';
// The one order-status poller: POST /api/payment/status for one order every PAYMENT_POLL_INTERVAL_MS
// (docs/payments-contract.md "Confirmation flow"), on SWR's refreshInterval. Each answer, a failure
// included (paymentApi never throws), goes to `onAnswer`, which says whether to ask again; the next
// question is asked an interval after the previous answer. Polling stops when `onAnswer` says so,
// when `orderId` becomes null or the component goes away, and asks again from the start for a new
// `round` (at once, whatever `immediately` says). It keeps asking in a hidden tab and while offline (the failures are onAnswer's to count),
// and never asks on focus or on reconnecting: the interval alone sets the pace. Used by the
// confirmation flow (payment-flow.ts) and by the Pix and UPI step (checkout/use-order-watch.ts).
import { useCallback, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { paymentApi } from '@/lib/client/payment';
import { PAYMENT_POLL_INTERVAL_MS } from '@/lib/types/payment';

export type OrderStatusAnswer = Awaited<ReturnType<typeof paymentApi.status>>;

export interface OrderStatusPoll {
  /** The order to follow; null: none. */
  orderId: string | null;
  /** Bumped to start polling again (a new key: nothing of the previous round carries over). */
  round: number;
  /** The language the status is asked in, read at each question. */
  locale: () => string;
  /** true: the first question at once; false: an interval after the start. */
  immediately: boolean;
  /** One answer; false stops this round. */
  onAnswer: (answer: OrderStatusAnswer) => boolean;
}

const STATUS_KEY = 'order-status-poll';

export function useOrderStatusPoll({ orderId, round, locale, immediately, onAnswer }: OrderStatusPoll): void {
  // Per component: two screens following one order each keep their own pace.
  const instance = useId();
  const key = orderId === null ? null : ([STATUS_KEY, instance, orderId, round] as const);
  const keyText = key === null ? null : key.join('\u0000');
  /** The key whose round onAnswer stopped: the ref for SWR's next step, the state to cancel a question already planned. */
  const stopped = useRef<string | null>(null);
  const [stoppedKey, setStoppedKey] = useState<string | null>(null);
  // SWR's polling runs whatever the key: no key, or a stopped round, is no timer at all. A new
  // function (a new key, a round just stopped) makes SWR clear its timer and ask this one again.
  const interval = useCallback(
    () => (keyText === null || stopped.current === keyText || stoppedKey === keyText ? 0 : PAYMENT_POLL_INTERVAL_MS),
    [keyText, stoppedKey],
  );
  useSWR(key, ([, , id]) => paymentApi.status(locale(), id), {
    refreshInterval: interval,
    revalidateOnMount: immediately,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    refreshWhenHidden: true,
    refreshWhenOffline: true,
    shouldRetryOnError: false,
    dedupingInterval: 0,
    loadingTimeout: 0,
    onSuccess: (answer) => {
      if (onAnswer(answer)) return;
      stopped.current = keyText;
      setStoppedKey(keyText);
    },
  });
}

'use client';
// The quote a Pix or UPI payment is made on (docs/payments-contract.md "Charges in reais and
// rupees"): while the method is chosen and no order waits, the signed-in basket's total in reais or
// rupees is asked of the BFF once the basket's changes are saved, again whenever the basket changes
// and when the quote's hold runs out. The form sends the quote's id with the order, and only once the
// quote is for the basket as it is now, so the amount shown is the amount charged. A 409 from the
// order brings the new quote, which replaces the old one here.
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useBasket } from '@/components/basket/use-basket';
import type { BasketView } from '@/lib/basket/basket-store';
import type { ApiFailure } from '@/lib/client/request';
import { paymentApi } from '@/lib/client/payment';
import type { ChargeCurrency, PaymentQuote } from '@/lib/types/payment';
import { amountToPay, basketFingerprint } from './checkout-basket';

export type QuoteState =
  /** Nothing asked yet, or the method is not shown. */
  | { phase: 'idle' }
  /** Asking; the previous quote, if any, stays on screen marked as being updated. */
  | { phase: 'loading'; quote: PaymentQuote | null }
  | { phase: 'ready'; quote: PaymentQuote }
  | { phase: 'failed'; failure: ApiFailure };

/** What the basket's quote depends on; null while changes are still on their way to the server. */
export function quoteBasis(currency: ChargeCurrency, basket: BasketView): string | null {
  if (basket.mode !== 'signed-in' || !basket.ready || basket.unsent > 0 || basket.promoRecalculating) return null;
  return `${currency}|${basketFingerprint(basket)}|${amountToPay(basket)}`;
}

/** A short wait after the hold ends before asking again, so the provider's clock has passed it too. */
const AFTER_EXPIRY_MS = 500;
/** setTimeout's longest wait (about 24.8 days); a longer one would fire at once. */
const LONGEST_TIMER_MS = 2_147_483_647;

interface Loaded {
  /** The request it answers: the basis and how many times the shopper or a timer asked again. */
  key: string;
  basis: string | null;
  answer: { ok: true; quote: PaymentQuote } | { ok: false; failure: ApiFailure };
}

export function usePaymentQuote(currency: ChargeCurrency, active: boolean) {
  const locale = useLocale();
  const basket = useBasket();
  const basis = active ? quoteBasis(currency, basket) : null;
  const [asked, setAsked] = useState(0);
  const want = basis === null ? null : `${basis}#${asked}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (want === null) return;
    // An answer for a basket or a request that is no longer current is dropped.
    let current = true;
    void paymentApi.quote(locale, currency).then((result) => {
      if (!current) return;
      setLoaded({ key: want, basis, answer: result.ok ? { ok: true, quote: result.data.quote } : { ok: false, failure: result } });
    });
    return () => {
      current = false;
    };
  }, [want, basis, currency, locale]);

  const shown = loaded?.answer.ok ? loaded.answer.quote : null;
  let state: QuoteState;
  if (want !== null && loaded?.key !== want) state = { phase: 'loading', quote: shown };
  else if (loaded === null) state = { phase: 'idle' };
  else state = loaded.answer.ok ? { phase: 'ready', quote: loaded.answer.quote } : { phase: 'failed', failure: loaded.answer.failure };

  // Asked again when the hold runs out (only while the method is shown).
  const expiresAt = want !== null && shown ? Date.parse(shown.expires_at) : null;
  useEffect(() => {
    if (expiresAt === null || Number.isNaN(expiresAt)) return;
    const wait = Math.min(LONGEST_TIMER_MS, Math.max(0, expiresAt - Date.now()) + AFTER_EXPIRY_MS);
    const timer = setTimeout(() => setAsked((count) => count + 1), wait);
    return () => clearTimeout(timer);
  }, [expiresAt]);

  const refresh = useCallback(() => setAsked((count) => count + 1), []);

  /** The quote an order may be made on now: the shown one, made for the basket as it is. */
  const quoteFor = useCallback(
    (now: BasketView): PaymentQuote | null => {
      const current = quoteBasis(currency, now);
      return loaded?.answer.ok && current !== null && loaded.basis === current ? loaded.answer.quote : null;
    },
    [currency, loaded],
  );

  /** The new quote a refused order came back with (the basket is the same; the amount is not). */
  const replace = useCallback(
    (quote: PaymentQuote, now: BasketView) => {
      setLoaded({ key: want ?? '', basis: quoteBasis(currency, now), answer: { ok: true, quote } });
    },
    [currency, want],
  );

  return { state, updating: active && basis === null, refresh, quoteFor, replace };
}

export type PaymentQuotes = ReturnType<typeof usePaymentQuote>;

'use client';
// What the Pix and UPI forms share: validate the payer, save the basket's unsent changes (orders
// are made from the stored basket), check that the amount in reais or rupees on screen was quoted for
// the basket as it is now, create the order on that quote with the attempt's idempotency key (a
// double click or a retry makes one order; changed details or basket take a new key), then hold the
// order for the QR step. A quote the amount no longer matches comes back with the new one, shown in
// its place with a word to check it. A 422 shows under its field, 401 asks to log in, and what was
// entered stays.
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useAccountForm } from '@/components/forms/use-account-form';
import { basketStore } from '@/lib/basket/basket-store';
import { type ApiFailure, type ApiResult, failureKind, fieldMessage } from '@/lib/client/request';
import { showPaymentError } from '@/components/payment/payment-flow';
import { paymentRefusal, type QuotedPayment } from '@/lib/client/payment';
import type { ChargeCurrency, OrderCharge, OrderMethod } from '@/lib/types/payment';
import { useOffers } from '@/components/capabilities/offered';
import { useAttemptKey } from './attempt-key';
import { amountToPay, basketFingerprint } from './checkout-basket';
import { askToLogIn, useCheckoutFailure } from './use-checkout-failure';
import { usePaymentQuote } from './use-payment-quote';

/** An order waiting for its QR payment: its id, the euro total in cents, what it charges and the text the QR carries. */
export interface QrOrder {
  id: string;
  amount: number;
  charge: OrderCharge | null;
  qrText: string;
}

interface QrOrderOptions<V extends Record<string, string>, Payer, Answer> {
  schema: z.ZodType<Payer>;
  initial: V;
  fields: readonly (keyof V & string)[];
  create: (locale: string, payer: Payer & QuotedPayment, key: string) => Promise<ApiResult<Answer>>;
  toOrder: (answer: Answer) => QrOrder;
  /** What the method charges in: its quote is shown above the form. */
  currency: ChargeCurrency;
  /** The method, for the words of a failure. */
  method: OrderMethod;
  /** The method is the one chosen (the quote is kept up to date only then, and only while the form shows). */
  active: boolean;
  /** Renames the provider's field keys to the form's, when they differ. */
  formFailure?: (failure: ApiFailure) => ApiFailure;
  onWaitingChange: (waiting: boolean) => void;
}

export function useQrOrder<V extends Record<string, string>, Payer, Answer>(options: QrOrderOptions<V, Payer, Answer>) {
  const { schema, initial, fields, create, toOrder, currency, method, active, formFailure = (failure) => failure, onWaitingChange } = options;
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const form = useAccountForm(schema, initial);
  const failure = useCheckoutFailure();
  const attempt = useAttemptKey(`qr-${currency}`);
  const inFlight = useRef(false);
  const [order, setOrder] = useState<QrOrder | null>(null);
  // A provider without quotes: the amount in reais or rupees is read from its code, shown with the QR.
  const quoted = useOffers('payment-quotes');
  const quotes = usePaymentQuote(currency, quoted && active && order === null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    const payer = form.validate(event);
    if (!payer || inFlight.current) return;
    inFlight.current = true;
    form.setPending(true);
    try {
      const saved = await basketStore.prepareCheckout();
      if (!saved.ok) {
        form.setFormError(failure.basketProblemText(saved.problem));
        return;
      }
      const basket = basketStore.getSnapshot();
      // The shopper pays only an amount they were shown for this very basket.
      const quote = quoted ? quotes.quoteFor(basket) : null;
      if (quoted && quote === null) {
        form.setFormError(t('chargeNotReady'));
        return;
      }
      const key = attempt.keyFor(`${JSON.stringify(payer)}|${basketFingerprint(basket)}`);
      const shown: QuotedPayment = quote ? { quote_id: quote.id } : { amount: amountToPay(basket) };
      const result = await create(locale, { ...payer, ...shown }, key);
      if (result.ok) {
        setOrder(toOrder(result.data));
        onWaitingChange(true);
        return;
      }
      // 409: this key went with another request, or no order was made on it; the next attempt takes a new one.
      if (result.status === 409) attempt.renew();
      const { quote: newQuote } = paymentRefusal(result.details);
      if (result.status === 409 && newQuote !== null) {
        quotes.replace(newQuote, basketStore.getSnapshot());
        form.setFormError(t('chargeChanged'));
        return;
      }
      if (fieldMessage(result, 'quote_id') !== undefined) {
        // The provider no longer knows the quote (restarted, or another account's): ask for a new one.
        quotes.refresh();
        form.setFormError(t('chargeChanged'));
        return;
      }
      if (result.status === 401) {
        askToLogIn();
        form.setFormError(t('sessionEnded'));
        return;
      }
      if (failureKind(result) === 'unavailable') {
        // The shop could not make the order: the payment error modal; the same key makes the same
        // order when the shopper tries again, and the form keeps what they entered.
        showPaymentError({ method });
        return;
      }
      failure.recheckAccount(result);
      form.showFailure(formFailure(result), fields);
    } finally {
      inFlight.current = false;
      form.setPending(false);
    }
  }

  const settle = useCallback(() => onWaitingChange(false), [onWaitingChange]);
  const restart = useCallback(() => {
    attempt.renew();
    setOrder(null);
  }, [attempt]);

  return { form, order, quotes, quoted, submit, settle, restart };
}

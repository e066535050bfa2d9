'use client';
// What the Pix and UPI forms share: validate the payer, save the basket's unsent changes (orders
// are made from the stored basket), create the order with the attempt's idempotency key (a double
// click or a retry makes one order; changed details or basket take a new key), then hold the order
// for the QR step. A 422 shows under its field, 401 asks to log in, and what was entered stays.
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useAccountForm } from '@/components/auth/use-account-form';
import { basketStore } from '@/lib/basket/basket-store';
import type { ApiFailure, ApiResult } from '@/lib/bff-client';
import { useAttemptKey } from './attempt-key';
import { basketFingerprint } from './checkout-basket';
import { askToLogIn, useCheckoutFailure } from './use-checkout-failure';

/** An order waiting for its QR payment: its id, the amount in cents and the text the QR carries. */
export interface QrOrder {
  id: string;
  amount: number;
  qrText: string;
}

interface QrOrderOptions<V extends Record<string, string>, Payer, Answer> {
  schema: z.ZodType<Payer>;
  initial: V;
  fields: readonly (keyof V & string)[];
  create: (locale: string, payer: Payer, key: string) => Promise<ApiResult<Answer>>;
  toOrder: (answer: Answer) => QrOrder;
  /** Renames the provider's field keys to the form's, when they differ. */
  formFailure?: (failure: ApiFailure) => ApiFailure;
  onWaitingChange: (waiting: boolean) => void;
}

export function useQrOrder<V extends Record<string, string>, Payer, Answer>(options: QrOrderOptions<V, Payer, Answer>) {
  const { schema, initial, fields, create, toOrder, formFailure = (failure) => failure, onWaitingChange } = options;
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const form = useAccountForm(schema, initial);
  const failure = useCheckoutFailure();
  const attempt = useAttemptKey();
  const inFlight = useRef(false);
  const [order, setOrder] = useState<QrOrder | null>(null);

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
      const key = attempt.keyFor(`${JSON.stringify(payer)}|${basketFingerprint(basketStore.getSnapshot())}`);
      const result = await create(locale, payer, key);
      if (result.ok) {
        setOrder(toOrder(result.data));
        onWaitingChange(true);
        return;
      }
      // 409: this key went with another request; the next attempt takes a new one.
      if (result.status === 409) attempt.renew();
      if (result.status === 401) {
        askToLogIn();
        form.setFormError(t('sessionEnded'));
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

  return { form, order, submit, settle, restart };
}

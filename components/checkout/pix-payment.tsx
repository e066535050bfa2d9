'use client';
// Pix (ARCHITECTURE.md decision 4; SPEC.md §5 checkout form): first name, last name and the CPF
// (masked as it is typed, check digits verified by pixFormSchema), then "Pay" creates the order
// (POST /api/orders/create-qr) with the attempt's idempotency key, so a double click makes one
// order, and the QR step shows the BR Code as a QR and as a code to copy. A 422 shows under its
// field; what was entered stays for a retry.
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { FormFooter } from '@/components/auth/form-footer';
import { useAccountForm } from '@/components/auth/use-account-form';
import { TextInput } from '@/components/ui/text-input';
import { basketStore } from '@/lib/basket/basket-store';
import type { ApiFailure } from '@/lib/bff-client';
import { paymentApi } from '@/lib/payment/api';
import { formatCpf, pixFormSchema } from '@/lib/payment/cpf';
import { useAttemptKey } from './attempt-key';
import { basketFingerprint } from './checkout-basket';
import { CopyField } from './copy-field';
import { QrPaymentStep } from './qr-payment-step';
import { askToLogIn, useCheckoutFailure } from './use-checkout-failure';
import styles from './checkout.module.css';

const FIELDS = ['firstName', 'lastName', 'cpf'] as const;

/** The provider names the CPF `personalId`; the form calls it `cpf`. */
function withFormFields(failure: ApiFailure): ApiFailure {
  const { personalId, ...errors } = failure.errors;
  return personalId && !errors.cpf ? { ...failure, errors: { ...errors, cpf: personalId } } : failure;
}

interface PixOrder {
  id: string;
  amount: number;
  payload: string;
}

export function PixPayment({ onWaitingChange }: { onWaitingChange: (waiting: boolean) => void }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const form = useAccountForm(pixFormSchema, { firstName: '', lastName: '', cpf: '' });
  const failure = useCheckoutFailure();
  const attempt = useAttemptKey();
  const inFlight = useRef(false);
  const [order, setOrder] = useState<PixOrder | null>(null);

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
      const result = await paymentApi.createPixOrder(locale, payer, key);
      if (result.ok) {
        setOrder({ id: result.data.order_id, amount: result.data.total_price, payload: result.data.qr.payload });
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
      form.showFailure(withFormFields(result), FIELDS);
    } finally {
      inFlight.current = false;
      form.setPending(false);
    }
  }

  const settle = useCallback(() => onWaitingChange(false), [onWaitingChange]);

  if (order) {
    return (
      <QrPaymentStep
        key={order.id}
        orderId={order.id}
        amount={order.amount}
        qrText={order.payload}
        qrLabel={t('pixQrLabel', { order: order.id })}
        title={t('pixQrTitle')}
        instructions={t('pixQrText')}
        onSettled={settle}
        onRestart={() => {
          attempt.renew();
          setOrder(null);
        }}
      >
        <CopyField label={t('pixCode')} value={order.payload} />
      </QrPaymentStep>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('pixTitle')}>
      <p className={styles.muted}>{t('pixText')}</p>
      <div className={styles.fieldRow}>
        <TextInput {...form.field('firstName')} label={t('firstName')} autoComplete="given-name" maxLength={50} />
        <TextInput {...form.field('lastName')} label={t('lastName')} autoComplete="family-name" maxLength={50} />
      </div>
      <TextInput
        {...form.field('cpf')}
        onValueChange={(value) => form.set('cpf', formatCpf(value))}
        label={t('cpf')}
        hint={t('cpfHint')}
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        maxLength={14}
      />
      <FormFooter form={form} label={t('pay')} errorClassName={styles.formError} />
    </form>
  );
}

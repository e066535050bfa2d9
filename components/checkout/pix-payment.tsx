'use client';
// Pix (docs/decisions/0032-pix-and-upi-as-separate-methods.md; docs/product/validation.md): first name, last name and the CPF
// (masked as it is typed, check digits verified by pixFormSchema), under the amount in reais the
// order will charge (charge-quote.tsx); then "Pay" creates the order on that quote (POST
// /api/orders/create-qr, through use-qr-order.ts: one order per attempt) and the QR step shows the
// BR Code as a QR and as a code to copy.
import { useTranslations } from 'next-intl';
import { FormFooter } from '@/components/forms/form-footer';
import { TextInput } from '@/components/ui/text-input';
import type { ApiFailure } from '@/lib/client/request';
import { paymentApi } from '@/lib/client/payment';
import { formatCpf, pixFormSchema } from '@/lib/payment/cpf';
import { CopyField } from './copy-field';
import { ChargeQuote, ChargeWithCode } from './charge-quote';
import { QrPaymentStep } from './qr-payment-step';
import { useQrOrder } from './use-qr-order';
import styles from './checkout.module.css';

const FIELDS = ['firstName', 'lastName', 'cpf'] as const;

/** The provider names the CPF `personalId`; the form calls it `cpf`. */
function withFormFields(failure: ApiFailure): ApiFailure {
  const { personalId, ...errors } = failure.errors;
  return personalId && !errors.cpf ? { ...failure, errors: { ...errors, cpf: personalId } } : failure;
}

interface PixPaymentProps {
  /** The method is the one chosen: its quote is kept up to date only then. */
  active: boolean;
  onWaitingChange: (waiting: boolean) => void;
}

export function PixPayment({ active, onWaitingChange }: PixPaymentProps) {
  const t = useTranslations('Checkout');
  const { form, order, quotes, quoted, submit, settle, restart } = useQrOrder({
    schema: pixFormSchema,
    initial: { firstName: '', lastName: '', cpf: '' },
    fields: FIELDS,
    create: paymentApi.createPixOrder,
    toOrder: (answer) => ({ id: answer.order_id, amount: answer.total_price, charge: answer.order.charge, qrText: answer.qr.payload }),
    formFailure: withFormFields,
    currency: 'BRL',
    method: 'pix',
    active,
    onWaitingChange,
  });

  if (order) {
    return (
      <QrPaymentStep key={order.id} order={order} method="pix" onSettled={settle} onRestart={restart}>
        <CopyField label={t('pixCode')} value={order.qrText} />
      </QrPaymentStep>
    );
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-label={t('pixTitle')}>
      <p className={styles.muted}>{t('pixText')}</p>
      {quoted ? <ChargeQuote currency="BRL" quotes={quotes} /> : <ChargeWithCode currency="BRL" />}
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

'use client';
// UPI (docs/decisions/0032-pix-and-upi-as-separate-methods.md; docs/product/validation.md): first name,
// account number, e-mail, phone, address and postal code (upiFormSchema), under the amount in rupees
// the order will charge (charge-quote.tsx); then "Pay" creates the order on that quote (POST
// /api/orders/create-upi; the BFF adds the return URLs) through use-qr-order.ts (one order per
// attempt), and the step shows the upi://pay link as a button that opens the shopper's
// UPI app on a phone, and as a QR for paying from another device.
import { useTranslations } from 'next-intl';
import { FormFooter } from '@/components/forms/form-footer';
import { TextInput } from '@/components/ui/text-input';
import { paymentApi } from '@/lib/client/payment';
import { upiFormSchema } from '@/lib/payment/upi-form';
import { ChargeQuote, ChargeWithCode } from './charge-quote';
import { QrPaymentStep } from './qr-payment-step';
import { useQrOrder } from './use-qr-order';
import styles from './checkout.module.css';

const FIELDS = ['FirstName', 'AccountNumber', 'email', 'phone', 'address', 'zip'] as const;

interface UpiPaymentProps {
  /** The method is the one chosen: its quote is kept up to date only then. */
  active: boolean;
  onWaitingChange: (waiting: boolean) => void;
}

export function UpiPayment({ active, onWaitingChange }: UpiPaymentProps) {
  const t = useTranslations('Checkout');
  const { form, order, quotes, quoted, submit, settle, restart } = useQrOrder({
    schema: upiFormSchema,
    initial: { FirstName: '', AccountNumber: '', email: '', phone: '', address: '', zip: '' },
    fields: FIELDS,
    create: paymentApi.createUpiOrder,
    toOrder: (answer) => ({ id: answer.order_id, amount: answer.total_price, charge: answer.order.charge, qrText: answer.upi.link }),
    currency: 'INR',
    method: 'upi',
    active,
    onWaitingChange,
  });

  if (order) {
    return (
      <QrPaymentStep key={order.id} order={order} method="upi" onSettled={settle} onRestart={restart}>
        <a className={`button ${styles.appLink}`} href={order.qrText}>
          {t('openUpiApp')}
        </a>
      </QrPaymentStep>
    );
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-label={t('upiTitle')}>
      <p className={styles.muted}>{t('upiText')}</p>
      {quoted ? <ChargeQuote currency="INR" quotes={quotes} /> : <ChargeWithCode currency="INR" />}
      <div className={styles.fieldRow}>
        <TextInput {...form.field('FirstName')} label={t('firstName')} autoComplete="given-name" maxLength={50} />
        <TextInput
          {...form.field('AccountNumber')}
          label={t('accountNumber')}
          hint={t('accountNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
        />
      </div>
      <div className={styles.fieldRow}>
        <TextInput {...form.field('email')} type="email" label={t('email')} autoComplete="email" maxLength={128} />
        <TextInput {...form.field('phone')} label={t('phone')} hint={t('phoneHint')} inputMode="tel" autoComplete="tel" maxLength={24} />
      </div>
      <TextInput {...form.field('address')} label={t('address')} autoComplete="street-address" maxLength={200} />
      <TextInput {...form.field('zip')} label={t('zip')} autoComplete="postal-code" maxLength={10} />
      <FormFooter form={form} label={t('pay')} errorClassName={styles.formError} />
    </form>
  );
}

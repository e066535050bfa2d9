'use client';
// UPI (ARCHITECTURE.md decision 4; SPEC.md §5 checkout form in its UPI reading): first name,
// account number, e-mail, phone, address and postal code (upiFormSchema), then "Pay" creates the
// order (POST /api/orders/create-upi; the BFF adds the return URLs) with the attempt's
// idempotency key, and the step shows the upi://pay link as a button that opens the shopper's
// UPI app on a phone, and as a QR for paying from another device.
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { FormFooter } from '@/components/auth/form-footer';
import { useAccountForm } from '@/components/auth/use-account-form';
import { TextInput } from '@/components/ui/text-input';
import { basketStore } from '@/lib/basket/basket-store';
import { paymentApi } from '@/lib/payment/api';
import { upiFormSchema } from '@/lib/payment/upi-form';
import { useAttemptKey } from './attempt-key';
import { basketFingerprint } from './checkout-basket';
import { QrPaymentStep } from './qr-payment-step';
import { askToLogIn, useCheckoutFailure } from './use-checkout-failure';
import styles from './checkout.module.css';

const FIELDS = ['FirstName', 'AccountNumber', 'email', 'phone', 'address', 'zip'] as const;

interface UpiOrder {
  id: string;
  amount: number;
  link: string;
}

export function UpiPayment({ onWaitingChange }: { onWaitingChange: (waiting: boolean) => void }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const form = useAccountForm(upiFormSchema, { FirstName: '', AccountNumber: '', email: '', phone: '', address: '', zip: '' });
  const failure = useCheckoutFailure();
  const attempt = useAttemptKey();
  const inFlight = useRef(false);
  const [order, setOrder] = useState<UpiOrder | null>(null);

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
      const result = await paymentApi.createUpiOrder(locale, payer, key);
      if (result.ok) {
        setOrder({ id: result.data.order_id, amount: result.data.total_price, link: result.data.upi.link });
        onWaitingChange(true);
        return;
      }
      if (result.status === 409) attempt.renew();
      if (result.status === 401) {
        askToLogIn();
        form.setFormError(t('sessionEnded'));
        return;
      }
      form.showFailure(result, FIELDS);
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
        qrText={order.link}
        qrLabel={t('upiQrLabel', { order: order.id })}
        title={t('upiQrTitle')}
        instructions={t('upiQrText')}
        onSettled={settle}
        onRestart={() => {
          attempt.renew();
          setOrder(null);
        }}
      >
        <a className={`button ${styles.appLink}`} href={order.link}>
          {t('openUpiApp')}
        </a>
      </QrPaymentStep>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('upiTitle')}>
      <p className={styles.muted}>{t('upiText')}</p>
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

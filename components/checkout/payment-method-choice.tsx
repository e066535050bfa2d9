'use client';
// The payment type (docs/product/screens-and-routes.md): card, Pix, UPI or the balance, as a
// native radio group, so arrows move between them and a screen reader names the group. The
// balance option shows what is on it.
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatPrice } from '@/lib/i18n/format';
import styles from './checkout.module.css';

export const PAYMENT_METHODS = ['card', 'pix', 'upi', 'balance'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const METHOD_TEXT = {
  card: 'methodCard',
  pix: 'methodPix',
  upi: 'methodUpi',
  balance: 'methodBalance',
} as const;

interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Cents on the shopper's balance. */
  balance: number;
}

export function PaymentMethodChoice({ value, onChange, balance }: PaymentMethodChoiceProps) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const name = useId();
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>{t('methodLegend')}</legend>
      {PAYMENT_METHODS.map((method) => (
        <label key={method} className={styles.methodOption}>
          <input type="radio" name={name} value={method} checked={value === method} onChange={() => onChange(method)} />
          <span className={styles.methodName}>{t(METHOD_TEXT[method])}</span>
          {method === 'balance' ? <span className={styles.methodHint}>{formatPrice(balance, locale)}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}

'use client';
// Why a payment failed (docs/payments-contract.md FailureReason), in the shopper's language and in
// the terms of how it was paid: a refused Pix, UPI or fast-payment QR is never "the bank declined
// the card". When the money had come in and went to the balance instead, it says so and how much.
import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/i18n/format';
import { FAILURE_REASONS, type FailureReason, type OrderMethod } from '@/lib/types/payment';

/** The QR methods' own words for `declined` (the payment expired or the payer's bank refused it). */
const QR_DECLINED: Partial<Record<OrderMethod, 'pixDeclined' | 'upiDeclined' | 'qrDeclined'>> = {
  pix: 'pixDeclined',
  upi: 'upiDeclined',
  sbp: 'qrDeclined',
};

/**
 * The message key under Payment.reasons for a reason of an order paid by `method` (null: unknown);
 * `refunded`: its payment went to the balance (so "nothing was charged" would be untrue).
 */
export function failureReasonKey(reason: FailureReason, method: OrderMethod | null, refunded = false): string {
  if (reason === 'promo_already_used' && refunded) return 'promoUsedRefunded';
  return (reason === 'declined' && method !== null && QR_DECLINED[method]) || reason;
}

interface FailureReasonTextProps {
  reason: FailureReason | null;
  /** How the order was paid, when known. */
  method?: OrderMethod | null;
  /** Cents credited to the balance because the paid order could not be delivered. */
  refunded?: number | null;
  className?: string;
}

export function FailureReasonText({ reason, method = null, refunded = null, className }: FailureReasonTextProps) {
  const t = useTranslations('Payment');
  const locale = useLocale();
  // An unknown reason (a newer provider) says nothing rather than a raw key.
  const known = reason !== null && FAILURE_REASONS.includes(reason);
  if (!known && refunded === null) return null;
  return (
    <>
      {known ? <p className={className}>{t(`reasons.${failureReasonKey(reason, method, refunded !== null)}`)}</p> : null}
      {refunded !== null ? <p className={className}>{t('refundedToBalance', { amount: formatPrice(refunded, locale) })}</p> : null}
    </>
  );
}

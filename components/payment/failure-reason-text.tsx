'use client';
// Why a payment failed (docs/payments-contract.md FailureReason), in the shopper's language and in
// the terms of how it was paid: a refused Pix, UPI or fast-payment QR is never "the bank declined
// the card".
import { useTranslations } from 'next-intl';
import { FAILURE_REASONS, type FailureReason, type OrderMethod } from '@/lib/types/payment';

/** The QR methods' own words for `declined` (the payment expired or the payer's bank refused it). */
const QR_DECLINED: Partial<Record<OrderMethod, 'pixDeclined' | 'upiDeclined' | 'qrDeclined'>> = {
  pix: 'pixDeclined',
  upi: 'upiDeclined',
  sbp: 'qrDeclined',
};

/** The message key under Payment.reasons for a reason of an order paid by `method` (null: unknown). */
export function failureReasonKey(reason: FailureReason, method: OrderMethod | null): string {
  return (reason === 'declined' && method !== null && QR_DECLINED[method]) || reason;
}

interface FailureReasonTextProps {
  reason: FailureReason | null;
  /** How the order was paid, when known. */
  method?: OrderMethod | null;
  className?: string;
}

export function FailureReasonText({ reason, method = null, className }: FailureReasonTextProps) {
  const t = useTranslations('Payment');
  // An unknown reason (a newer provider) says nothing rather than a raw key.
  if (!reason || !FAILURE_REASONS.includes(reason)) return null;
  return <p className={className}>{t(`reasons.${failureReasonKey(reason, method)}`)}</p>;
}

'use client';
// Why a payment failed (docs/payments-contract.md FailureReason), in the shopper's language.
import { useTranslations } from 'next-intl';
import { FAILURE_REASONS, type FailureReason } from '@/lib/types/payment';

export function FailureReasonText({ reason, className }: { reason: FailureReason | null; className?: string }) {
  const t = useTranslations('Payment');
  // An unknown reason (a newer provider) says nothing rather than a raw key.
  if (!reason || !FAILURE_REASONS.includes(reason)) return null;
  return <p className={className}>{t(`reasons.${reason}`)}</p>;
}

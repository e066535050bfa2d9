'use client';
// Why a payment failed (docs/payments-contract.md FailureReason), in the shopper's language.
import { useTranslations } from 'next-intl';
import type { FailureReason } from '@/lib/types/payment';

const REASONS: readonly FailureReason[] = [
  'declined',
  'insufficient_funds',
  'authentication_failed',
  'cancelled',
  'out_of_stock',
  'insufficient_balance',
  'balance_limit',
];

export function FailureReasonText({ reason, className }: { reason: FailureReason | null; className?: string }) {
  const t = useTranslations('Payment');
  // An unknown reason (a newer provider) says nothing rather than a raw key.
  if (!reason || !REASONS.includes(reason)) return null;
  return <p className={className}>{t(`reasons.${reason}`)}</p>;
}

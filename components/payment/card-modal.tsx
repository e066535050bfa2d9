'use client';
// Interface only, until the card modal lands (docs/payments-contract.md, "Card modal").
import type { CardFlow } from '@/lib/types/payment';

export type CardModalPurpose = { kind: 'purchase' } | { kind: 'balance' };

export interface CardModalProps {
  purpose: CardModalPurpose;
  flow: CardFlow;
  onClose: () => void;
}

export function CardModal(props: CardModalProps) {
  void props;
  return null;
}

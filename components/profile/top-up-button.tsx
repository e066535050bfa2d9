'use client';
// "Top up balance" in the cabinet (docs/product/README.md; docs/payments-contract.md "Top-up
// from the cabinet"): opens the card modal for a `balance` order (its amount field, at least
// 100 €). The confirmation flow shows the top-up's own success modal and reads the balance again.
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CardFlow } from '@/lib/types/payment';
import styles from './top-up-button.module.css';

// The card modal's code loads when it is first opened.
const CardModal = dynamic(() => import('@/components/payment/card-modal').then((module) => module.CardModal), { ssr: false });

export function TopUpButton({ flow }: { flow: CardFlow }) {
  const t = useTranslations('Profile');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`button ${styles.topUp}`} onClick={() => setOpen(true)}>
        {t('topUp')}
      </button>
      {open ? <CardModal purpose={{ kind: 'balance' }} flow={flow} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

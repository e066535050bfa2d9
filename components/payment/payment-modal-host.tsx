'use client';
// Renders whichever payment modal is open (payment-modals.ts), once per page, from the layout, and
// tells the store the page's language. Its code, with the polling, loads on the first open.
import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { useLayoutEffect } from 'react';
import { setPaymentLocale, usePaymentModal } from './payment-modals';

const PaymentModalContent = dynamic(() => import('./payment-modal-content').then((module) => module.PaymentModalContent), {
  ssr: false,
});

export function PaymentModalHost() {
  const locale = useLocale();
  const modal = usePaymentModal();
  useLayoutEffect(() => {
    setPaymentLocale(locale);
  }, [locale]);
  return modal ? <PaymentModalContent modal={modal} /> : null;
}

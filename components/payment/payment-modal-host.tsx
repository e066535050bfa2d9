'use client';
// Renders whichever payment modal is open (payment-modals.ts), once per page, from the layout, and
// tells the store the page's language. Its code, with the polling, and its texts load on the first
// open (components/i18n/lazy-island.tsx).
import { useLocale } from 'next-intl';
import { useLayoutEffect } from 'react';
import { islandContent, LazyIsland } from '@/components/i18n/lazy-island';
import { setPaymentLocale, usePaymentModal, usePaymentPolling } from './payment-modals';

const content = islandContent(() => import('./payment-modal-content').then((module) => module.PaymentModalContent));

export function PaymentModalHost() {
  const locale = useLocale();
  const modal = usePaymentModal();
  const polling = usePaymentPolling();
  useLayoutEffect(() => {
    setPaymentLocale(locale);
  }, [locale]);
  // Shown while a modal is open or payment-flow.ts follows a payment (its poller is in the content).
  return (
    <LazyIsland show={modal !== null || polling} load={content.load}>
      <content.Component modal={modal} />
    </LazyIsland>
  );
}

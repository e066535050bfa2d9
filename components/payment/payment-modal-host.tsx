'use client';
// Renders whichever payment modal is open (payment-modals.ts), once per page, from the layout, and
// tells the store the page's language. Its code, with the polling, and its texts (lazy-messages.tsx)
// load on the first open.
import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { Suspense, useLayoutEffect } from 'react';
import { LazyMessages } from '@/components/i18n/lazy-messages';
import { ALL_CLIENT_NAMESPACES } from '@/lib/client-namespaces';
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
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <LazyMessages namespaces={ALL_CLIENT_NAMESPACES}>
        <PaymentModalContent modal={modal} />
      </LazyMessages>
    </Suspense>
  );
}

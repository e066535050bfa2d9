'use client';
// Renders whichever account modal is open (account-modals.ts), once per page, from the layout.
// Its code and its texts (lazy-messages.tsx) load on the first open: until then a page carries only
// this and the store.
import dynamic from 'next/dynamic';
import { Suspense } from 'react';
import { LazyMessages } from '@/components/i18n/lazy-messages';
import { ALL_CLIENT_NAMESPACES } from '@/lib/client-namespaces';
import { useAccountModal } from './account-modals';

const AccountModalContent = dynamic(() => import('./account-modal-content').then((module) => module.AccountModalContent), {
  ssr: false,
});

export function AccountModalHost() {
  const modal = useAccountModal();
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <LazyMessages namespaces={ALL_CLIENT_NAMESPACES}>
        <AccountModalContent modal={modal} />
      </LazyMessages>
    </Suspense>
  );
}

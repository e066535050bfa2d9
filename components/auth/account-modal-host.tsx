'use client';
// Renders whichever account modal is open (account-modals.ts), once per page, from the layout.
// Its code and its texts load on the first open (components/i18n/lazy-island.tsx): until then a page
// carries only this and the store.
import dynamic from 'next/dynamic';
import { LazyIsland } from '@/components/i18n/lazy-island';
import { useAccountModal } from './account-modals';

const AccountModalContent = dynamic(() => import('./account-modal-content').then((module) => module.AccountModalContent), {
  ssr: false,
});

const loadContent = () => import('./account-modal-content');

export function AccountModalHost() {
  const modal = useAccountModal();
  return (
    <LazyIsland show={modal !== null} load={loadContent}>
      {modal && <AccountModalContent modal={modal} />}
    </LazyIsland>
  );
}

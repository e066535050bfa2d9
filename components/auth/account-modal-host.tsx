'use client';
// Renders whichever account modal is open (account-modals.ts), once per page, from the layout.
// Its code loads on the first open: until then a page carries only this and the store.
import dynamic from 'next/dynamic';
import { useAccountModal } from './account-modals';

const AccountModalContent = dynamic(() => import('./account-modal-content').then((module) => module.AccountModalContent), {
  ssr: false,
});

export function AccountModalHost() {
  const modal = useAccountModal();
  return modal ? <AccountModalContent modal={modal} /> : null;
}

'use client';
// Renders whichever account modal is open (account-modals.ts), once per page, from the layout.
// Its code and its texts load on the first open (components/i18n/lazy-island.tsx): until then a page
// carries only this and the store.
import { islandContent, LazyIsland } from '@/components/i18n/lazy-island';
import { useAccountModal } from './account-modals';

const content = islandContent(() => import('./account-modal-content').then((module) => module.AccountModalContent));

export function AccountModalHost() {
  const modal = useAccountModal();
  return <LazyIsland show={modal !== null} load={content.load}>{modal && <content.Component modal={modal} />}</LazyIsland>;
}

'use client';
// The pages that exist to show one modal over the index (/verify-email/{token},
// /password-reset/{token}) open it once they are in the browser; closing it goes to the home page.
import { useEffect } from 'react';
import { openAccountModal } from './account-modals';

export function EmailLinkPageModal({ page, token }: { page: 'verify-email' | 'password-reset'; token: string }) {
  useEffect(() => {
    openAccountModal(
      page === 'verify-email'
        ? { kind: 'link', action: 'verify-email', token, leaveTo: '/' }
        : { kind: 'new-password', token, leaveTo: '/' },
    );
  }, [page, token]);
  return null;
}

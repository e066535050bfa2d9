'use client';
// Which account modal is open, in one store (components/ui/create-store.ts): the navbar, the query
// parameters, the link flows and checkout all open the same auth modal, and one host renders it
// (account-modal-host.tsx). One account modal at a time: opening another replaces it, as the
// account flows chain them (docs/product/order-states.md: login → forgot password → its success; register → registration success).
// `leaveTo` is where a page that exists only to show its modal (/verify-email/…) sends the
// shopper when it closes.
import { createStore, useStore } from '@/components/ui/create-store';
import type { LinkAction } from '@/lib/account/link-params';

export type AuthTab = 'login' | 'register';

export type AccountModal =
  | { kind: 'auth'; tab: AuthTab; /** A local path to go to after login. */ next?: string | null }
  | { kind: 'password-reset'; email?: string }
  | { kind: 'password-reset-sent'; email: string }
  | { kind: 'registered'; email: string }
  /** An e-mail link's token to send (activation, e-mail or password change confirmation). */
  | { kind: 'link'; action: LinkAction; token: string; leaveTo?: '/' }
  /** The new-password step of a reset link. */
  | { kind: 'new-password'; token: string; leaveTo?: '/' };

const accountModal = createStore<AccountModal | null>(null);

export function openAccountModal(modal: AccountModal): void {
  accountModal.set(modal);
}

export function closeAccountModal(): void {
  accountModal.set(null);
}

export function useAccountModal(): AccountModal | null {
  return useStore(accountModal);
}

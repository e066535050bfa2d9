'use client';
// Which account modal is open, in one small store: the navbar, the query parameters, the link
// flows and (later) checkout all open the same auth modal, and one host renders it
// (account-modal-host.tsx). One account modal at a time: opening another replaces it, as SPEC.md
// §4 chains them (login → forgot password → its success; register → registration success).
// `leaveTo` is where a page that exists only to show its modal (/verify-email/…) sends the
// shopper when it closes.
import { useSyncExternalStore } from 'react';
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

let current: AccountModal | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openAccountModal(modal: AccountModal): void {
  current = modal;
  emit();
}

export function closeAccountModal(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccountModal(): AccountModal | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

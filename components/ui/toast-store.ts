'use client';
// The one toast of the page ("added to basket" with an "open cart" action, docs/product/screens-and-routes.md), in a store
// (create-store.ts) so that any island can show it and the layout's ToastHost renders it. A new
// toast replaces the one showing and starts its own time.
import { createStore, useStore } from './create-store';

/** How long a toast shows (docs/product/limits.md). */
export const TOAST_DURATION_MS = 3500;

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface Toast {
  id: number;
  message: string;
  action?: ToastAction;
  durationMs: number;
}

const toast = createStore<Toast | null>(null);
let nextId = 1;

export function showToast({ message, action, durationMs = TOAST_DURATION_MS }: { message: string; action?: ToastAction; durationMs?: number }): number {
  const shown = { id: nextId++, message, action, durationMs };
  toast.set(shown);
  return shown.id;
}

/** Closes the toast `id` (or whichever is showing); a newer toast stays. */
export function dismissToast(id?: number): void {
  const current = toast.get();
  if (!current || (id !== undefined && current.id !== id)) return;
  toast.set(null);
}

export function useToast(): Toast | null {
  return useStore(toast);
}

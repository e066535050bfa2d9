'use client';
// The one toast of the page (SPEC.md §2: "added to basket" with an "open cart" action), in a small
// store so that any island can show it and the layout's ToastHost renders it. A new toast replaces
// the one showing and starts its own time.
import { useSyncExternalStore } from 'react';

/** SPEC.md §9: "Toast 3500 ms". */
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

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast({ message, action, durationMs = TOAST_DURATION_MS }: { message: string; action?: ToastAction; durationMs?: number }): number {
  current = { id: nextId++, message, action, durationMs };
  emit();
  return current.id;
}

/** Closes the toast `id` (or whichever is showing); a newer toast stays. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast(): Toast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

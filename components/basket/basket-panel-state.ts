'use client';
// Whether the basket panel is open, in one tiny store: the navbar button, the toast's "open cart"
// action and anything else open the same panel, which the layout's BasketHost renders.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setBasketPanelOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openBasketPanel = () => setBasketPanelOpen(true);
export const closeBasketPanel = () => setBasketPanelOpen(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBasketPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

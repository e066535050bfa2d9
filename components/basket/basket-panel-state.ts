'use client';
// Whether the basket panel is open, in one store (components/ui/create-store.ts): the navbar button,
// the toast's "open cart" action and anything else open the same panel, which the layout's
// BasketPanelHost (basket-panel-host.tsx) renders.
import { createStore, useStore } from '@/components/ui/create-store';

const panelOpen = createStore(false);

export function setBasketPanelOpen(next: boolean): void {
  panelOpen.set(next);
}

export const openBasketPanel = () => setBasketPanelOpen(true);
export const closeBasketPanel = () => setBasketPanelOpen(false);

export function useBasketPanelOpen(): boolean {
  return useStore(panelOpen);
}

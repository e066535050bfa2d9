'use client';
// The basket for components: the view of lib/basket/basket-store.ts (guest or signed in, the same
// shape) and its actions. Server rendering sees an empty basket; the stored one shows right after
// hydration.
import { useSyncExternalStore } from 'react';
import { basketStore, type BasketView } from '@/lib/basket/basket-store';

export function useBasket(): BasketView {
  return useSyncExternalStore(basketStore.subscribe, basketStore.getSnapshot, basketStore.getServerSnapshot);
}

export { basketStore };

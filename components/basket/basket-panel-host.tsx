'use client';
// Renders the basket panel, once per page, so that any island can open it (basket-panel-state.ts).
// The layout mounts this host after the first paint, with the other islands that wait
// (components/layout/later-islands.tsx); the panel's code and texts load on its first opening
// (components/i18n/lazy-island.tsx), and once opened it stays mounted.
import { useState } from 'react';
import { islandContent, LazyIsland } from '@/components/i18n/lazy-island';
import type { LocalRate } from '@/lib/i18n/local-price';
import type { Category } from '@/lib/types/catalogue';
import { setBasketPanelOpen, useBasketPanelOpen } from './basket-panel-state';

const panel = islandContent(() => import('./basket-panel').then((module) => module.BasketPanel));

export function BasketPanelHost({ categories, localRate = null }: { categories: Category[]; localRate?: LocalRate | null }) {
  const open = useBasketPanelOpen();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <LazyIsland show={used} load={panel.load}>
      <panel.Component open={open} onOpenChange={setBasketPanelOpen} categories={categories} localRate={localRate} />
    </LazyIsland>
  );
}

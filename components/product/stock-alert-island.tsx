'use client';
// The loader of the back-in-stock button (stock-alert-button.tsx): only this enters the product
// page's first load; the button's code (with its calls and texts) is its own chunk, fetched after
// hydration on sold-out products alone, inside the boundary that reloads on a chunk gone after a deploy.
import dynamic from 'next/dynamic';
import { IslandBoundary } from '@/components/i18n/island-boundary';

const StockAlertButton = dynamic(() => import('./stock-alert-button').then((module) => module.StockAlertButton), { ssr: false });

export function StockAlertIsland({ productId }: { productId: number }) {
  return (
    <IslandBoundary>
      <StockAlertButton productId={productId} />
    </IslandBoundary>
  );
}

'use client';
// The loader of the back-in-stock button (stock-alert-button.tsx): only this enters the product
// page's first load; the button's code (with its calls and texts) is its own chunk, fetched after
// hydration on sold-out products alone. A chunk gone after a deploy reloads the page once
// (lib/chunk-reload.ts); any other failure to load leaves the place empty and the page working.
// The loader catches that itself instead of wrapping the button in IslandBoundary, so it stays a
// few lines.
import dynamic from 'next/dynamic';
import { isChunkLoadError, reloadForFailedChunk } from '@/lib/chunk-reload';

const Nothing = () => null;

const StockAlertButton = dynamic(
  () =>
    import('./stock-alert-button').then(
      (module) => module.StockAlertButton,
      (error: unknown) => {
        if (isChunkLoadError(error)) reloadForFailedChunk();
        return Nothing;
      },
    ),
  { ssr: false },
);

export function StockAlertIsland({ productId }: { productId: number }) {
  return <StockAlertButton productId={productId} />;
}

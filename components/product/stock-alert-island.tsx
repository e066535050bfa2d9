'use client';
// The loader of the back-in-stock button (stock-alert-button.tsx): only this enters the product
// page's first load; the button's code (with its calls and texts) is its own chunk, fetched after
// hydration on sold-out products alone (React.lazy, which React already brings: no next/dynamic
// loader in the first load). A chunk gone after a deploy reloads the page once (lib/browser/chunk-reload.ts);
// any other failure to load leaves the place empty and the page working.
import { type ComponentType, Suspense, lazy, useSyncExternalStore } from 'react';
import { isChunkLoadError, reloadForFailedChunk } from '@/lib/browser/chunk-reload';

const noSubscription = () => () => undefined;

const Nothing: ComponentType<{ productId: number }> = () => null;

const StockAlertButton = lazy(() =>
  import('./stock-alert-button').then(
    (module) => ({ default: module.StockAlertButton as ComponentType<{ productId: number }> }),
    (error: unknown) => {
      if (isChunkLoadError(error)) reloadForFailedChunk();
      return { default: Nothing };
    },
  ),
);

export function StockAlertIsland({ productId }: { productId: number }) {
  // The page is static and reads no session: the button is rendered in the browser only.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <StockAlertButton productId={productId} />
    </Suspense>
  );
}

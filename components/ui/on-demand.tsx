'use client';
// A component whose code loads when it first renders, for what only a press shows (a dropdown's
// panel, a modal): React.lazy, which React already brings, instead of next/dynamic's loader, so the
// pages that use it carry no loader code in their first load. Render it under <Suspense> with what
// to show meanwhile; it never renders on the server (it sits behind a press). A chunk that is gone
// after a deploy reloads the page (lib/browser/chunk-reload.ts), and the component waits for that; any other
// failure reaches the nearest error boundary.
import { type ComponentType, lazy } from 'react';
import { isChunkLoadError, reloadForFailedChunk } from '@/lib/browser/chunk-reload';

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (isChunkLoadError(error) && reloadForFailedChunk()) return new Promise<never>(() => undefined);
        throw error;
      },
    ),
  );
}

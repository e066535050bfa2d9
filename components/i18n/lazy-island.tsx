'use client';
// An island that the page carries only as a few lines until its first use (the account and payment
// modals, the basket panel): on the first `show` its code chunk and its language's messages
// (lazy-messages.tsx) start loading side by side, not one after the other, and it renders under
// Suspense once both are there, inside an error boundary that reloads the page when a chunk fails
// (island-boundary.tsx: a tab opened before a deploy). Each host keeps its own `import()`, so each
// island stays its own chunk and nothing of it enters the page's first load.
import dynamic from 'next/dynamic';
import { useLocale, useMessages } from 'next-intl';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { ALL_CLIENT_NAMESPACES, hasNamespaces } from '@/lib/i18n/client-namespaces';
import { IslandBoundary } from './island-boundary';
import { LazyMessages, preloadMessages } from './lazy-messages';

export interface IslandContent<P> {
  /** Renders once its chunk is there (never on the server: the island opens in the browser). */
  Component: ComponentType<P>;
  /** Starts loading the chunk. */
  load: () => Promise<unknown>;
}

/** An island's component from its host's `import()`; call once, at the host module's top. */
export function islandContent<P extends object>(load: () => Promise<ComponentType<P>>): IslandContent<P> {
  return { Component: dynamic(load, { ssr: false }), load };
}

export function LazyIsland({ show, load, children }: { show: boolean; load: () => Promise<unknown>; children: ReactNode }) {
  const locale = useLocale();
  const needsMessages = !hasNamespaces(useMessages(), ALL_CLIENT_NAMESPACES);
  useEffect(() => {
    if (!show) return;
    if (needsMessages) preloadMessages(locale);
    // A failed load is seen, and handled, where the island renders it (IslandBoundary).
    load().catch(() => undefined);
  }, [show, needsMessages, locale, load]);
  if (!show) return null;
  return (
    <IslandBoundary>
      <Suspense fallback={null}>
        <LazyMessages namespaces={ALL_CLIENT_NAMESPACES}>{children}</LazyMessages>
      </Suspense>
    </IslandBoundary>
  );
}

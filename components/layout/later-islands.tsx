'use client';
// Mounts the layout's islands that first paint does not need (deferred-islands.tsx) once the page
// is up: when the browser is first idle after hydration (at most IDLE_TIMEOUT_MS later), or at the
// visitor's first press, key or focus, whichever comes first, so a press on the login or basket
// button before then still opens what it opens (the modals' and panel's stores keep the request
// until their host mounts). Their code is then not in the page's first load. A chunk that cannot be
// loaded (a tab opened before a deploy) reloads the page once (lib/browser/chunk-reload.ts); any other
// failure is tried again at the next interaction.
import { type ComponentType, useEffect, useState } from 'react';
import { isChunkLoadError, reloadForFailedChunk } from '@/lib/browser/chunk-reload';
import type { DeferredIslandsProps } from './deferred-islands';

/** The longest wait for an idle moment before the islands load anyway. */
export const IDLE_TIMEOUT_MS = 2000;
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Loads the islands' chunk; a separate function so that unit tests can watch it. */
export const deferredChunk = {
  load: () => import('./deferred-islands').then((module) => module.DeferredIslands),
};

export function LaterIslands(props: DeferredIslandsProps) {
  const [Islands, setIslands] = useState<ComponentType<DeferredIslandsProps> | null>(null);

  useEffect(() => {
    let done = false;
    let loading = false;
    let idle: number | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;

    function stopWaiting() {
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
      idle = null;
      timer = null;
      for (const type of INTERACTIONS) window.removeEventListener(type, load, true);
    }
    function wait() {
      for (const type of INTERACTIONS) window.addEventListener(type, load, { capture: true, passive: true });
    }
    function load() {
      if (loading || done) return;
      loading = true;
      stopWaiting();
      deferredChunk.load().then(
        (component) => {
          if (done) return;
          done = true;
          setIslands(() => component);
        },
        (error: unknown) => {
          loading = false;
          if (done) return;
          if (isChunkLoadError(error) && reloadForFailedChunk()) return;
          wait();
        },
      );
    }

    wait();
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(load, 0);
    return () => {
      done = true;
      stopWaiting();
    };
  }, []);

  return Islands ? <Islands {...props} /> : null;
}

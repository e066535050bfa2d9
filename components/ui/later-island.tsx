'use client';
// An island whose code is not in the page's first load but whose HTML is: the server renders it as
// usual (React.lazy resolves at once there), and the browser keeps that HTML, shown and readable,
// while the island's chunk loads when the browser is first idle (at most IDLE_TIMEOUT_MS after
// hydration) or at the visitor's first press, key or focus; React then hydrates it in place (the
// same elements, so the focus stays where it is). A click on it before then is not lost: React
// drops events on content it has not hydrated yet, so the click is held here (caught on the window
// before React sees it) and given again to the same element once the island is hydrated (as
// lib/browser/held-presses.mjs does for the whole page before it is hydrated); so are a choice in
// a <select> and text typed into a field (React hydrates them with what the server rendered in its
// state: the value is set again and its change fired, so the island's state is what the shopper
// sees), and leaving a field. Rendered after the page is up (a client-side navigation), it loads
// at once. Keys other than those that click (arrows in a menu, Enter in a field) are not replayed.
// A chunk that is gone after a deploy reloads the page once (lib/browser/chunk-reload.ts); any other
// failure reaches the nearest error boundary, as with onDemand.
import { Activity, type ComponentType, lazy, Suspense, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isChunkLoadError, reloadForFailedChunk } from '@/lib/browser/chunk-reload';
import { type HeldPress, giveAgain } from '@/lib/browser/held-presses.mjs';

/** The longest wait for an idle moment before the island loads anyway. */
export const IDLE_TIMEOUT_MS = 2000;
// A touch is a pointerdown too (Pointer Events in every browser the shop supports).
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;
/** What is held until the island is hydrated, then given again. */
const HELD = ['click', 'change', 'input', 'focusout'] as const;

let pageUp = false;
let waiting: Promise<void> | null = null;

/** Resolves when the browser is first idle after hydration, or at the first interaction. */
function pageReady(): Promise<void> {
  if (pageUp) return Promise.resolve();
  waiting ??= new Promise<void>((resolve) => {
    let idle: number | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    function go() {
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, go, true);
      pageUp = true;
      resolve();
    }
    for (const type of INTERACTIONS) window.addEventListener(type, go, true);
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(go, 0);
  });
  return waiting;
}

/** Forgets that the page is up (tests). */
export function resetLaterIslands() {
  pageUp = false;
  waiting = null;
  pageHydrated = false;
}

type Hydrated<P> = P & { onHydrated: () => void };

type IslandModule<P> = { default: ComponentType<Hydrated<P>> };

/** The island's component with the hook that tells its box it is hydrated. */
function withHydratedSignal<P extends object>(Component: ComponentType<P>): IslandModule<P> {
  function HydratedIsland({ onHydrated, ...props }: Hydrated<P>) {
    useEffect(onHydrated, [onHydrated]);
    return <Component {...(props as unknown as P)} />;
  }
  return { default: HydratedIsland };
}

/**
 * A thenable that calls back at once: React.lazy then has the component in the same render (it
 * reads the result the moment `then` returns), where a promise would make it suspend.
 */
function settled<T>(value: T): Promise<T> {
  const thenable = {
    then(resolve: (value: T) => unknown) {
      resolve(value);
    },
  };
  return thenable as unknown as Promise<T>;
}

/**
 * Whether the page's HTML has been hydrated: set by the first later island's effect. Every later
 * island of the page's HTML is rendered before it (they hydrate with the page's shell, none inside
 * another); one rendered after it is rendered in the browser alone (a client-side navigation).
 */
let pageHydrated = false;

/** `load` gives the island's component; the result renders it with the same props. */
export function laterIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // On the server the island is part of the page's HTML like any component, in place. Its module is
  // asked for when this one is evaluated, and the render gets it synchronously. A render that
  // suspended inside the island's boundary would send the island after the page's shell, hidden
  // until a script reveals it, which the browser does after its first paint: the page would paint
  // without the island and then shift. So a render that comes before the module (the first after
  // the server starts) waits for it outside the boundary, with the shell.
  let onServer: ComponentType<P> | null = null;
  const serverLoad =
    typeof window === 'undefined'
      ? load().then((Component) => {
          onServer = Component;
          return Component;
        })
      : null;
  // A module that failed to load fails the render that needs it, not the process.
  serverLoad?.catch(() => undefined);

  async function loadInBrowser(): Promise<IslandModule<P>> {
    await pageReady();
    let Component: ComponentType<P>;
    try {
      Component = await load();
    } catch (error) {
      if (isChunkLoadError(error) && reloadForFailedChunk()) return new Promise<never>(() => undefined);
      throw error;
    }
    return withHydratedSignal(Component);
  }
  const Island = lazy((): Promise<IslandModule<P>> => {
    if (!serverLoad) return loadInBrowser();
    return onServer ? settled(withHydratedSignal(onServer)) : serverLoad.then(withHydratedSignal);
  });

  return function LaterIsland(props: P) {
    if (serverLoad && !onServer) use(serverLoad);
    const box = useRef<HTMLDivElement>(null);
    const held = useRef<HeldPress[]>([]);
    const [hydrated, setHydrated] = useState(false);
    const onHydrated = useCallback(() => setHydrated(true), []);

    useEffect(() => {
      pageHydrated = true;
      if (hydrated) {
        // The island has its handlers now: what it missed reaches the same elements, in order, one
        // task apart, so that each finds the state the one before left (a quantity typed, then "add").
        const events = held.current.splice(0);
        let timer: ReturnType<typeof setTimeout> | null = null;
        const next = () => {
          const event = events.shift();
          if (!event) return;
          giveAgain(event);
          timer = setTimeout(next, 0);
        };
        next();
        return () => {
          if (timer !== null) clearTimeout(timer);
        };
      }
      function hold(event: Event) {
        const target = event.target;
        if (!(target instanceof Element) || !box.current?.contains(target)) return;
        if (event.type === 'click') {
          // Not followed (a link) nor submitted natively.
          event.preventDefault();
          held.current.push({ type: 'click', target });
        } else if (event.type === 'change' && target instanceof HTMLSelectElement) {
          held.current.push({ type: 'change', target, value: target.value });
        } else if (event.type === 'input' && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
          held.current.push({ type: 'input', target, value: target.value });
        } else if (event.type === 'focusout' && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) {
          // Leaving a field: the quantity field brings a number past the limit back in range then.
          held.current.push({ type: 'focusout', target });
        } else return;
        // Not seen by React, which would drop it.
        event.stopImmediatePropagation();
      }
      for (const type of HELD) window.addEventListener(type, hold, true);
      return () => {
        for (const type of HELD) window.removeEventListener(type, hold, true);
      };
    }, [hydrated]);

    // The island's boundary. In the page's HTML (rendered on the server, then hydrated) it is an
    // Activity boundary: React hydrates it on its own once the code is there and keeps the server's
    // HTML meanwhile, as with Suspense, but the server writes it in place; a Suspense boundary of
    // more than a few hundred bytes after the page's first 12.8 KB is sent after the shell, hidden
    // until a script reveals it after the first paint. Rendered in the browser alone (a client-side
    // navigation), it is a Suspense boundary that shows nothing until the code is there.
    // The boundary stays the same element while its props do: new props on a boundary still waiting
    // for its code would make React drop the server's HTML and render it in the browser alone.
    const [inPageHtml] = useState(() => typeof window === 'undefined' || !pageHydrated);
    const boundary = useMemo(() => {
      const island = <Island {...props} onHydrated={onHydrated} />;
      return inPageHtml ? <Activity>{island}</Activity> : <Suspense fallback={null}>{island}</Suspense>;
    }, [props, onHydrated, inPageHtml]);
    return (
      <div ref={box} className="later-island">
        {boundary}
      </div>
    );
  };
}

'use client';
// Keeps a listing's appended cards and scroll position in sessionStorage (lib/catalogue/listing-memory.ts)
// and gives them back when the shopper returns to it with Back or Forward; any other arrival (a link,
// a reload, a filter) starts at the first page and the top, as docs/product/screens-and-routes.md says.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LISTING_MEMORY_KEY, type ListingMemory, listingKey, memoryOf, readStore, remember } from '@/lib/catalogue/listing-memory';

/** Positions are written at most this often while the shopper scrolls. */
const SAVE_DELAY_MS = 200;

/** The URL a Back or Forward inside the app last moved to, until a listing there takes it. */
let traversedTo: string | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    traversedTo = listingKey(window.location);
  });
}
/** Whether the document's own load (Back to a page the browser had dropped) was used up already. */
let documentLoadUsed = false;

function arrivedByHistory(key: string): boolean {
  if (traversedTo === key) {
    traversedTo = null;
    return true;
  }
  if (documentLoadUsed) return false;
  documentLoadUsed = true;
  const load =
    typeof performance.getEntriesByType === 'function'
      ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
      : undefined;
  if (!load || load.type !== 'back_forward') return false;
  const url = new URL(load.name);
  return listingKey(url) === key;
}

function readMemory(key: string): ListingMemory | null {
  try {
    return memoryOf(readStore(window.sessionStorage.getItem(LISTING_MEMORY_KEY)), key);
  } catch {
    return null;
  }
}

function writeMemory(key: string, memory: ListingMemory) {
  try {
    const store = readStore(window.sessionStorage.getItem(LISTING_MEMORY_KEY));
    window.sessionStorage.setItem(LISTING_MEMORY_KEY, JSON.stringify(remember(store, key, memory)));
  } catch {
    // Storage full or blocked: Back then shows the first page, as without this memory.
  }
}

interface ListingMemoryOptions {
  /** Called once on mount with what to show again, when the shopper came back by history. */
  onRestore: (memory: ListingMemory) => void;
  /** The appended cards and total to remember, as they are now. */
  current: () => Omit<ListingMemory, 'scrollY'>;
}

/**
 * Restores the listing on mount when the shopper came back by history, and returns `save()`, to
 * call when the appended cards changed.
 */
export function useListingMemory({ onRestore, current }: ListingMemoryOptions): { save: () => void } {
  const key = useRef<string | null>(null);
  /** Where to scroll once the restored cards are on the page; saving waits until then. */
  const [scrollTarget, setScrollTarget] = useState<number | null>(null);
  const restoring = useRef(false);
  const currentRef = useRef(current);
  useEffect(() => {
    currentRef.current = current;
  });

  const save = useCallback(() => {
    const own = key.current;
    // After a navigation away the address is another page's: its scroll position is not ours.
    if (!own || restoring.current || listingKey(window.location) !== own) return;
    writeMemory(own, { ...currentRef.current(), scrollY: window.scrollY });
  }, []);

  useEffect(() => {
    const own = listingKey(window.location);
    key.current = own;
    // Decided a task later, saving nothing until then: Back may render this listing from within the
    // router's own popstate listener, before the one above has noted the step.
    restoring.current = true;
    const decision = setTimeout(() => {
      const memory = arrivedByHistory(own) ? readMemory(own) : null;
      if (memory) {
        // Both in one render: the cards are on the page when the scroll effect below runs. Only
        // after hydration: the server cannot know what this tab's storage holds.
        onRestore(memory);
        setScrollTarget(memory.scrollY);
      } else {
        restoring.current = false;
        writeMemory(own, { ...currentRef.current(), scrollY: 0 });
      }
    }, 0);

    let timer: ReturnType<typeof setTimeout> | null = null;
    const onScroll = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        save();
      }, SAVE_DELAY_MS);
    };
    // A followed link is the moment the position matters: taken before the router moves on.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) save();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('pagehide', save);
    return () => {
      clearTimeout(decision);
      if (timer) clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('pagehide', save);
    };
    // Mount only: a listing is restored once per visit; `save` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (scrollTarget === null) return;
    // After the router's own handling of the history step and the browser's next layout.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        window.scrollTo({ top: scrollTarget, behavior: 'instant' });
        restoring.current = false;
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollTarget]);

  return { save };
}

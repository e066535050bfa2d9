'use client';
// Saves the scroll position of category pages and restores it when the shopper moves from one
// category page to another (lib/catalogue/scroll-memory.ts). Renders nothing.
import { useEffect, useRef } from 'react';
import { usePathname } from '@/i18n/navigation';
import { SCROLL_STORAGE_KEY, isCategoryPath, readSaved, restoredScroll, withSaved } from '@/lib/catalogue/scroll-memory';

function load(): Record<string, number> {
  try {
    return readSaved(window.sessionStorage.getItem(SCROLL_STORAGE_KEY));
  } catch {
    return {};
  }
}

function store(saved: Record<string, number>) {
  try {
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage may be full or blocked: positions are a comfort, not a must.
  }
}

export function CategoryScrollMemory() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const from = previous.current;
    const target = restoredScroll(from, pathname, load());
    previous.current = pathname;
    if (target !== null) {
      // After Next.js has scrolled the new page to the top.
      requestAnimationFrame(() => requestAnimationFrame(() => window.scrollTo({ top: target, behavior: 'instant' })));
    }
  }, [pathname]);

  // The position is taken when a link is followed, before the router scrolls the next page to the top.
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const current = previous.current;
      if (!current || !isCategoryPath(current)) return;
      if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
      store(withSaved(load(), current, window.scrollY));
    }
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  return null;
}

'use client';
// While a bottom notice (the language offer, the cookie banner) is on screen, the page keeps room for
// it: --notice-space on <html> is the height it covers at the bottom of the viewport, which the global
// styles add below the page's content and to the bottom scroll padding (a control scrolled to or
// focused stops above the notice, never under it) and under which the toasts rise.
import { type RefObject, useEffect } from 'react';

export const NOTICE_SPACE_PROPERTY = '--notice-space';

export function useNoticeSpace(notice: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = notice.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const covered = Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top));
      root.style.setProperty(NOTICE_SPACE_PROPERTY, `${covered}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(NOTICE_SPACE_PROPERTY);
    };
  }, [notice, shown]);
}

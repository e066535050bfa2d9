'use client';
// Renders the page's toast (toast-store.ts) from the layout. The live region is always there, so a
// screen reader announces a toast when it appears; the toast waits while the pointer is over it or
// focus is inside it (WCAG 2.2.1), Escape closes it, and with reduced motion it appears without
// sliding (the --animation token is 0 then, and the rule below says so outright).
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { dismissToast, useToast, type Toast } from './toast-store';
import styles from './toast.module.css';

export function ToastHost() {
  const toast = useToast();
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.region}>
      {toast ? <ToastCard key={toast.id} toast={toast} /> : null}
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const t = useTranslations('Toast');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, toast.id]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      className={styles.toast}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(toast.id);
      }}
    >
      <p className={styles.message}>{toast.message}</p>
      {toast.action ? (
        <button
          type="button"
          className={`button ${styles.action}`}
          onClick={() => {
            dismissToast(toast.id);
            toast.action?.onAction();
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" className={`icon-button ${styles.close}`} aria-label={t('close')} onClick={() => dismissToast(toast.id)}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

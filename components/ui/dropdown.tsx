'use client';
// The shared dropdown (docs/product/screens-and-routes.md): a button that opens a panel below it. Escape or a click outside
// closes it and returns focus to the button; the panel's content decides what "apply" means.
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './dropdown.module.css';

const CloseContext = createContext<() => void>(() => undefined);

/** For a panel's content: closes the dropdown and returns focus to its button. */
export function useCloseDropdown(): () => void {
  return useContext(CloseContext);
}

interface DropdownProps {
  /** The button's text: the filter's name, or what is chosen. */
  label: ReactNode;
  /** Marks the button as holding a choice. */
  active?: boolean;
  /** The panel's content; useCloseDropdown() closes it. */
  children: ReactNode;
  panelLabel: string;
  wide?: boolean;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
}

export function Dropdown({ label, active = false, children, panelLabel, wide = false, align = 'start' }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <div ref={root} className={styles.dropdown}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        data-active={active}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.label}>{label}</span>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.chevron}>
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div id={panelId} role="group" aria-label={panelLabel} className={styles.panel} data-wide={wide} data-align={align}>
          <CloseContext.Provider value={close}>{children}</CloseContext.Provider>
        </div>
      ) : null}
    </div>
  );
}

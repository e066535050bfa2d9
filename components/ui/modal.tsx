'use client';
// The shared modal (docs/product/screens-and-routes.md), on Radix Dialog: five sizes (widths in limits.md), optional
// back and close buttons, page scroll locked while open, focus trapped and returned. Under 769 px
// an outside click does not close it (docs/product/limits.md), so a thumb slip never loses what was typed.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { type ReactNode, useRef } from 'react';
import styles from './modal.module.css';

export const MODAL_SIZES = ['light', 'regular', 'medium', 'bold', 'extra-bold'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

/** Below this width (px) an outside click does not close a modal or the basket overlay. */
export const OUTSIDE_CLICK_MIN_WIDTH = 769;

export function outsideClickCloses(viewportWidth: number): boolean {
  return viewportWidth >= OUTSIDE_CLICK_MIN_WIDTH;
}

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Read by screen readers as the dialog's name; shown as a heading unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  description?: string;
  size?: ModalSize;
  /** Shows a back button that calls this. */
  onBack?: () => void;
  showClose?: boolean;
  /** Slides in from the right edge, full height (the basket panel). */
  placement?: 'center' | 'right';
  children: ReactNode;
}

export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  size = 'regular',
  onBack,
  showClose = true,
  placement = 'center',
  children,
}: ModalProps) {
  const t = useTranslations('Modal');
  // Radix returns the focus only to a Dialog.Trigger; our modals are opened from anywhere (a store,
  // a toast, another modal), so the element that had the focus is remembered and given it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          data-size={size}
          data-placement={placement}
          // Without a description the dialog is described by nothing, rather than by its title twice.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            // Where the modal led (the checkout's heading, after "Checkout" in the basket) may have
            // taken the focus already, while the modal was closing: it stays there.
            const active = document.activeElement;
            const closing = event.currentTarget instanceof Node ? event.currentTarget : null;
            if (active instanceof HTMLElement && active !== document.body && !closing?.contains(active)) {
              event.preventDefault();
              return;
            }
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onPointerDownOutside={(event) => {
            if (!outsideClickCloses(window.innerWidth)) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!outsideClickCloses(window.innerWidth)) event.preventDefault();
          }}
        >
          <div className={styles.header}>
            {onBack ? (
              <button type="button" className={`icon-button ${styles.iconButton}`} onClick={onBack} aria-label={t('back')}>
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
                </svg>
              </button>
            ) : null}
            <Dialog.Title className={hideTitle ? 'visually-hidden' : styles.title}>{title}</Dialog.Title>
            {showClose ? (
              <Dialog.Close className={`icon-button ${styles.iconButton}`} aria-label={t('close')}>
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            ) : null}
          </div>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

'use client';
// A modal that tells one thing and offers one or two ways on: the success modals of the account
// flows (registration, reset link sent, password changed, account activated, change confirmed).
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import styles from './auth.module.css';

interface NoticeModalProps {
  title: string;
  text: ReactNode;
  onClose: () => void;
  tone?: 'success' | 'error' | 'neutral';
  /** The ways on: buttons or links. */
  children: ReactNode;
  busy?: boolean;
}

export function NoticeModal({ title, text, onClose, tone = 'neutral', children, busy }: NoticeModalProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="regular"
    >
      <div className={styles.notice} data-tone={tone} aria-busy={busy || undefined}>
        {tone === 'success' ? (
          <svg className={styles.noticeIcon} width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.12" />
            <path d="M7.5 12.5l3 3 6-7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ) : tone === 'error' ? (
          <svg className={styles.noticeIcon} width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.12" />
            <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        ) : null}
        <div role={tone === 'error' ? 'alert' : 'status'} className={styles.noticeText}>
          {text}
        </div>
        <div className={styles.noticeActions}>{children}</div>
      </div>
    </Modal>
  );
}

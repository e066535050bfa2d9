'use client';
// The notices an e-mail link's modal shows around its request (docs/product/order-states.md, errors.md): the link being
// checked, and the check failing for want of a connection or of the shop, with a retry. Shared by
// the reset-password link and the other account links. Plain functions returning a NoticeModal,
// not components: every step of those modals stays a NoticeModal in the same place, so the dialog
// is kept (not closed and opened again) when the step changes.
import type { useTranslations } from 'next-intl';
import { NoticeModal } from './notice-modal';

type AuthTranslator = ReturnType<typeof useTranslations<'Auth'>>;

export function checkingLinkNotice(t: AuthTranslator, onClose: () => void) {
  return (
    <NoticeModal title={t('checkingLinkTitle')} text={<p>{t('checkingLink')}</p>} onClose={onClose} busy>
      {null}
    </NoticeModal>
  );
}

export function linkFailedNotice(t: AuthTranslator, { offline, onRetry, onClose }: { offline: boolean; onRetry: () => void; onClose: () => void }) {
  return (
    <NoticeModal title={t('linkFailedTitle')} text={<p>{offline ? t('networkError') : t('unavailableError')}</p>} tone="error" onClose={onClose}>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </NoticeModal>
  );
}

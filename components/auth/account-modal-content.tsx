'use client';
// The body of the account modal host: one of the chained account modals (docs/product/order-states.md). Loaded
// on the first open, with the forms and their rules, so pages do not carry them.
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { type AccountModal, closeAccountModal, openAccountModal } from './account-modals';
import { AuthModal } from './auth-modal';
import { LinkTokenModal } from './link-token-modal';
import { NewPasswordModal } from './new-password-modal';
import { NoticeModal } from './notice-modal';
import { PasswordResetRequestModal } from './password-reset-request-modal';

export function AccountModalContent({ modal }: { modal: AccountModal }) {
  const t = useTranslations('Auth');
  const router = useRouter();
  switch (modal.kind) {
    case 'link':
    case 'new-password': {
      const close = () => {
        closeAccountModal();
        if (modal.leaveTo) router.replace(modal.leaveTo);
      };
      return modal.kind === 'link' ? (
        <LinkTokenModal key={modal.token} action={modal.action} token={modal.token} onClose={close} />
      ) : (
        <NewPasswordModal key={modal.token} token={modal.token} onClose={close} />
      );
    }
    case 'auth':
      return <AuthModal tab={modal.tab} next={modal.next} />;
    case 'password-reset':
      return <PasswordResetRequestModal email={modal.email} />;
    case 'password-reset-sent':
      return (
        <NoticeModal
          title={t('resetSentTitle')}
          text={<p>{t('resetSentText', { email: modal.email })}</p>}
          tone="success"
          onClose={closeAccountModal}
        >
          <button type="button" className="button" onClick={closeAccountModal}>
            {t('ok')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => openAccountModal({ kind: 'auth', tab: 'login' })}>
            {t('backToLogin')}
          </button>
        </NoticeModal>
      );
    case 'registered':
      return (
        <NoticeModal
          title={t('registeredTitle')}
          text={<p>{t('registeredText', { email: modal.email })}</p>}
          tone="success"
          onClose={closeAccountModal}
        >
          <button type="button" className="button" onClick={closeAccountModal}>
            {t('continueShopping')}
          </button>
        </NoticeModal>
      );
  }
}

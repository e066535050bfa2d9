'use client';
// The reset link's page (/password-reset/{token}, docs/product/order-states.md): the link is checked first (GET,
// where the provider offers the check);
// a usable one shows the new-password form, an expired or used one says so and offers a new
// link. The new password is sent with PATCH; success tells the shopper to log in with it.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { Modal } from '@/components/ui/modal';
import { useOffers } from '@/components/capabilities/offered';
import { accountApi } from '@/lib/client/account';
import { failureKind } from '@/lib/client/request';
import { passwordResetSchema } from '@/lib/validation/account';
import { openAccountModal } from './account-modals';
import { FormFooter } from '@/components/forms/form-footer';
import { checkingLinkNotice, linkFailedNotice } from './link-notices';
import { NoticeModal } from './notice-modal';
import { useAccountForm } from '@/components/forms/use-account-form';
import styles from './auth.module.css';

type Check = { step: 'checking' } | { step: 'ready'; email: string | null } | { step: 'gone' } | { step: 'failed'; offline: boolean } | { step: 'done' };

export function NewPasswordModal({ token, onClose }: { token: string; onClose: () => void }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  // A provider without the link's check: the form at once, and the PATCH says whether the link was still usable.
  const canCheck = useOffers('reset-link-check');
  const [check, setCheck] = useState<Check>(canCheck ? { step: 'checking' } : { step: 'ready', email: null });
  const [attempt, setAttempt] = useState(0);
  const form = useAccountForm(passwordResetSchema, { password: '', password_confirmation: '' });

  useEffect(() => {
    if (!canCheck) return;
    let live = true;
    void accountApi.checkPasswordReset(locale, token).then((result) => {
      if (!live) return;
      if (result.ok) setCheck({ step: 'ready', email: result.data.email });
      else {
        const kind = failureKind(result);
        setCheck(kind === 'gone' || kind === 'invalid' ? { step: 'gone' } : { step: 'failed', offline: kind === 'network' });
      }
    });
    return () => {
      live = false;
    };
  }, [locale, token, attempt, canCheck]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    const payload = form.validate(event);
    if (!payload) return;
    form.setPending(true);
    const result = await accountApi.resetPassword(locale, token, payload);
    form.setPending(false);
    if (result.ok) setCheck({ step: 'done' });
    else if (failureKind(result) === 'gone') setCheck({ step: 'gone' });
    else form.showFailure(result, ['password', 'password_confirmation']);
  }

  const requestNewLink = () => openAccountModal({ kind: 'password-reset' });

  switch (check.step) {
    case 'checking':
      return checkingLinkNotice(t, onClose);
    case 'gone':
      return (
        <NoticeModal title={t('linkGoneTitle')} text={<p>{t('resetLinkGoneText')}</p>} tone="error" onClose={onClose}>
          <button type="button" className="button" onClick={requestNewLink}>
            {t('requestNewLink')}
          </button>
        </NoticeModal>
      );
    case 'failed':
      return linkFailedNotice(t, {
        offline: check.offline,
        onRetry: () => {
          setCheck({ step: 'checking' });
          setAttempt((count) => count + 1);
        },
        onClose,
      });
    case 'done':
      return (
        <NoticeModal title={t('passwordResetDoneTitle')} text={<p>{t('passwordResetDoneText')}</p>} tone="success" onClose={onClose}>
          <button type="button" className="button" onClick={() => openAccountModal({ kind: 'auth', tab: 'login' })}>
            {t('loginSubmit')}
          </button>
        </NoticeModal>
      );
    case 'ready':
      return (
        <Modal
          open
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
          title={t('newPasswordTitle')}
          description={check.email === null ? undefined : t('newPasswordFor', { email: check.email })}
          size="regular"
        >
          <form method="post" className={styles.form} onSubmit={submit} noValidate>
            {/* Lets a password manager file the new password under the right account. */}
            {check.email !== null && <input type="email" name="username" autoComplete="username" value={check.email} readOnly hidden />}
            <TextInput {...form.field('password')} label={t('newPassword')} type="password" autoComplete="new-password" hint={t('passwordHint')} />
            <TextInput {...form.field('password_confirmation')} label={t('passwordRepeat')} type="password" autoComplete="new-password" />
            <FormFooter form={form} label={t('savePassword')} errorClassName={styles.formError} submitClassName={`button ${styles.submit}`} />
          </form>
        </Modal>
      );
  }
}

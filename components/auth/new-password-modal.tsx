'use client';
// The reset link's page (/password-reset/{token}, SPEC.md §4): the link is checked first (GET);
// a usable one shows the new-password form, an expired or used one says so and offers a new
// link. The new password is sent with PATCH; success tells the shopper to log in with it.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { Modal } from '@/components/ui/modal';
import { accountApi, failureKind } from '@/lib/account/api';
import { passwordResetSchema } from '@/lib/validation/account';
import { openAccountModal } from './account-modals';
import { NoticeModal } from './notice-modal';
import { RateLimitModal } from './rate-limit-modal';
import { useAccountForm } from './use-account-form';
import styles from './auth.module.css';

type Check = { step: 'checking' } | { step: 'ready'; email: string } | { step: 'gone' } | { step: 'failed'; offline: boolean } | { step: 'done' };

export function NewPasswordModal({ token, onClose }: { token: string; onClose: () => void }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const [check, setCheck] = useState<Check>({ step: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const form = useAccountForm(passwordResetSchema, { password: '', password_confirmation: '' });

  useEffect(() => {
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
  }, [locale, token, attempt]);

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
      return (
        <NoticeModal title={t('checkingLinkTitle')} text={<p>{t('checkingLink')}</p>} onClose={onClose} busy>
          {null}
        </NoticeModal>
      );
    case 'gone':
      return (
        <NoticeModal title={t('linkGoneTitle')} text={<p>{t('resetLinkGoneText')}</p>} tone="error" onClose={onClose}>
          <button type="button" className="button" onClick={requestNewLink}>
            {t('requestNewLink')}
          </button>
        </NoticeModal>
      );
    case 'failed':
      return (
        <NoticeModal
          title={t('linkFailedTitle')}
          text={<p>{check.offline ? t('networkError') : t('unavailableError')}</p>}
          tone="error"
          onClose={onClose}
        >
          <button
            type="button"
            className="button"
            onClick={() => {
              setCheck({ step: 'checking' });
              setAttempt((count) => count + 1);
            }}
          >
            {t('retry')}
          </button>
        </NoticeModal>
      );
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
          description={t('newPasswordFor', { email: check.email })}
          size="regular"
        >
          <form className={styles.form} onSubmit={submit} noValidate>
            {/* Lets a password manager file the new password under the right account. */}
            <input type="email" name="username" autoComplete="username" value={check.email} readOnly hidden />
            <TextInput
              label={t('newPassword')}
              type="password"
              name="password"
              autoComplete="new-password"
              value={form.values.password}
              onValueChange={(value) => form.set('password', value)}
              error={form.errorOf('password')}
              hint={t('passwordHint')}
            />
            <TextInput
              label={t('passwordRepeat')}
              type="password"
              name="password_confirmation"
              autoComplete="new-password"
              value={form.values.password_confirmation}
              onValueChange={(value) => form.set('password_confirmation', value)}
              error={form.errorOf('password_confirmation')}
            />
            {form.formError ? (
              <p role="alert" className={styles.formError}>
                {form.formError}
              </p>
            ) : null}
            <button type="submit" className={`button ${styles.submit}`} disabled={form.submitDisabled} aria-busy={form.pending || undefined}>
              {form.pending ? t('sending') : t('savePassword')}
            </button>
            <RateLimitModal message={form.rateLimited} onClose={form.closeRateLimited} />
          </form>
        </Modal>
      );
  }
}

'use client';
// Password change (docs/product/order-states.md): the current password, the new one twice. The provider mails a
// confirmation link; the new password applies once it is followed (?passwordToken=).
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { NoticeModal } from '@/components/auth/notice-modal';
import { useAccountForm } from '@/components/forms/use-account-form';
import { TextInput } from '@/components/ui/text-input';
import { accountApi } from '@/lib/client/account';
import { passwordUpdateSchema } from '@/lib/validation/account';
import styles from './profile.module.css';

export function PasswordForm({ email }: { email: string }) {
  const t = useTranslations('Profile');
  const auth = useTranslations('Auth');
  const locale = useLocale();
  const titleId = useId();
  const form = useAccountForm(passwordUpdateSchema, { password: '', newPassword: '', new_password_confirmation: '' });
  const [sent, setSent] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    const payload = form.validate(event);
    if (!payload) return;
    form.setPending(true);
    const result = await accountApi.updatePassword(locale, payload);
    form.setPending(false);
    if (result.ok) {
      form.reset();
      setSent(true);
    } else form.showFailure(result, ['password', 'newPassword', 'new_password_confirmation']);
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.formTitle}>
        {t('passwordTitle')}
      </h3>
      {/* Lets a password manager file the change under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextInput {...form.field('password')} label={t('currentPassword')} type="password" autoComplete="current-password" />
      <TextInput {...form.field('newPassword')} label={t('newPassword')} type="password" autoComplete="new-password" hint={auth('passwordHint')} />
      <TextInput {...form.field('new_password_confirmation')} label={t('repeatNewPassword')} type="password" autoComplete="new-password" />
      <FormFooter form={form} label={t('changePassword')} errorClassName={styles.formError} />
      {sent ? (
        <NoticeModal title={t('passwordSentTitle')} text={<p>{t('passwordSentText', { email })}</p>} tone="success" onClose={() => setSent(false)}>
          <button type="button" className="button" onClick={() => setSent(false)}>
            {auth('ok')}
          </button>
        </NoticeModal>
      ) : null}
    </form>
  );
}

'use client';
// Forgot password (docs/product/order-states.md, validation.md): the e-mail to send a reset link to. The server answers alike
// for registered and unknown addresses (the form must not tell which exist), so success
// opens the sent modal, worded "if an account uses it"; a field error it sends shows under the input.
import { useLocale, useTranslations } from 'next-intl';
import { TextInput } from '@/components/ui/text-input';
import { Modal } from '@/components/ui/modal';
import { accountApi } from '@/lib/client/account';
import { passwordResetRequestSchema } from '@/lib/validation/account';
import { closeAccountModal, openAccountModal } from './account-modals';
import { FormFooter } from '@/components/forms/form-footer';
import { useAccountForm } from '@/components/forms/use-account-form';
import styles from './auth.module.css';

export function PasswordResetRequestModal({ email = '' }: { email?: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const form = useAccountForm(passwordResetRequestSchema, { email });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    const payload = form.validate(event);
    if (!payload) return;
    form.setPending(true);
    const result = await accountApi.requestPasswordReset(locale, payload);
    form.setPending(false);
    if (result.ok) openAccountModal({ kind: 'password-reset-sent', email: payload.email });
    else form.showFailure(result, ['email']);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) closeAccountModal();
      }}
      title={t('resetTitle')}
      description={t('resetText')}
      size="regular"
      onBack={() => openAccountModal({ kind: 'auth', tab: 'login' })}
    >
      <form method="post" className={styles.form} onSubmit={submit} noValidate>
        <TextInput {...form.field('email')} label={t('email')} type="email" autoComplete="email" inputMode="email" />
        <FormFooter form={form} label={t('resetSubmit')} errorClassName={styles.formError} submitClassName={`button ${styles.submit}`} />
      </form>
    </Modal>
  );
}

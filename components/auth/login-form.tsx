'use client';
// The login tab (docs/product/order-states.md, validation.md, errors.md): e-mail and password, a forgot-password link. A wrong
// e-mail or password (401, or a 422 from the server's own check) gets the one generic message,
// never a hint of which was wrong. Success: the user is known at once, the sign_in goal is
// pushed, the modal closes and the shopper goes to `next` or the cabinet.
import { useLocale, useTranslations } from 'next-intl';
import { TextInput } from '@/components/ui/text-input';
import { useRouter } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { accountApi } from '@/lib/client/account';
import { failureKind } from '@/lib/client/request';
import { AFTER_LOGIN_DEFAULT, safeLocalPath } from '@/lib/account/next-path';
import { pushAnalyticsEvent } from '@/lib/browser/analytics';
import { loginSchema } from '@/lib/validation/account';
import { closeAccountModal, openAccountModal } from './account-modals';
import { FormFooter } from '@/components/forms/form-footer';
import { useAccountForm } from '@/components/forms/use-account-form';
import { useUserCache } from './use-user-cache';
import styles from './auth.module.css';

export function LoginForm({ next }: { next?: string | null }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const userCache = useUserCache();
  const form = useAccountForm(loginSchema, { email: '', password: '' });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    const payload = form.validate(event);
    if (!payload) return;
    form.setPending(true);
    const result = await accountApi.login(locale, payload);
    form.setPending(false);
    if (result.ok) {
      await userCache.set(result.data.user);
      pushAnalyticsEvent('sign_in');
      closeAccountModal();
      // Checked here too, whoever opened the modal: a path of this site or the cabinet, never elsewhere.
      router.push(safeLocalPath(next, routing.locales, AFTER_LOGIN_DEFAULT));
      return;
    }
    const kind = failureKind(result);
    if (kind === 'unauthenticated' || kind === 'invalid') form.setFormError(t('invalidCredentials'));
    else form.showFailure(result, ['email', 'password']);
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <TextInput {...form.field('email')} label={t('email')} type="email" autoComplete="email" inputMode="email" />
      <TextInput {...form.field('password')} label={t('password')} type="password" autoComplete="current-password" />
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => openAccountModal({ kind: 'password-reset', email: form.values.email.trim() })}
      >
        {t('forgotPassword')}
      </button>
      <FormFooter form={form} label={t('loginSubmit')} errorClassName={styles.formError} submitClassName={`button ${styles.submit}`} />
    </form>
  );
}

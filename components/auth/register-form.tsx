'use client';
// The register tab (docs/product/order-states.md, validation.md): name, e-mail, password twice and the terms checkbox. The
// server's 422 texts show under their fields in the shopper's language ("E-mail já existe").
// Success: the user is signed in, the registration goal is pushed, and the registration-success
// modal replaces this one, asking to confirm the e-mail; with `next` (a guest who pressed Checkout)
// the shopper is taken there first, as a login would.
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { Link, useRouter } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { localNextPath } from '@/lib/account/next-path';
import { accountApi } from '@/lib/client/account';
import { pushAnalyticsEvent } from '@/lib/browser/analytics';
import { registerSchema } from '@/lib/validation/account';
import { openAccountModal } from './account-modals';
import { FormFooter } from '@/components/forms/form-footer';
import { useAccountForm } from '@/components/forms/use-account-form';
import { useUserCache } from './use-user-cache';
import styles from './auth.module.css';

const FIELDS = ['name', 'email', 'password', 'password_confirmation', 'terms'] as const;

const EMPTY: { name: string; email: string; password: string; password_confirmation: string; terms: boolean } = {
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  terms: false,
};

export function RegisterForm({ next }: { next?: string | null }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const userCache = useUserCache();
  const termsId = useId();
  const form = useAccountForm(registerSchema, EMPTY);
  const termsError = form.errorOf('terms');

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    const payload = form.validate(event);
    if (!payload) return;
    form.setPending(true);
    const result = await accountApi.register(locale, payload);
    form.setPending(false);
    if (result.ok) {
      await userCache.set(result.data.user);
      pushAnalyticsEvent('registration');
      const target = localNextPath(next, routing.locales);
      if (target) router.push(target);
      openAccountModal({ kind: 'registered', email: result.data.user.email });
      return;
    }
    form.showFailure(result, FIELDS);
  }

  // The documents open in a new tab, so the form keeps what was typed.
  const documentLink = (href: string) =>
    function DocumentLink(chunks: React.ReactNode) {
      return (
        <Link href={href} target="_blank" rel="noopener">
          {chunks}
        </Link>
      );
    };

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <TextInput {...form.field('name')} label={t('name')} autoComplete="nickname" hint={t('nameHint')} />
      <TextInput {...form.field('email')} label={t('email')} type="email" autoComplete="email" inputMode="email" />
      <TextInput {...form.field('password')} label={t('password')} type="password" autoComplete="new-password" hint={t('passwordHint')} />
      <TextInput {...form.field('password_confirmation')} label={t('passwordRepeat')} type="password" autoComplete="new-password" />
      <div className={styles.checkboxField}>
        <div className={styles.checkboxRow}>
          <input
            id={termsId}
            type="checkbox"
            name="terms"
            className={styles.checkbox}
            checked={form.values.terms}
            onChange={(event) => form.set('terms', event.target.checked)}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
          />
          <label htmlFor={termsId}>
            {t.rich('terms', {
              terms: documentLink('/terms-and-conditions'),
              privacy: documentLink('/privacy'),
              offer: documentLink('/contract-offer'),
            })}
          </label>
        </div>
        {termsError ? (
          <p id={`${termsId}-error`} className={styles.fieldError}>
            {termsError}
          </p>
        ) : null}
      </div>
      <FormFooter form={form} label={t('registerSubmit')} errorClassName={styles.formError} submitClassName={`button ${styles.submit}`} />
    </form>
  );
}

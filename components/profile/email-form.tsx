'use client';
// E-mail change (docs/product/order-states.md): the new address gets a confirmation link; the change happens when
// it is followed (?emailToken=), so success only says where to look.
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { NoticeModal } from '@/components/auth/notice-modal';
import { useAccountForm } from '@/components/forms/use-account-form';
import { TextInput } from '@/components/ui/text-input';
import { accountApi } from '@/lib/client/account';
import { emailUpdateSchema } from '@/lib/validation/account';
import styles from './profile.module.css';

export function EmailForm() {
  const t = useTranslations('Profile');
  const auth = useTranslations('Auth');
  const locale = useLocale();
  const titleId = useId();
  const form = useAccountForm(emailUpdateSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    const payload = form.validate(event);
    if (!payload) return;
    form.setPending(true);
    const result = await accountApi.updateEmail(locale, payload);
    form.setPending(false);
    if (result.ok) {
      form.reset();
      setSentTo(payload.email);
    } else form.showFailure(result, ['email']);
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.formTitle}>
        {t('emailTitle')}
      </h3>
      <TextInput {...form.field('email')} label={t('newEmail')} type="email" autoComplete="email" inputMode="email" />
      <FormFooter form={form} label={t('changeEmail')} errorClassName={styles.formError} />
      {sentTo ? (
        <NoticeModal title={t('emailSentTitle')} text={<p>{t('emailSentText', { email: sentTo })}</p>} tone="success" onClose={() => setSentTo(null)}>
          <button type="button" className="button" onClick={() => setSentTo(null)}>
            {auth('ok')}
          </button>
        </NoticeModal>
      ) : null}
    </form>
  );
}

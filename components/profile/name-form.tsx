'use client';
// Name change (PATCH /profile/name-update, docs/product/provider-calls.md): the new name under the registration rules;
// a failure shows the server's message or "Something went wrong" (docs/product/errors.md).
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { useAccountForm } from '@/components/forms/use-account-form';
import { useUserCache } from '@/components/auth/use-user-cache';
import { TextInput } from '@/components/ui/text-input';
import { accountApi } from '@/lib/client/account';
import type { User } from '@/lib/types/account';
import { nameUpdateSchema } from '@/lib/validation/account';
import styles from './profile.module.css';

export function NameForm({ user }: { user: User }) {
  const t = useTranslations('Profile');
  const auth = useTranslations('Auth');
  const locale = useLocale();
  const titleId = useId();
  const userCache = useUserCache();
  const form = useAccountForm(nameUpdateSchema, { name: user.name });
  const [saved, setSaved] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    setSaved(false);
    const payload = form.validate(event);
    if (!payload) return;
    form.setPending(true);
    const result = await accountApi.updateName(locale, payload);
    form.setPending(false);
    if (result.ok) {
      await userCache.set(result.data.user);
      setSaved(true);
    } else form.showFailure(result, ['name']);
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.formTitle}>
        {t('nameTitle')}
      </h3>
      <TextInput
        {...form.field('name')}
        label={auth('name')}
        autoComplete="nickname"
        onValueChange={(value) => {
          setSaved(false);
          form.set('name', value);
        }}
        hint={auth('nameHint')}
      />
      <FormFooter
        form={form}
        label={t('saveName')}
        errorClassName={styles.formError}
        status={
          <p role="status" className={styles.saved}>
            {saved ? t('nameSaved') : ''}
          </p>
        }
      />
    </form>
  );
}

'use client';
// Connects the page's wishlist (lib/wishlist/wish-store.ts) to who is signed in, once per page,
// from the layout: a guest's hearts read the browser's list, a signed-in shopper's the account's,
// and a login adds the guest's list to the account (like the guest basket). Renders nothing; tells
// in the toast when the account's list was too full to take the guest's.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect } from 'react';
import { revalidateUser, useUser } from '@/components/auth/use-user';
import { showToast } from '@/components/ui/toast-store';
import { wishStore } from '@/lib/wishlist/wish-store';

export function WishlistHost() {
  const locale = useLocale();
  const t = useTranslations('Wishlist');
  const { user } = useUser();
  const userId = user ? user.id : null;
  const known = user !== undefined;

  useLayoutEffect(() => {
    wishStore.setLocale(locale);
  }, [locale]);
  useLayoutEffect(() => {
    wishStore.setAccount(userId !== null ? { kind: 'signed-in', userId } : known ? { kind: 'guest' } : { kind: 'unknown' });
  }, [userId, known]);
  useEffect(
    () =>
      wishStore.connect({
        sessionEnded: () => void revalidateUser(),
        mergeFull: () => showToast({ message: t('mergeFull') }),
      }),
    [t],
  );
  return null;
}

'use client';
// Connects the page's basket store to who is signed in, once per page, from the layout: the user
// check (useUser) switches the store between the guest and the server basket, which is loaded when
// a shopper is known to be signed in, again when the window regains focus (with the user's check;
// the store sends its queue first) and when the store asks for it. In the first load, so the count
// and the buy buttons work at once; the panel has its own host (basket-panel-host.tsx), which waits
// until after the first paint.
// Products the login merge dropped are also announced in the toast, with a way to the basket.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect } from 'react';
import { onUserFocusCheck, revalidateUser, useUser } from '@/components/auth/use-user';
import { showToast } from '@/components/ui/toast-store';
import { basketStore, type BasketAccount } from '@/lib/basket/basket-store';
import { formatList } from '@/lib/i18n/format';
import { openBasketPanel } from './basket-panel-state';
import { useBasket } from './use-basket';

export function BasketSync() {
  const locale = useLocale();
  const user = useUser();
  const account: BasketAccount =
    user.user ? { kind: 'signed-in', userId: user.user.id } : user.user === null ? { kind: 'guest' } : { kind: 'unknown' };
  const userId = account.kind === 'signed-in' ? account.userId : null;

  // Before the load below, so that it already finds the store signed in.
  useLayoutEffect(() => {
    basketStore.setLocale(locale);
  }, [locale]);
  useLayoutEffect(() => {
    basketStore.setAccount(userId !== null ? { kind: 'signed-in', userId } : { kind: account.kind === 'guest' ? 'guest' : 'unknown' });
  }, [userId, account.kind]);

  useEffect(() => {
    // A failed load is the store's to show (its problem and "try again"); nothing to catch here.
    const load = userId === null ? null : () => void basketStore.loadServerBasket(userId).catch(() => undefined);
    load?.();
    const stopFollowingFocus = load ? onUserFocusCheck(load) : null;
    const disconnect = basketStore.connect({ reload: () => load?.(), sessionEnded: () => void revalidateUser() });
    return () => {
      stopFollowingFocus?.();
      disconnect();
    };
  }, [userId]);

  const t = useTranslations('Basket');
  const { mergeDropped } = useBasket();
  useEffect(() => {
    if (mergeDropped.length === 0) return;
    showToast({
      message: t('mergeDropped', { count: mergeDropped.length, names: formatList(mergeDropped, locale) }),
      action: { label: t('openCart'), onAction: openBasketPanel },
    });
  }, [mergeDropped, t, locale]);
  return null;
}

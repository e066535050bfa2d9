'use client';
// Connects the page's basket store to who is signed in, once per page, from the layout: the user
// check (useUser) switches the store between the guest and the server basket, and SWR loads the server
// basket (again when the window regains focus; the store sends its queue first). In the first load,
// so the count and the buy buttons work at once; the panel has its own host (basket-panel-host.tsx),
// which waits until after the first paint.
// Products the login merge dropped are also announced in the toast, with a way to the basket.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect } from 'react';
import useSWR from 'swr';
import { useUser, useUserCache } from '@/components/auth/use-user';
import { showToast } from '@/components/ui/toast-store';
import { basketStore, type BasketAccount } from '@/lib/basket/basket-store';
import { formatList } from '@/lib/format';
import { openBasketPanel } from './basket-panel-state';
import { useBasket } from './use-basket';

/** The SWR key of the signed-in shopper's basket. */
export const BASKET_KEY = '/api/basket';

export function BasketSync() {
  const locale = useLocale();
  const user = useUser();
  const account: BasketAccount =
    user.user ? { kind: 'signed-in', userId: user.user.id } : user.user === null ? { kind: 'guest' } : { kind: 'unknown' };
  const userId = account.kind === 'signed-in' ? account.userId : null;
  const userCache = useUserCache();

  // Before SWR's own effects below, so its first load already finds the store signed in.
  useLayoutEffect(() => {
    basketStore.setLocale(locale);
  }, [locale]);
  useLayoutEffect(() => {
    basketStore.setAccount(userId !== null ? { kind: 'signed-in', userId } : { kind: account.kind === 'guest' ? 'guest' : 'unknown' });
  }, [userId, account.kind]);

  const { mutate } = useSWR(userId !== null ? [BASKET_KEY, userId] : null, ([, id]: [string, number]) => basketStore.loadServerBasket(id), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });

  useEffect(
    () =>
      basketStore.connect({
        reload: () => void mutate(),
        sessionEnded: () => void userCache.revalidate(),
      }),
    [mutate, userCache],
  );

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

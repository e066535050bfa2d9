'use client';
// Writers of who is signed in (use-user.ts) for the forms and screens that change it: after a login,
// a profile change, a payment, or a logout, which also forgets what the account pages fetched for
// the account through SWR. Only code that loads on first use imports this (SWR stays out of the
// catalogue pages' first load).
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { User } from '@/lib/types/account';
import { clearUser, revalidateUser, setUser, USER_KEY } from './use-user';

export function useUserCache() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      /** The user the BFF just answered with (login, register, name change). */
      set: (user: User) => setUser(user),
      /** Ask the BFF again (after a change that the answer did not carry). */
      revalidate: () => revalidateUser(),
      /** Logout: the visitor is a guest now, and nothing fetched for the account is kept. */
      clear: async () => {
        await clearUser();
        await mutate((key) => typeof key === 'string' && key !== USER_KEY && /^\/api\/(user|profile)\b/.test(key), undefined, {
          revalidate: false,
        });
      },
    }),
    [mutate],
  );
}

'use client';
// Who is signed in, asked of the BFF (GET /api/user) and kept only in SWR's memory: the session
// itself is an httpOnly cookie, so nothing about the user is written to localStorage. Checked
// again when the window regains focus and on every page load (SPEC.md §4).
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { currentUser } from '@/lib/client/user';
import { ApiRequestError } from '@/lib/client/request';
import type { User } from '@/lib/types/account';

/** One SWR key for the user whatever the language: messages are all that the locale changes. */
export const USER_KEY = '/api/user';
/** The cabinet's own reading of the balance; a payment revalidates it with the user. */
export const BALANCE_KEY = '/api/user/balance';

export type UserState =
  | { status: 'loading'; user: undefined }
  | { status: 'guest'; user: null }
  | { status: 'signed-in'; user: User }
  /** The check itself failed (offline, shop down): the last known user, if any, is kept. */
  | { status: 'error'; user: User | null | undefined };

async function fetchUser(locale: string): Promise<User | null> {
  const result = await currentUser(locale);
  // A guest is a 200 with `user: null` (no failing request in the console); a 401 still means
  // nobody, from a server deployed before that answer.
  if (result.ok) return result.data.user ?? null;
  if (result.status === 401) return null;
  throw new ApiRequestError(result);
}

/** `knownUser`: what a server-rendered page already knows, shown until the BFF answers. */
export function useUser(knownUser?: User): UserState & { refresh: () => Promise<unknown> } {
  const locale = useLocale();
  const { data, error, mutate } = useSWR<User | null>(USER_KEY, () => fetchUser(locale), {
    revalidateOnFocus: true,
    revalidateOnMount: true,
    shouldRetryOnError: false,
    fallbackData: knownUser,
  });
  const refresh = () => mutate();
  if (error && data === undefined) return { status: 'error', user: undefined, refresh };
  if (data === undefined) return { status: 'loading', user: undefined, refresh };
  if (data === null) return { status: 'guest', user: null, refresh };
  if (error) return { status: 'error', user: data, refresh };
  return { status: 'signed-in', user: data, refresh };
}

/** Writers of the user's state: after login, a profile change, or logout. */
export function useUserCache() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      /** The user the BFF just answered with (login, register, name change). */
      set: (user: User) => mutate(USER_KEY, user, { revalidate: false }),
      /** Ask the BFF again (after a change that the answer did not carry). */
      revalidate: () => mutate(USER_KEY),
      /** Logout: the visitor is a guest now, and nothing fetched for the account is kept. */
      clear: async () => {
        await mutate(USER_KEY, null, { revalidate: false });
        await mutate((key) => typeof key === 'string' && key !== USER_KEY && /^\/api\/(user|profile)\b/.test(key), undefined, {
          revalidate: false,
        });
      },
    }),
    [mutate],
  );
}

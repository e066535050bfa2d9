'use client';
// The user of a private page (/profile). A guest, or a session found expired when the window
// regains focus, is sent to the home page with the login modal open, coming back here after
// login (docs/accounts-contract.md "Screens"). Logging out on purpose calls leave() first, so the
// shopper lands on the plain home page instead.
import { useEffect, useRef } from 'react';
import { useRouter } from '@/i18n/navigation';
import type { User } from '@/lib/types/account';
import { useUser } from './use-user';

export function loginRedirectPath(next: string): string {
  return `/?${new URLSearchParams({ auth: 'login', next })}`;
}

export function usePrivateUser(path: string, knownUser?: User) {
  const state = useUser(knownUser);
  const router = useRouter();
  const leaving = useRef(false);

  useEffect(() => {
    if (state.status === 'guest' && !leaving.current) router.replace(loginRedirectPath(path));
  }, [state.status, router, path]);

  return {
    ...state,
    leave: () => {
      leaving.current = true;
    },
  };
}

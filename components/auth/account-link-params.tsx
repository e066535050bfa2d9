'use client';
// Opens what the URL's account parameters ask for (lib/account/link-params.ts) and removes them
// from the address. Rendered by the layout inside <Suspense>: reading the query makes only this
// island client-rendered, so the pages around it stay static.
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { readAccountParams } from '@/lib/account/link-params';
import { samePagePath } from '@/lib/account/next-path';
import { openAccountModal } from './account-modals';

export function AccountLinkParams() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  // The query last acted on: an effect run twice (React's strict mode) must not open it twice.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const query = params.toString();
    if (handled.current === query) return;
    handled.current = query;
    const found = readAccountParams(new URLSearchParams(query), routing.locales);
    if (!found) return;
    // An e-mail link wins over a login prompt: its token is what the shopper came for.
    if (found.link) openAccountModal({ kind: 'link', ...found.link });
    else if (found.auth) openAccountModal({ kind: 'auth', tab: found.auth.tab, next: found.auth.next });
    const path = samePagePath(pathname);
    router.replace(found.rest ? `${path}?${found.rest}` : path, { scroll: false });
  }, [params, pathname, router]);

  return null;
}

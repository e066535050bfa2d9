// A route segment's messages (server component): the namespaces its client components read beyond
// the layout's (lib/i18n/client-namespaces.ts), added to the layout's provider for its children, so the
// page's RSC payload carries these once and no other.
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickNamespaces } from '@/lib/i18n/client-namespaces';
import { MoreMessages } from './more-messages';

export async function ClientMessages({ locale, namespaces, children }: { locale: string; namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return <MoreMessages messages={pickNamespaces(messages, namespaces)}>{children}</MoreMessages>;
}

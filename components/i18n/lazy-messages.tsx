'use client';
// Messages for an island that loads on first use (a modal, the basket panel): the page's payload
// carries only what its own islands read (lib/client-namespaces.ts), so such an island brings its
// language's messages with its code. Where the page's provider already holds the namespaces (the
// checkout, unit tests), nothing is loaded. Suspends while loading: render inside <Suspense>.
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { use, type ReactNode } from 'react';
import { hasNamespaces } from '@/lib/client-namespaces';

type Loader = () => Promise<{ default: AbstractIntlMessages }>;

const LOADERS: Record<string, Loader> & { en: Loader } = {
  'pt-BR': () => import('@/messages/pt-BR.json'),
  en: () => import('@/messages/en.json'),
  ru: () => import('@/messages/ru.json'),
  hi: () => import('@/messages/hi.json'),
};

const loaded = new Map<string, Promise<AbstractIntlMessages>>();

/** The messages of `locale`, loaded once per page (a failed load is tried again on the next open). */
function localeMessages(locale: string): Promise<AbstractIntlMessages> {
  let promise = loaded.get(locale);
  if (!promise) {
    const load = LOADERS[locale] ?? LOADERS.en;
    promise = load().then((module) => module.default);
    promise.catch(() => loaded.delete(locale));
    loaded.set(locale, promise);
  }
  return promise;
}

/** Starts loading the page language's messages ahead of an island's first render (on hover or press). */
export function preloadMessages(locale: string): void {
  void localeMessages(locale).catch(() => undefined);
}

export function LazyMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = useMessages();
  if (hasNamespaces(messages, namespaces)) return children;
  return <LoadedMessages>{children}</LoadedMessages>;
}

function LoadedMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const messages = use(localeMessages(locale));
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

'use client';
// Messages for an island that loads on first use (a modal, the basket panel): the page's payload
// carries only what its own islands read (lib/i18n/client-namespaces.ts), so such an island brings its
// language's messages with its code. Where the page's provider already holds the namespaces (the
// checkout, unit tests), nothing is loaded. Suspends while loading: render inside <Suspense>.
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { use, type ReactNode } from 'react';
import { hasNamespaces } from '@/lib/i18n/client-namespaces';

type Loader = () => Promise<{ default: AbstractIntlMessages }>;

const LOADERS: Record<string, Loader> & { en: Loader } = {
  'pt-BR': () => import('@/messages/pt-BR.json'),
  en: () => import('@/messages/en.json'),
  ru: () => import('@/messages/ru.json'),
  hi: () => import('@/messages/hi.json'),
};

const loaded = new Map<string, { promise: Promise<AbstractIntlMessages>; failed: boolean }>();

/**
 * The messages of `locale`, loaded once per page. A failed load stays failed for the render that
 * reads it (so the island's boundary sees the error: dropping it there would have React's `use`
 * start a new load on every retry, endlessly), and is tried again by the next preload (hover,
 * press or open of an island).
 */
function localeMessages(locale: string, { retryFailed = false } = {}): Promise<AbstractIntlMessages> {
  const entry = loaded.get(locale);
  if (entry && !(retryFailed && entry.failed)) return entry.promise;
  const load = LOADERS[locale] ?? LOADERS.en;
  const fresh = { promise: load().then((module) => module.default), failed: false };
  fresh.promise.catch(() => {
    fresh.failed = true;
  });
  loaded.set(locale, fresh);
  return fresh.promise;
}

/** Starts loading the page language's messages ahead of an island's first render (on hover or press). */
export function preloadMessages(locale: string): void {
  void localeMessages(locale, { retryFailed: true }).catch(() => undefined);
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

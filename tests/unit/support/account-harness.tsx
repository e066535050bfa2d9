// What the account screens' tests share: rendering with messages and a fresh SWR cache, the
// account modal host without next/dynamic, and a fetch that answers like the BFF would.
import { act, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { closeAccountModal, useAccountModal } from '@/components/auth/account-modals';
import { AccountModalContent } from '@/components/auth/account-modal-content';
import { allMessages } from './render';

/** The host of the layout, with its content imported directly. */
export function TestModalHost() {
  const modal = useAccountModal();
  return modal ? <AccountModalContent modal={modal} /> : null;
}

export function renderAccount(ui: ReactElement, locale: keyof typeof allMessages = 'en', { host = true } = {}) {
  return render(
    <NextIntlClientProvider locale={locale} messages={allMessages[locale]}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, focusThrottleInterval: 0 }}>
        {ui}
        {host ? <TestModalHost /> : null}
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

export interface BffCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | 'offline';
type Handler = (call: BffCall) => Answer | Promise<Answer>;

/**
 * Installs a fetch that answers "METHOD /path" from the routes given (the query is passed to the
 * handler); anything else is a 404. Returns the calls made, in order.
 */
export function mockBff(routes: Record<string, Answer | Handler>): BffCall[] {
  const calls: BffCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: BffCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { message: 'Not found.' } });
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => answer.body ?? null,
    } as Response;
  }) as typeof fetch;
  return calls;
}

export const user = { id: 7, email: 'ana@example.com', name: 'Ana2024', verified: true, balance: 1234 };

export function resetAccountState() {
  act(() => closeAccountModal());
  delete window.dataLayer;
}

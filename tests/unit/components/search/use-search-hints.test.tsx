// The navbar's hints hook without SWR: one request per query after the debounce, a query typed back
// shows its kept answer without asking again, the previous hints stay while the next ones load, and
// a failed answer is told as failed.
import { act, renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { forgetSearchHints, useSearchHints } from '@/components/search/use-search-hints';
import { SEARCH_DEBOUNCE_MS } from '@/lib/search/input-rules';
import type { SearchHints } from '@/lib/types/catalogue';
import { allMessages } from '../../support/render';

const hintsFor = (q: string): SearchHints => ({ byName: [{ id: q.length, name: q, cover_path: '/media/covers/1.svg', price: 100 }], byArticle: [] });

let asked: string[];
let failing: Set<string>;
let held: Map<string, () => void>;
beforeEach(() => {
  jest.useFakeTimers();
  forgetSearchHints();
  asked = [];
  failing = new Set();
  held = new Map();
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    const q = new URL(String(url), 'http://localhost').searchParams.get('q')!;
    asked.push(q);
    if (held.has(q)) await new Promise<void>((resolve) => held.set(q, resolve));
    return failing.has(q)
      ? ({ ok: false, status: 503, json: async () => ({ message: 'down' }) } as Response)
      : ({ ok: true, status: 200, json: async () => hintsFor(q) } as Response);
  }) as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={allMessages.en}>
    {children}
  </NextIntlClientProvider>
);

async function settle() {
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
  await act(async () => undefined);
}

it('asks once per query and shows a query typed back from what it kept', async () => {
  const { result, rerender } = renderHook(({ text }) => useSearchHints(text), { wrapper, initialProps: { text: 'steam' } });
  await settle();
  expect(result.current.hints).toEqual(hintsFor('steam'));
  rerender({ text: 'xbox' });
  await settle();
  expect(result.current.hints).toEqual(hintsFor('xbox'));
  rerender({ text: 'steam' });
  await settle();
  expect(result.current.hints).toEqual(hintsFor('steam'));
  expect(asked).toEqual(['steam', 'xbox']);
});

it('keeps the previous hints while the next load, and tells a failure', async () => {
  const { result, rerender } = renderHook(({ text }) => useSearchHints(text), { wrapper, initialProps: { text: 'steam' } });
  await settle();
  held.set('psn', () => undefined);
  rerender({ text: 'psn' });
  await settle();
  expect(result.current.loading).toBe(true);
  expect(result.current.hints).toEqual(hintsFor('steam'));
  failing.add('psn');
  await act(async () => held.get('psn')!());
  await act(async () => undefined);
  expect(result.current.failed).toBe(true);
  expect(result.current.loading).toBe(false);
});

// The layout's islands that wait until after the first paint (the bottom notices, the modal and
// basket panel hosts, the query's readers): none of them is there at first render; they load when
// the browser is first idle or at the visitor's first press, key or focus, whichever comes first; a
// chunk gone after a deploy reloads the page, and any other failure is tried again at the next
// interaction.
import { act, fireEvent, screen } from '@testing-library/react';
import { deferredChunk, IDLE_TIMEOUT_MS, LaterIslands } from '@/components/layout/later-islands';
import { page } from '@/lib/browser/chunk-reload';
import { allMessages, renderWithIntl } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }));

const chunkGone = () => new Error('Failed to load chunk /_next/static/chunks/0f3a1c.js from module 81234');
const Islands = () => <p>islands</p>;

/** requestIdleCallback that runs only when `idle.run()` is called. */
function controlledIdle() {
  const waiting: { callback: IdleRequestCallback; options?: IdleRequestOptions }[] = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    waiting.push({ callback, options });
    return waiting.length;
  });
  window.cancelIdleCallback = jest.fn();
  return {
    waiting,
    run: () => act(() => waiting.splice(0).forEach(({ callback }) => callback({ didTimeout: false, timeRemaining: () => 50 }))),
  };
}

function renderIslands() {
  return renderWithIntl(<LaterIslands offerTexts={null} categories={[]} localRate={null} />);
}

let reload: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

it('renders nothing at first, then the islands once the browser is idle (the cookie banner among them)', async () => {
  const idle = controlledIdle();
  renderIslands();
  const banner = () => screen.queryByRole('region', { name: allMessages.en.Cookie.title });
  expect(banner()).not.toBeInTheDocument();
  expect(idle.waiting[0]?.options).toEqual({ timeout: IDLE_TIMEOUT_MS });
  idle.run();
  expect(await screen.findByRole('region', { name: allMessages.en.Cookie.title })).toBeInTheDocument();
});

it('loads at the first press, before the browser is idle, and only once', async () => {
  controlledIdle();
  const load = jest.spyOn(deferredChunk, 'load').mockResolvedValue(Islands);
  renderIslands();
  expect(load).not.toHaveBeenCalled();
  fireEvent.pointerDown(document.body);
  fireEvent.keyDown(document.body, { key: 'Tab' });
  expect(await screen.findByText('islands')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(window.cancelIdleCallback).toHaveBeenCalled();
});

it('reloads the page when the chunk is gone after a deploy', async () => {
  const idle = controlledIdle();
  jest.spyOn(deferredChunk, 'load').mockRejectedValue(chunkGone());
  renderIslands();
  idle.run();
  await act(async () => {});
  expect(reload).toHaveBeenCalledTimes(1);
});

it('tries again at the next interaction when the load failed otherwise', async () => {
  const idle = controlledIdle();
  const load = jest.spyOn(deferredChunk, 'load').mockRejectedValueOnce(new TypeError('network down')).mockResolvedValue(Islands);
  renderIslands();
  idle.run();
  await act(async () => {});
  expect(screen.queryByText('islands')).not.toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
  fireEvent.focusIn(document.body);
  expect(await screen.findByText('islands')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

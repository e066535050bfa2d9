// A tab opened before a deploy loads an island's chunk that the server may no longer have: the
// island's boundary reloads the page (once in a while, never in a loop), and any other failure
// offers a reload in a toast instead of leaving a dead island or the page's error screen.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { islandContent, LazyIsland } from '@/components/i18n/lazy-island';
import { ToastHost } from '@/components/ui/toast';
import { dismissToast } from '@/components/ui/toast-store';
import { isChunkLoadError, page, reloadForFailedChunk, RELOAD_PAUSE_MS } from '@/lib/browser/chunk-reload';
import en from '@/messages/en.json';
import { renderWithIntl } from '../../support/render';

// The app router's next/dynamic (React.lazy: a failed load throws to the nearest boundary), which
// the build uses for client components; jest would otherwise get the pages router's loadable.
jest.mock('next/dynamic', () => jest.requireActual('next/dist/shared/lib/app-dynamic'));

// What Turbopack's chunk loader throws for a chunk the server answers 404.
const chunkGone = () => new Error('Failed to load chunk /_next/static/chunks/0f3a1c.js from module 81234');

function renderIsland(load: () => Promise<() => React.ReactElement>) {
  const content = islandContent(load);
  return renderWithIntl(
    <>
      <LazyIsland show load={content.load}>
        <content.Component />
      </LazyIsland>
      <ToastHost />
    </>,
  );
}

let reload: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
  // React reports errors a boundary caught; they are the point of these tests.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => dismissToast());
  jest.restoreAllMocks();
});

it('reloads the page when the island’s chunk is gone', async () => {
  renderIsland(() => Promise.reject(chunkGone()));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('button', { name: en.Errors.retry })).not.toBeInTheDocument();
});

it('offers a reload instead of reloading again when the chunk fails right after a reload', async () => {
  window.sessionStorage.setItem('storefront.chunk-reload-at', String(Date.now()));
  renderIsland(() => Promise.reject(chunkGone()));
  const retry = await screen.findByRole('button', { name: en.Errors.retry });
  expect(screen.getByText(en.Errors.unexpectedText)).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
  await userEvent.click(retry);
  expect(reload).toHaveBeenCalledTimes(1);
});

it('offers a reload, without reloading by itself, when the island fails otherwise', async () => {
  renderIsland(() =>
    Promise.resolve(() => {
      throw new TypeError('x is undefined');
    }),
  );
  expect(await screen.findByRole('button', { name: en.Errors.retry })).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
});

it('renders the island when its chunk loads', async () => {
  renderIsland(() => Promise.resolve(() => <p>basket panel</p>));
  expect(await screen.findByText('basket panel')).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
});

describe('isChunkLoadError', () => {
  it.each([
    ['Turbopack', chunkGone()],
    ['webpack', Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' })],
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://shop.example/_next/static/chunks/a.js')],
    ['Firefox', new TypeError('error loading dynamically imported module')],
    ['Safari', new TypeError('Importing a module script failed.')],
  ])('knows %s’s error', (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([[new TypeError('x is undefined')], ['Failed to load chunk'], [null]])('is false for %p', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadForFailedChunk', () => {
  function environment(now: number, stored: Record<string, string> = {}) {
    const storage = { getItem: (key: string) => stored[key] ?? null, setItem: (key: string, value: string) => void (stored[key] = value) };
    const reloads = { count: 0 };
    return { run: () => reloadForFailedChunk(() => ({ storage, reload: () => void reloads.count++, now })), reloads, stored };
  }

  it('reloads again once the pause has passed', () => {
    const stored: Record<string, string> = {};
    expect(environment(1_000_000, stored).run()).toBe(true);
    expect(environment(1_000_000 + RELOAD_PAUSE_MS - 1, stored).run()).toBe(false);
    const later = environment(1_000_000 + RELOAD_PAUSE_MS, stored);
    expect(later.run()).toBe(true);
    expect(later.reloads.count).toBe(1);
  });

  it('does not reload when sessionStorage cannot be used', () => {
    const reloads = { count: 0 };
    const blocked = () => ({
      storage: {
        getItem: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
        setItem: () => undefined,
      },
      reload: () => void reloads.count++,
      now: 1,
    });
    expect(reloadForFailedChunk(blocked)).toBe(false);
    expect(reloads.count).toBe(0);
  });
});

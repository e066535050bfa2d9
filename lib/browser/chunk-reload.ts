// A tab opened before a deploy runs the old build's code: a chunk it loads on first use may be gone
// from the server (a build older than the static files the deploy keeps, scripts/lib/static-history.mjs).
// The page is then loaded again, which brings the new build's code; the basket lives in
// localStorage or on the server, so nothing the shopper chose is lost. At most one such reload per
// RELOAD_PAUSE_MS, remembered in sessionStorage, so a chunk that keeps failing cannot loop.

const RELOADED_AT_KEY = 'storefront.chunk-reload-at';
export const RELOAD_PAUSE_MS = 30_000;

/** True for the errors of a script chunk that could not be loaded (webpack, Turbopack, browsers' import()). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Loading chunk|Failed to load chunk|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    error.message,
  );
}

interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: number;
}

/** The page's reload, as an object so unit tests can watch it (jsdom cannot navigate). */
export const page = {
  reload(): void {
    window.location.reload();
  },
};

function browserEnvironment(): ReloadEnvironment {
  return { storage: window.sessionStorage, reload: () => page.reload(), now: Date.now() };
}

/**
 * Loads the page again after a failed chunk, unless it did so less than RELOAD_PAUSE_MS ago (or
 * sessionStorage is unusable, so a loop could not be told). True when the page is being reloaded.
 */
export function reloadForFailedChunk(environment: () => ReloadEnvironment = browserEnvironment): boolean {
  try {
    const { storage, reload, now } = environment();
    const last = Number(storage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < RELOAD_PAUSE_MS) return false;
    storage.setItem(RELOADED_AT_KEY, String(now));
    reload();
    return true;
  } catch {
    return false;
  }
}

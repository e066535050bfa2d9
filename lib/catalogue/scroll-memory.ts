// Scroll positions of category pages (docs/product/screens-and-routes.md): every navigation starts at the top, except that
// moving from one category page to another returns to where the shopper left the second one.

export const SCROLL_STORAGE_KEY = 'category-scroll';
const MAX_ENTRIES = 50;

export function isCategoryPath(path: string): boolean {
  return /^\/category\/[^/]+$/.test(path);
}

/** Where to scroll on arriving at `to` from `from`: a saved position, or null for the top. */
export function restoredScroll(from: string | null, to: string, saved: Record<string, number>): number | null {
  if (!from || from === to || !isCategoryPath(from) || !isCategoryPath(to)) return null;
  const position = saved[to];
  return typeof position === 'number' && Number.isFinite(position) && position > 0 ? position : null;
}

export function readSaved(raw: string | null): Record<string, number> {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, position]) => typeof position === 'number'));
  } catch {
    return {};
  }
}

/** Remembers a category page's position, keeping the newest MAX_ENTRIES. */
export function withSaved(saved: Record<string, number>, path: string, position: number): Record<string, number> {
  const next = { ...saved };
  delete next[path];
  next[path] = Math.max(0, Math.round(position));
  const keys = Object.keys(next);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete next[key];
  return next;
}

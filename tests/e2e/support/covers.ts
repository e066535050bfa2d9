// A product's cover as the page shows it: from its /media URL, or, for the first screen's covers of a
// page served from the cache, written into the page as a data: URI (lib/server/inline-first-covers.mjs).
import type { APIRequestContext, Locator } from '@playwright/test';

/** The cover images of a part of the page, linked or inline. */
export const COVER_IMAGES = 'img[src^="/media/covers/"], img[src^="data:image/svg+xml,"]';

const DATA_URI = 'data:image/svg+xml,';

/** The SVG drawing `cover` shows, whichever way it came. */
export async function coverDrawing(request: APIRequestContext, cover: Locator): Promise<string> {
  const src = (await cover.getAttribute('src')) ?? '';
  if (src.startsWith(DATA_URI)) return decodeURIComponent(src.slice(DATA_URI.length));
  return (await request.get(src)).text();
}

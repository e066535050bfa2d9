// The provider's cover drawings as the page cache reads them (cache-handler.mjs, which writes a
// stored page's first covers into its HTML: lib/server/inline-first-covers.mjs). Plain JavaScript,
// as the page cache is loaded outside the bundler, so not through ProviderCall: one GET of the same
// /media path app/media serves, with the platform's own fetch (the framework's, called while a page
// is stored, would take the read for the page's own data: caching it, or marking a static page
// dynamic).
import { providerBaseUrl } from './base-url.mjs';

// How long a page being stored waits for one cover: the provider answers in milliseconds; a slow one
// leaves the page with the cover's URL rather than holding the write.
const COVER_READ_TIMEOUT_MS = 2000;

/**
 * Reads a cover from the provider by its storefront path (`/media/…`): its text when the answer is
 * a 200 SVG of at most `maxBytes`, else null; rejects when the provider cannot be reached in time.
 */
export function providerCoverReader(maxBytes, env = process.env) {
  return async (path) => {
    const plainFetch = globalThis.fetch._nextOriginalFetch ?? globalThis.fetch;
    const response = await plainFetch(`${providerBaseUrl(env)}${path}`, { signal: AbortSignal.timeout(COVER_READ_TIMEOUT_MS) });
    const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (!response.ok || type !== 'image/svg+xml' || !response.body) {
      await response.body?.cancel();
      return null;
    }
    // Read no further than the maximum, whatever the answer says of its length.
    const chunks = [];
    let bytes = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) {
        await response.body.cancel().catch(() => {});
        return null;
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  };
}

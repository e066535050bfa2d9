// A page's first cover inside its HTML: the provider's SVG as a data: URI, so the largest paint of a
// listing or a product page needs no request of its own and appears with the page's first paint.
// Fetched on the server with the page's data and cached like the /media route's answers (a day,
// dropped with the `media` tag); the page's cached HTML keeps the URI it was rendered with.
//
// The provider's answer is untrusted. Only an <img src> ever carries it (an image runs no script and
// loads nothing), never markup in the page; and only an answer that is an SVG (image/svg+xml), up
// to INLINE_COVER_MAX_BYTES, valid UTF-8 and starting with an <svg> or XML prologue, becomes a URI.
// Anything else (an error, a timeout, another type, a larger file, an absolute URL) keeps the
// cover's /media URL, which the browser fetches as before.
import 'server-only';
import { CACHE_POLICIES } from '@/lib/cache';
import { mediaPathSegments } from '@/lib/media-path';
import { providerBaseUrl, providerTimeoutMs } from './config';
import { traceHeaders } from './trace-headers';

/**
 * Largest SVG inlined, in bytes. The seeded covers weigh 4–15 KB (text drawn as outlines); the page
 * carries an inlined cover twice (its HTML and the payload the browser hydrates from), so a larger
 * one costs more first-paint bytes than its own request would.
 */
export const INLINE_COVER_MAX_BYTES = 20 * 1024;

/** The longest a page waits for its cover before it keeps the URL (the page's data came already). */
const INLINE_COVER_TIMEOUT_MS = 2000;

const SVG_START = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/;

/** One character as UTF-8 percent-escapes (encodeURIComponent leaves `'` as it is). */
function percentEncode(ch: string): string {
  const code = ch.codePointAt(0)!;
  return code < 0x80 ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(ch);
}

/**
 * The data: URI of an SVG document's text, percent-encoding only what a URL or the HTML attribute
 * and JSON around it would change or escape more dearly: controls (a URL parser drops tabs and line
 * breaks), `%`, `#` (a fragment), quotes, `&`, `<`, `>` and everything beyond ASCII. Smaller than
 * base64 and compressed far better.
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[\0-\x1F\x7F"#%&'<>]|[^\0-\x7F]/gu, percentEncode)}`;
}

/**
 * The URI of an SVG answer's bytes, or null when they are not one to inline: too large, not UTF-8,
 * or not an SVG document.
 */
export function inlineSvgFromBytes(bytes: Uint8Array): string | null {
  if (bytes.byteLength === 0 || bytes.byteLength > INLINE_COVER_MAX_BYTES) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return SVG_START.test(text) ? svgDataUri(text.replace(/^\uFEFF/, '')) : null;
}

/** Reads a body up to `limit` bytes; null (and the rest cancelled) when it is longer. */
async function readAtMost(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The src of a page's first cover: its SVG as a data: URI when the provider gives one that passes the
 * checks above, else `coverUrl` itself. Never throws.
 */
export async function inlineCoverSrc(coverUrl: string): Promise<string> {
  const segments = mediaPathSegments(coverUrl);
  if (!segments) return coverUrl;
  try {
    const response = await fetch(`${providerBaseUrl()}/media/${segments.join('/')}`, {
      headers: traceHeaders(),
      signal: AbortSignal.timeout(Math.min(providerTimeoutMs(), INLINE_COVER_TIMEOUT_MS)),
      next: { revalidate: CACHE_POLICIES.media.revalidate, tags: CACHE_POLICIES.media.tags },
    });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (!response.ok || type !== 'image/svg+xml' || !response.body || declared > INLINE_COVER_MAX_BYTES) {
      await response.body?.cancel().catch(() => undefined);
      return coverUrl;
    }
    const bytes = await readAtMost(response.body, INLINE_COVER_MAX_BYTES);
    return (bytes && inlineSvgFromBytes(bytes)) ?? coverUrl;
  } catch {
    return coverUrl;
  }
}

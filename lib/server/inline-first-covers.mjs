// A cached page's first-screen covers written into its HTML as `data:` URIs, so the largest paint
// of a listing or a product page needs no request of its own.
//
// The covers a page marks as its first screen's (`<img fetchPriority="high">`, announced by a
// `<link rel="preload" as="image">` in the head: components/ui/plain-image.tsx) are each one more
// request after the HTML. On a phone's few connections that request is the largest paint's wait: a
// listing's four first covers each open a connection of their own and share its bandwidth, so the
// largest paint came about 0.3 s after the first paint. The provider draws its covers as small SVG
// files (3-17 KB, text as paths), so the HTML can carry them: here, when a page is stored, each
// such cover's `src` becomes the same drawing as a `data:` URI and its preload gets `media="not all"`,
// which no browser fetches. Only the HTML changes: the payload React hydrates from keeps the cover's
// URL, and React keeps an image's server-rendered `src` when it hydrates, so the page's data is not
// doubled, and a client-side navigation asks for the URL as before. The preload stays in that
// inert form because React preloads an image only when the document has no preload for it: the
// payload of a product page (the page's own, or one a listing prefetches for its cards) announces
// its cover again, and would otherwise fetch the drawing the page already holds.
//
// The drawing is the provider's, so it is untrusted: it is only ever an image (an SVG shown by
// `<img>` runs no script and loads nothing), it must be an SVG document of at most
// MAX_INLINE_COVER_BYTES, and it is percent-encoded so nothing in it can end the attribute. A cover
// that cannot be read, is of another type or is too large keeps its URL and its live preload; the
// others are inlined all the same. No TypeScript: cache-handler.mjs loads it outside the bundler.

/** The largest drawing inlined, in bytes: the provider's covers are 3-17 KB; a larger one keeps its URL. */
export const MAX_INLINE_COVER_BYTES = 20 * 1024;

// A cover as React writes it: a plain /media/….svg path (the segments /media serves: app/media).
const COVER_IMAGE = /<img src="(\/media(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}){1,4}\.svg)"([^>]*)>/g;
const IMAGE_PRELOAD = /<link rel="preload"([^>]*)\/>/g;
// Characters a data: URI keeps as they are inside a double-quoted attribute; everything else
// (quotes, `&`, `<`, `>`, `%`, `#`, controls, non-ASCII) is percent-encoded.
const UNSAFE_IN_URI = /[^A-Za-z0-9 !$'()*+,\-./:;=?@_~]/g;
const SVG_DOCUMENT = /^(?:<\?xml[^>]*\?>\s*)?(?:<!--[^]*?-->\s*)*<svg[\s/>]/;

/** `svg` as a `data:` URI safe inside a double-quoted attribute, or null when it is not a small SVG document. */
export function svgDataUri(svg) {
  if (typeof svg !== 'string') return null;
  const drawing = svg.trim();
  if (!SVG_DOCUMENT.test(drawing) || Buffer.byteLength(drawing) > MAX_INLINE_COVER_BYTES) return null;
  try {
    return `data:image/svg+xml,${drawing.replace(UNSAFE_IN_URI, (character) => encodeURIComponent(character))}`;
  } catch {
    // A lone surrogate, which no URI can carry.
    return null;
  }
}

/** The media of an inlined cover's preload: matched by no browser, so never fetched. */
export const INERT_MEDIA = 'not all';

/**
 * `html` with its high-priority `/media/….svg` covers inlined as `data:` URIs and their preloads
 * made inert. `readCover(path)` resolves to the drawing's text, or null when it cannot be had.
 */
export async function inlineFirstCovers(html, readCover) {
  const paths = new Set();
  for (const [, path, attributes] of html.matchAll(COVER_IMAGE)) {
    if (/\sfetchPriority="high"/.test(attributes) && !path.includes('..')) paths.add(path);
  }
  if (paths.size === 0) return html;
  const uris = new Map();
  await Promise.all(
    [...paths].map(async (path) => {
      let uri = null;
      try {
        uri = svgDataUri(await readCover(path));
      } catch {
        // Unreadable: this cover keeps its URL.
      }
      if (uri) uris.set(path, uri);
    }),
  );
  if (uris.size === 0) return html;
  return html
    .replace(COVER_IMAGE, (image, path, attributes) =>
      uris.has(path) && /\sfetchPriority="high"/.test(attributes) ? `<img src="${uris.get(path)}"${attributes}>` : image,
    )
    .replace(IMAGE_PRELOAD, (link, attributes) => {
      const href = /\shref="([^"]*)"/.exec(attributes)?.[1];
      if (!/\sas="image"/.test(attributes) || /\simageSrcSet=/i.test(attributes) || !href || !uris.has(href)) return link;
      // A preload with a media of its own cannot be made inert: dropped, at the cost of a second fetch.
      return /\smedia=/i.test(attributes) ? '' : `<link rel="preload"${attributes} media="${INERT_MEDIA}"/>`;
    });
}

// A cached page's HTML with every character above U+00FF written as an escape, so that V8 holds
// it as a one-byte string. Node writes a one-byte string to a socket almost as a copy, while a
// string with even one character above U+00FF is held two bytes per character and encoded to
// UTF-8 again on every response (and measured again for its Content-Length): on a cached page that
// re-encoding was most of what the page cost per request beyond the framework's own floor
// (docs/performance.md "Throughput").
//
// The escapes are the ones each part of an HTML document decodes to the same character: a numeric
// character reference (`&#x2605;`) in text and attribute values, `\u2605` inside `<script>`
// elements (the RSC payload and JSON-LD, where every such character is inside a string literal), and
// `\002605` inside `<style>` elements, whose text no reference is decoded in. The browser's DOM, the
// payload React hydrates from and the text shoppers see are the same.
//
// An escape takes 6-8 bytes where UTF-8 takes 2-3, so a page is narrowed only when few of its
// characters need it: Portuguese and English pages (language names, stars, €, dashes: about 0.1-0.4 %
// of their characters), not Russian or Hindi ones (10-13 %), which stay as they are.
// No TypeScript: cache-handler.mjs loads it outside the bundler.

/** A page is narrowed when at most this share of its characters are above U+00FF. */
export const MAX_WIDE_SHARE = 0.02;

const WIDE = /[^\u0000-\u00ff]/g;
const RAW_TEXT_OR_WIDE = /<(script|style)\b[^>]*>|<\/(?:script|style)\s*>|[^\u0000-\u00ff]/gi;

/** How many UTF-16 code units of `html` are above U+00FF. */
export function wideCount(html) {
  return html.match(WIDE)?.length ?? 0;
}

/**
 * `html` with every character above U+00FF escaped for where it stands, as a one-byte string (the
 * same text when it has none); or `html` itself when more than MAX_WIDE_SHARE of its characters
 * would need it.
 */
export function narrowHtml(html) {
  const wide = wideCount(html);
  if (wide > html.length * MAX_WIDE_SHARE) return html;
  // A page with no wide character may still be held two bytes per character (a part joined to it
  // came from a two-byte string, such as a module's source text with a non-ASCII comment).
  if (wide === 0) return Buffer.from(html, 'latin1').toString('latin1');
  const parts = [];
  let last = 0;
  /** 'script' or 'style' inside those elements, else null (text and attributes). */
  let rawText = null;
  RAW_TEXT_OR_WIDE.lastIndex = 0;
  for (let match; (match = RAW_TEXT_OR_WIDE.exec(html)); ) {
    const token = match[0];
    if (token.length > 1) {
      rawText = match[1]?.toLowerCase() ?? null;
      continue;
    }
    parts.push(html.slice(last, match.index));
    last = match.index + 1;
    if (rawText === 'script') {
      // JavaScript and JSON escape UTF-16 code units: a character outside the BMP is its two halves.
      parts.push(`\\u${token.charCodeAt(0).toString(16).padStart(4, '0')}`);
      continue;
    }
    const codePoint = html.codePointAt(match.index);
    // CSS takes up to six hex digits: all six, so no space is needed to end the escape.
    parts.push(rawText === 'style' ? `\\${codePoint.toString(16).padStart(6, '0')}` : `&#x${codePoint.toString(16)};`);
    if (codePoint > 0xffff) {
      last += 1;
      RAW_TEXT_OR_WIDE.lastIndex += 1;
    }
  }
  parts.push(html.slice(last));
  // Slices of a two-byte string stay two-byte in V8 even when each holds only one-byte characters:
  // a round trip through Latin-1 makes a fresh one-byte string.
  return Buffer.from(parts.join(''), 'latin1').toString('latin1');
}

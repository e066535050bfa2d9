// The types of narrow-html.mjs.
/** A page is narrowed when at most this share of its characters are above U+00FF. */
export const MAX_WIDE_SHARE: number;
/** How many UTF-16 code units of `html` are above U+00FF. */
export function wideCount(html: string): number;
/** `html` with every character above U+00FF escaped for where it stands, as a one-byte string, or `html` itself. */
export function narrowHtml(html: string): string;

// The types of inline-first-covers.mjs.
/** The largest drawing inlined, in bytes. */
export const MAX_INLINE_COVER_BYTES: number;
/** `svg` as a `data:` URI safe inside a double-quoted attribute, or null when it is not a small SVG document. */
export function svgDataUri(svg: unknown): string | null;
/** `html` with its high-priority `/media/….svg` covers inlined as `data:` URIs and their preloads dropped. */
export function inlineFirstCovers(html: string, readCover: (path: string) => Promise<string | null> | string | null): Promise<string>;

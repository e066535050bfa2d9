// The types of inline-first-covers.mjs.
/** The largest drawing inlined, in bytes. */
export const MAX_INLINE_COVER_BYTES: number;
/** `svg` as a `data:` URI safe inside a double-quoted attribute, or null when it is not a small SVG document. */
export function svgDataUri(svg: unknown): string | null;
/** The media of an inlined cover's preload: matched by no browser, so never fetched. */
export const INERT_MEDIA: string;
/** `html` with its high-priority `/media/….svg` covers inlined as `data:` URIs and their preloads made inert. */
export function inlineFirstCovers(html: string, readCover: (path: string) => Promise<string | null> | string | null): Promise<string>;

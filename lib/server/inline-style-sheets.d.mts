// The types of inline-style-sheets.mjs.
/** The id of the `<style>` holding the pages' `@font-face` rules, off until the first paint. */
export const FONT_FACES_ID: string;
/** The localStorage key set once the shop's fonts have been loaded in this browser. */
export const FONTS_SEEN_KEY: string;
/** The attribute naming, on each inlined `<style>`, the sheet its rules came from. */
export const INLINED_FROM: string;
/** An attribute value as the browser reads it (React escapes only these). */
export function attributeText(value: string): string;
/** The class names on the elements of `html`. */
export function classNames(html: string): Set<string>;
/** `css` without the style rules no element can match by its classes (`names`). */
export function rulesInUse(css: string, names: Set<string>): string;
/** The path of a static sheet's file inside the build's static folder, or null for any other URL. */
export function staticSheetPath(href: string): string | null;
/** `css` with its relative `url()`s resolved against `href`, the sheet's own URL. */
export function absoluteUrls(css: string, href: string): string;
/** `html` with its head's linked style sheets inlined, and the sheets inlined as [href, precedence]. */
export function inlineStyleSheets(html: string, read: (file: string) => string | null): { html: string; sheets: [string, string][] };

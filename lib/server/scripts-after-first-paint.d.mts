// The types of scripts-after-first-paint.mjs.
/** The id of the inline script that loads the first-load scripts after the first frame. */
export const LOADER_ID: string;
/** The id of the inline script that holds presses made before the page is hydrated. */
export const HOLDER_ID: string;
/**
 * `html` with its first-load scripts loaded after the first frame and early presses held, or `html`
 * itself; its style sheets written into its head too when `readStyleSheet` reads them.
 */
export function scriptsAfterFirstPaint(html: string, options?: { readStyleSheet?: (file: string) => string | null }): string;
/** The script URLs a rewritten page loads after its first frame, in order ([] for any other page). */
export function scriptsLoadedAfterFirstPaint(html: string): string[];

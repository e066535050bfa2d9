// What the proxy needs to know of a request's path before routing it. No `server-only`: proxy.ts
// imports it.
//
// A path whose percent-escapes do not decode (`/product/%zz`, `/api/categories/%`, `/media/%C0`)
// reaches no route: Next's router fails to decode its dynamic segments and answers a bare 500.
// The proxy sees every such path (config.matcher's second entry) and answers it itself: 400 JSON
// for the BFF, the shop's 404 page for anything else.

/** True when decodeURIComponent refuses the path: a `%` without two hex digits, or escapes that are not UTF-8. */
export function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The BFF's paths (and the path /api itself). */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * The paths the proxy routes as pages: the same test as config.matcher's first entry in proxy.ts
 * (tests/unit/lib/routing/request-path.test.ts keeps the two in step). Not the BFF, Next's own
 * files, media, or anything with a dot (files).
 */
export const PAGE_PATH = /^\/(?!api|_next|_vercel|media|.*\..*)/;

export function isPagePath(pathname: string): boolean {
  return PAGE_PATH.test(pathname);
}

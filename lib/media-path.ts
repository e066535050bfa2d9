// The paths the storefront's /media route passes on to the provider (app/media/[...path]): one to
// four segments of letters, digits, dots, dashes and underscores, never "..". The route and the
// server-side cover inlining (lib/provider/inline-cover.ts) check paths with the same rule.

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** True when the segments after /media/ form a path the provider may be asked for. */
export function isMediaPath(segments: readonly string[]): boolean {
  return segments.length > 0 && segments.length <= 4 && segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

/** The segments of a storefront /media/… URL (no query, no fragment), or null for any other URL. */
export function mediaPathSegments(url: string): string[] | null {
  if (!url.startsWith('/media/')) return null;
  const segments = url.slice('/media/'.length).split('/');
  return isMediaPath(segments) ? segments : null;
}

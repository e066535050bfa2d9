// Where the shopper goes after logging in: the `next` parameter when it is a path of this site,
// else the cabinet. Anything that could leave the site (//host, /\host, a scheme) is refused, so
// the parameter cannot be used to send someone elsewhere after they typed their password.

export const AFTER_LOGIN_DEFAULT = '/profile';

/**
 * "/profile?tab=1" → "/profile?tab=1"; "/en/profile" → "/profile" (the router adds the current
 * locale's prefix itself); "https://evil.example", "//evil.example", "profile" → null.
 */
export function localNextPath(value: string | null | undefined, locales: readonly string[]): string | null {
  if (!value || value.length > 512) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters and spaces are trimmed or reinterpreted by browsers: refuse them outright.
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://storefront.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://storefront.invalid') return null;
  let pathname = url.pathname;
  const first = pathname.split('/')[1] ?? '';
  if (locales.includes(first)) pathname = pathname.slice(first.length + 1) || '/';
  return `${pathname}${url.search}${url.hash}`;
}

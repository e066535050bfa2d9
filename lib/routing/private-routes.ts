// Pages only a signed-in shopper may open. The proxy checks just that the session cookie is there
// (cheap, no decryption); the page itself checks that it unseals and that the provider agrees
// (docs/accounts-contract.md, "Screens"). No `server-only`: proxy.ts imports it.

/** The checkout's path (without the locale prefix): where a guest who pressed Checkout comes back to after login or sign-up. */
export const CHECKOUT_PATH = '/checkout';

/** Paths without the locale prefix: the cabinet (with the pages under it, such as /profile/wishlist), checkout and the pages that show an order's outcome. */
export const PRIVATE_PATHS: readonly string[] = ['/profile', '/checkout', '/payment-confirm', '/payment-error'];

/** `localized` is a path after locale routing: "/pt-BR/profile", "/en/profile/orders". */
export function isPrivatePath(localized: string): boolean {
  const afterLocale = localized.indexOf('/', 1);
  if (afterLocale < 0) return false;
  const rest = localized.slice(afterLocale);
  return PRIVATE_PATHS.some((path) => rest === path || rest.startsWith(`${path}/`));
}

/**
 * Where a guest is sent: the locale's home with the login modal open and the page to come back
 * to, e.g. /?auth=login&next=%2Fprofile or /en?auth=login&next=%2Fen%2Fprofile ("/en", not
 * "/en/", which would cost one more redirect).
 */
export function loginRedirectTarget(locale: string, defaultLocale: string, next: string): { pathname: string; search: string } {
  return {
    pathname: locale === defaultLocale ? '/' : `/${locale}`,
    search: `?${new URLSearchParams({ auth: 'login', next }).toString()}`,
  };
}

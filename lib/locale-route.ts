// Locale routing of a request path (ARCHITECTURE.md decision 6), done by hand in the proxy because
// it runs on every page: pt-BR lives at "/" without a prefix, the others under /en, /ru, /hi.

export type LocaleRoute =
  /** Serve this internal path (the app's [locale] segment first). */
  | { kind: 'rewrite'; pathname: string; locale: string }
  /** The path already names its locale: serve it as it is. */
  | { kind: 'next'; pathname: string; locale: string }
  /** The default locale written out: send the visitor to the path without it. */
  | { kind: 'redirect'; pathname: string };

export function routeLocale(pathname: string, locales: readonly string[], defaultLocale: string): LocaleRoute {
  const first = pathname.split('/')[1] ?? '';
  if (first === defaultLocale) {
    const rest = pathname.slice(defaultLocale.length + 1);
    return { kind: 'redirect', pathname: rest || '/' };
  }
  if (first && locales.includes(first)) return { kind: 'next', pathname, locale: first };
  return { kind: 'rewrite', pathname: `/${defaultLocale}${pathname === '/' ? '' : pathname}`, locale: defaultLocale };
}

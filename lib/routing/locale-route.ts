// Locale routing of a request path: pt-BR, the shop's default language, lives at "/" without a
// prefix, the others under /en, /ru, /hi. The default language's rewrite is a next.config.ts
// rewrite (defaultLocaleRewrites), so a cached page is served without the proxy; the proxy routes
// the paths it still sees (routeLocale) the same way, and redirects /pt-BR… to the unprefixed path.

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

/** A next.config.ts rewrite (the fields Next reads). */
export interface LocaleRewrite {
  source: string;
  destination: string;
}

/**
 * The default language's rewrite for next.config.ts `rewrites.beforeFiles`: a page path that names
 * no locale (`/`, `/category/steam`) is served from `/{default}…`, as routeLocale's 'rewrite' does.
 * Page paths are those of lib/routing/request-path.ts PAGE_PATH (not the BFF, Next's files, media, or a path
 * with a dot); a path that starts with a locale, the default one included, is left alone: the proxy
 * redirects `/pt-BR…`, and a path the proxy already rewrote is not rewritten twice.
 */
export function defaultLocaleRewrites(locales: readonly string[], defaultLocale: string): LocaleRewrite[] {
  // Locale names are letters and hyphens (BCP 47 tags): nothing to escape in the pattern.
  const named = locales.join('|');
  return [
    { source: '/', destination: `/${defaultLocale}` },
    { source: `/:path((?!(?:${named})(?:/|$))(?!api|_next|_vercel|media|.*\\..*).+)`, destination: `/${defaultLocale}/:path` },
  ];
}

// The storefront's public origin, for every absolute URL it writes: canonical and hreflang links,
// Open Graph, JSON-LD, sitemaps, robots.txt, and the payment return addresses. SITE_URL is
// required in production (lib/server/env.ts refuses to start without it), so none of them is ever built
// from a request's Host or X-Forwarded-Host, which a client chooses. Outside
// production an unset SITE_URL means the development server's http://localhost:3000.

export const DEVELOPMENT_SITE_URL = 'http://localhost:3000';

/** The origin of an http or https URL, or null for anything else (blank, malformed, another scheme). */
export function httpOrigin(raw: string | undefined): string | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** SITE_URL's origin, or null when it is not set (or not an http or https URL). */
export function configuredSiteUrl(): string | null {
  return httpOrigin(process.env.SITE_URL);
}

/** The public origin: SITE_URL's, or outside production the development server's. */
export function siteUrl(): string {
  const site = configuredSiteUrl();
  if (site) return site;
  // Unreachable in a started server (the environment check exits first): never guess an origin.
  if (process.env.NODE_ENV === 'production') throw new Error('SITE_URL is not set: the storefront needs its public origin in production.');
  return DEVELOPMENT_SITE_URL;
}

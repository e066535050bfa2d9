// The storefront's public origin, for absolute URLs in metadata, sitemaps and shared links.

export const DEFAULT_SITE_URL = 'http://localhost:3000';

export function siteUrl(): string {
  const raw = process.env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  try {
    return new URL(raw).origin;
  } catch {
    return DEFAULT_SITE_URL;
  }
}

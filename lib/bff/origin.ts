// The BFF's CSRF guard: a non-GET request from a page of another origin is refused (403).
//
// Allowed origins: the request's own (its Host, or the first X-Forwarded-Host, with the scheme of
// the first X-Forwarded-Proto or of the request URL; Next's server fills both X-Forwarded headers
// from the socket when a proxy did not) and the origin of SITE_URL (lib/seo/site.ts), which covers
// a TLS-terminating proxy that forwards neither. Only SITE_URL as set: the development default
// (http://localhost:3000) is never an allowed origin of its own. A page elsewhere cannot change the Host its
// visitor's browser sends, nor add X-Forwarded-* to a cross-origin request without a preflight
// this BFF never grants.
//
// No Origin header: browsers send Origin with every POST, PUT, PATCH and DELETE, so a request
// without one comes from a non-browser client (curl, a server, a test), which holds no visitor's
// cookie to abuse: allowed, unless Sec-Fetch-Site (sent by every current browser) says the
// request crossed sites, in which case it is refused. `Origin: null` (sandboxed frames, opaque
// redirects) is refused.
import 'server-only';
import type { NextRequest } from 'next/server';
import { configuredSiteUrl, httpOrigin } from '@/lib/seo/site';

function first(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}

export function allowedOrigins(request: NextRequest): Set<string> {
  const headers = request.headers;
  const protocol = first(headers.get('x-forwarded-proto'))?.replace(/:$/, '') ?? request.nextUrl.protocol.replace(/:$/, '');
  const allowed = new Set<string>([request.nextUrl.origin]);
  const site = configuredSiteUrl();
  if (site) allowed.add(site);
  for (const host of [first(headers.get('x-forwarded-host')), headers.get('host') ?? undefined]) {
    if (!host) continue;
    const origin = httpOrigin(`${protocol}://${host}`);
    if (origin) allowed.add(origin);
  }
  return allowed;
}

export function isSameOriginRequest(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) {
    const site = request.headers.get('sec-fetch-site');
    return site === null || site === 'same-origin';
  }
  const normalised = httpOrigin(origin);
  return normalised !== null && allowedOrigins(request).has(normalised);
}

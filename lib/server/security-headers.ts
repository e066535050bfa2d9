// Response headers, in two layers:
// - on every answer: no MIME sniffing, no powerful features (HSTS is added per request, only to an
//   answer over HTTPS: lib/server/http-server.ts filterResponseHeaders);
// - the page policy, on every answer except the routes that set a stricter one of their own
//   (OWN_POLICY_ROUTES): a Content-Security-Policy, no framing by other sites, a strict referrer.
// next.config.ts applies them. Next writes the config's headers over a route's own ones, so the
// page policy must stay off those routes: /media/* (a sandbox, for the provider's SVGs) and the
// payment redirect page (its script by hash, form-action the acquirer only, frame-ancestors 'none').
//
// The page CSP allows inline scripts ('unsafe-inline'): Next writes the RSC payload of every page
// as inline scripts, and the catalogue pages are cached (ISR), so one answer serves many visitors
// and cannot carry a per-request nonce (nonces force dynamic rendering: Next's CSP guide), nor a
// hash list the proxy could know before the page renders. It still confines scripts, styles,
// fonts, images and fetches to this origin (no third-party script can be loaded, no data sent
// elsewhere by fetch), and forbids plugins and a foreign <base>. No form-action: the card's bank
// page (3-D Secure) is posted to from the page, at an origin only the provider knows.

export interface Header {
  key: string;
  value: string;
}

/**
 * The routes whose answers carry their own, stricter policy, as the paths their route files take
 * (app/media/[...path], app/api/payment/redirect/[orderId]): regular expressions of the path after
 * its first "/", anchored at both ends. Exactly those: Next routes paths case-sensitively, so
 * `/Media/x` or `/api/payment/redirect/x/y` is the shop's 404 page, which must carry the page
 * policy like every page (next.config.ts makes its header sources case-sensitive to match).
 */
export const OWN_POLICY_ROUTES = ['media/[^/]+(?:/[^/]+)*', 'api/payment/redirect/[^/]+'] as const;

/** next.config.ts `source` of every other path (path-to-regexp, a negative lookahead). */
export const PAGE_POLICY_SOURCE = `/((?!(?:${OWN_POLICY_ROUTES.join('|')})$).*)`;

/** next.config.ts `source` of the media route, whose every answer (an error page too) is sandboxed. */
export const MEDIA_ROUTE_SOURCE = '/media/:path+';

function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}

/**
 * HSTS, in production on answers to requests that came over HTTPS only (a TLS socket, or
 * X-Forwarded-Proto https from a trusted proxy): over plain HTTP the header means nothing to a
 * browser (RFC 6797 section 8.1) and only tells that the shop was reached without TLS.
 */
export const HSTS: Header = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

/** On every answer. */
export function baseSecurityHeaders(): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self), interest-cohort=()',
    },
  ];
}

/** The pages' Content-Security-Policy (see the top of this file for what it cannot do). */
export function pageCsp(production = isProduction()): string {
  return [
    "default-src 'self'",
    // Development only: React rebuilds server error stacks with eval.
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`,
    // Inline style attributes (React's style={…}) and Next's inline font CSS.
    "style-src 'self' 'unsafe-inline'",
    // Covers and flags come through /media; QR codes are drawn into data: and blob: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The page policy: every answer but those of OWN_POLICY_ROUTES. */
export function pageSecurityHeaders(production = isProduction()): Header[] {
  return [
    { key: 'Content-Security-Policy', value: pageCsp(production) },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ];
}

/** Everything a page answer carries (the proxy's own pages: the 503 while the provider is away). */
export function securityHeaders(production = isProduction()): Header[] {
  return [...baseSecurityHeaders(), ...pageSecurityHeaders(production)];
}

/**
 * /media/*: an image opened on its own is a document too, and an SVG can hold script. Nothing may
 * load or run in it (inline style attributes only, which SVG drawings use), and it is sandboxed.
 */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

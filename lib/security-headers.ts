// Response headers on every page and BFF answer (issue 2): no MIME sniffing, a strict referrer,
// no framing by other sites, no powerful features, and HSTS in production.

export interface Header {
  key: string;
  value: string;
}

export function securityHeaders(production = process.env.NODE_ENV === 'production'): Header[] {
  const headers: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Content-Security-Policy', value: "frame-ancestors 'self'; base-uri 'self'; object-src 'none'" },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self), interest-cohort=()',
    },
  ];
  if (production) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  }
  return headers;
}

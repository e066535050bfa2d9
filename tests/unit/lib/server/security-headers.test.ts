// The two layers of security headers (lib/server/security-headers.ts): next.config.ts's
// headers win over a route's own, so the page policy must not reach the routes with a stricter
// one (the provider's SVGs, the payment redirect page), and the headers every answer gets must not
// name a policy a route sets. Those routes are matched exactly, as Next routes them (case and
// depth): any other path, such as `/Media/x` or `/api/payment/redirect/x/y`, is a page of the shop
// (its 404) and carries the page policy. Paths are matched by Next's own matcher of custom routes,
// with the config's case sensitivity. The answers of the built server are checked in
// tests/e2e/hardening.spec.ts.
import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem';
import nextConfig from '@/next.config';
import {
  MEDIA_CSP,
  OWN_POLICY_ROUTES,
  PAGE_POLICY_SOURCE,
  baseSecurityHeaders,
  pageCsp,
  pageSecurityHeaders,
  securityHeaders,
} from '@/lib/server/security-headers';
import { redirectPageCsp } from '@/lib/bff/payment/redirect-page';

const names = (headers: { key: string }[]) => headers.map((header) => header.key.toLowerCase());

describe('next.config.ts headers', () => {
  /** The headers next.config.ts gives a path, the later rule winning a name, as Next applies them. */
  async function applying(path: string): Promise<Map<string, string>> {
    const rules = await nextConfig.headers!();
    const caseSensitive = nextConfig.experimental?.caseSensitiveRoutes;
    const headers = new Map<string, string>();
    for (const rule of rules) {
      if (!buildCustomRoute('header', rule, undefined, caseSensitive).match(path)) continue;
      for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
    }
    return headers;
  }

  it.each([
    '/',
    '/en/product/150',
    '/api/login',
    '/api/payment/redirectx',
    '/mediax',
    '/media',
    // Not the routes with their own policy: Next routes paths by case and depth, so these are 404 pages.
    '/Media/x',
    '/mEdia/covers/1.svg',
    '/MEDIA/covers/1.svg',
    '/en/media/covers/1.svg',
    '/api/payment/redirect/x/y',
    '/api/payment/redirect/ABCDEFGHIJ0123456789/x',
    '/api/payment/Redirect/ABCDEFGHIJ0123456789',
    '/API/payment/redirect/ABCDEFGHIJ0123456789',
    '/Api/Payment/Redirect/x/y',
  ])('gives %s the base headers and the page policy', async (path) => {
    const headers = await applying(path);
    expect([...headers.keys()]).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-content-type-options']));
    expect(headers.get('content-security-policy')).toBe(pageCsp());
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it.each(['/media/covers/1.svg', '/media/flags/br.svg', '/media/a/b/c/d/e'])('gives the media route %s its sandbox, not the page policy', async (path) => {
    const headers = await applying(path);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(headers.has('x-frame-options')).toBe(false);
    expect(headers.has('referrer-policy')).toBe(false);
  });

  it('leaves the payment redirect page its own policy', async () => {
    const headers = await applying('/api/payment/redirect/ABCDEFGHIJ0123456789');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.has('content-security-policy')).toBe(false);
    expect(headers.has('x-frame-options')).toBe(false);
    expect(headers.has('referrer-policy')).toBe(false);
  });

  it('builds the page policy’s source from OWN_POLICY_ROUTES', () => {
    for (const route of OWN_POLICY_ROUTES) expect(PAGE_POLICY_SOURCE).toContain(route);
  });
});

describe('the base headers', () => {
  it('never name what a route sets for itself', () => {
    expect(names(baseSecurityHeaders())).not.toEqual(expect.arrayContaining(['content-security-policy']));
    expect(names(baseSecurityHeaders())).toEqual(['x-content-type-options', 'permissions-policy']);
  });

  it('leave HSTS out, and so do the proxy’s pages: it is added per request, over HTTPS only', () => {
    expect(names(baseSecurityHeaders())).not.toContain('strict-transport-security');
    expect(names(securityHeaders(true))).not.toContain('strict-transport-security');
  });
});

describe('the page CSP', () => {
  const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));

  it('keeps scripts, styles, images, fonts and fetches on this origin, with no eval in production', () => {
    const csp = directives(pageCsp(true));
    expect(csp['default-src']).toBe("'self'");
    expect(csp['script-src']).toBe("'self' 'unsafe-inline'");
    expect(csp['connect-src']).toBe("'self'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'self'");
    expect(pageCsp(true)).not.toMatch(/https?:|\*/);
    expect(directives(pageCsp(false))['script-src']).toContain("'unsafe-eval'");
  });

  it('is stricter on the routes that have their own', () => {
    expect(MEDIA_CSP).toMatch(/^default-src 'none';.*sandbox$/);
    const redirect = directives(redirectPageCsp('https://acquirer.example'));
    expect(redirect['frame-ancestors']).toBe("'none'");
    expect(redirect['form-action']).toBe('https://acquirer.example');
    expect(names(pageSecurityHeaders(true))).toEqual(['content-security-policy', 'x-frame-options', 'referrer-policy']);
  });
});

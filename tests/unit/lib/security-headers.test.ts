// The two layers of security headers (lib/security-headers.ts, issue 15): next.config.ts's
// headers win over a route's own, so the page policy must not reach the routes with a stricter
// one (the provider's SVGs, the payment redirect page), and the headers every answer gets must not
// name a policy a route sets. Paths are matched by Next's own matcher of custom routes. The answers of the built server are checked in
// tests/e2e/hardening.spec.ts.
import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem';
import nextConfig from '@/next.config';
import {
  MEDIA_CSP,
  OWN_POLICY_PATHS,
  PAGE_POLICY_SOURCE,
  baseSecurityHeaders,
  pageCsp,
  pageSecurityHeaders,
} from '@/lib/security-headers';
import { redirectPageCsp } from '@/lib/bff/payment/redirect-page';

const names = (headers: { key: string }[]) => headers.map((header) => header.key.toLowerCase());

describe('next.config.ts headers', () => {
  it('gives every path the base headers and the page policy to all but the routes with their own', async () => {
    const rules = await nextConfig.headers!();
    const applying = (path: string) =>
      rules.filter((rule) => buildCustomRoute('header', rule).match(path)).flatMap((rule) => names(rule.headers));
    for (const path of ['/', '/en/product/150', '/api/login', '/api/payment/redirectx', '/mediax']) {
      expect(applying(path)).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-content-type-options']));
    }
    for (const path of ['/media/covers/1.svg', '/media/flags/br.svg', '/api/payment/redirect/ABCDEFGHIJ0123456789']) {
      expect(applying(path)).toContain('x-content-type-options');
      expect(applying(path)).not.toContain('content-security-policy');
      expect(applying(path)).not.toContain('x-frame-options');
      expect(applying(path)).not.toContain('referrer-policy');
    }
  });

  it('builds the page policy’s source from OWN_POLICY_PATHS', () => {
    for (const path of OWN_POLICY_PATHS) expect(PAGE_POLICY_SOURCE).toContain(path.slice(1));
  });
});

describe('the base headers', () => {
  it('never name what a route sets for itself', () => {
    expect(names(baseSecurityHeaders(true))).not.toEqual(expect.arrayContaining(['content-security-policy']));
    expect(names(baseSecurityHeaders(true))).toEqual(['x-content-type-options', 'permissions-policy', 'strict-transport-security']);
    expect(names(baseSecurityHeaders(false))).not.toContain('strict-transport-security');
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

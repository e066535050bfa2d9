// Next.js configuration: next-intl, security headers on every response, and the redirects of
// SPEC.md's spellings.
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security-headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Hashing every HTML answer for an ETag cost a sixth of the server's time under load (npm run
  // bench); pages are cached by s-maxage instead.
  generateEtags: false,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
  async redirects() {
    // SPEC.md spells the new-arrivals page /noveltes and links to it exist (ARCHITECTURE.md decision 5).
    return [
      { source: '/novelties', destination: '/noveltes', permanent: true },
      { source: '/:locale(en|ru|hi)/novelties', destination: '/:locale/noveltes', permanent: true },
    ];
  },
};

export default withNextIntl(nextConfig);

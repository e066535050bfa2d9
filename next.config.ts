// Next.js configuration: a standalone production server, the server cache (in memory and on disk,
// or in Redis with REDIS_URL: cache-handler.mjs), next-intl, security headers (lib/server/security-headers.ts),
// the default language's rewrite (lib/routing/locale-route.ts) and the redirects of the new-arrivals page's
// other spelling.
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { DEFAULT_LOCALE, LOCALES } from './i18n/locales';
import { defaultLocaleRewrites } from './lib/routing/locale-route';
import { MEDIA_CSP, MEDIA_ROUTE_SOURCE, PAGE_POLICY_SOURCE, baseSecurityHeaders, pageSecurityHeaders } from './lib/server/security-headers';

// The message files are compiled at build time (next-intl's precompile, icu-minify): the browser
// formats compiled messages with a sub-kilobyte runtime instead of shipping intl-messageformat's
// ICU parser in every page's first load. Code that reads a message as a raw string
// (lib/i18n/server-messages.ts) gets plain strings for messages without arguments.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// The bench build (BENCH_BUILD=1, scripts/lib/processes.mjs BUILDS) goes to a folder of its own and
// also makes routes of the *.bench.tsx files: app/bench-floor, the framework's floor page the
// benchmark compares the shop's pages with. A production build has no such route.
const BENCH_BUILD = process.env.BENCH_BUILD === '1';
const PAGE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];

const nextConfig: NextConfig = {
  distDir: BENCH_BUILD ? '.next-bench' : '.next',
  pageExtensions: BENCH_BUILD ? ['bench.tsx', ...PAGE_EXTENSIONS] : PAGE_EXTENSIONS,
  // Each build checks types against its own route types (a bench build has one route more).
  typescript: { tsconfigPath: BENCH_BUILD ? 'tsconfig.bench.json' : 'tsconfig.json' },
  // `npm run build` makes .next/standalone: the server and only the files it needs, started with
  // `node .next/standalone/server.js` (scripts/build.mjs copies the static files and public/ in).
  output: 'standalone',
  cacheHandler: path.resolve(process.cwd(), 'cache-handler.mjs'),
  // harfbuzzjs (lib/seo/og-text.ts) sets up its WebAssembly with a top-level await and finds its
  // .wasm beside itself: Node loads it from node_modules rather than the server bundle.
  // The OpenTelemetry SDK and prom-client stay node_modules packages too: one copy per process,
  // which Next's own tracer (it requires @opentelemetry/api) shares, and nothing of theirs in a
  // bundle.
  serverExternalPackages: [
    'harfbuzzjs',
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
    'prom-client',
  ],
  poweredByHeader: false,
  reactStrictMode: true,
  // NEXT_DEPLOYMENT_ID (set by the operator per deploy, README "Running in production") turns on
  // Next's version skew protection: a tab of another deploy gets a full reload instead of a
  // client-side navigation. Next would then give every build the same constant build id; the
  // page cache's keys in Redis are prefixed by the build id (lib/server/redis-cache-store.mjs), so
  // a new build would read the old build's pages. `null` keeps a new random id per build.
  generateBuildId: async () => null,
  // Hashing every HTML answer for an ETag cost a sixth of the server's time under load (npm run
  // bench); pages are cached by s-maxage instead.
  generateEtags: false,
  experimental: {
    // Header sources (and redirects) match paths case-sensitively, as Next routes them: the page
    // policy's exceptions (lib/server/security-headers.ts OWN_POLICY_ROUTES) are then `/media/…` exactly,
    // and `/Media/x`, a 404 page, keeps the page policy.
    caseSensitiveRoutes: true,
    // Turbopack merges client chunks smaller than this many bytes of source (comments included) so
    // that a page's first load is not split into more files by unrelated edits: at the default
    // (50,000) the catalogue pages loaded 13 files, at 80,000 11, about 400 bytes gzip less, with 2 %
    // more JavaScript in all (docs/decisions/0042-client-chunks-merged-up-to-80-kb.md).
    turbopackChunking: { minChunkSize: 80_000 },
    // CSS grouped by Turbopack's cost-based graph, a request priced at 100 KB of CSS a page does not
    // use: the styles of the islands a listing hydrates after its first paint come with the first
    // stylesheets instead of with the island's code, so a category page no longer shifts (layout
    // shift 0.015-0.024 -> 0 in `npm run lighthouse`), for about 1.5 KB more CSS per page.
    cssChunking: { type: 'graph', requestCost: 100_000 },
  },
  async headers() {
    // These win over a route's own headers of the same name, so the page policy skips the routes
    // that set a stricter one (lib/server/security-headers.ts OWN_POLICY_ROUTES). The media route's
    // sandbox is also set here, so an error page of that route is sandboxed too.
    return [
      { source: '/:path*', headers: baseSecurityHeaders() },
      { source: PAGE_POLICY_SOURCE, headers: pageSecurityHeaders() },
      { source: MEDIA_ROUTE_SOURCE, headers: [{ key: 'Content-Security-Policy', value: MEDIA_CSP }] },
    ];
  },
  async rewrites() {
    // The default language's pages live under /pt-BR inside the app: rewritten here rather than in
    // proxy.ts, so a cached page is served without invoking the proxy (its invocation on every
    // request halved the pages' throughput; README "Performance"). Before the file system, after
    // the proxy, which routes the paths it still sees itself.
    return { beforeFiles: defaultLocaleRewrites(LOCALES, DEFAULT_LOCALE), afterFiles: [], fallback: [] };
  },
  async redirects() {
    // The new-arrivals page keeps the spelling /noveltes, as links to it exist; /novelties leads there
    // (docs/decisions/0033-noveltes-keeps-its-spelling.md).
    return [
      { source: '/novelties', destination: '/noveltes', permanent: true },
      { source: '/:locale(en|ru|hi)/novelties', destination: '/:locale/noveltes', permanent: true },
    ];
  },
};

export default withNextIntl(nextConfig);

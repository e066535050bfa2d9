// Runs once when a Next.js server starts. At `next start` the server is created before the first
// request and its constructor starts `prepare()`, which loads this file and awaits `register()`
// (node_modules/next/dist/server/next-server.js, lib/render-server.js); requests wait for it.
// - A server with an unusable environment stops here, one line per problem on stderr (lib/server/env.ts;
//   in production a missing SESSION_SECRET, PROVIDER_API_URL…; docs/decisions/0029-session-token-in-the-cookie-only.md).
// - With an OTLP endpoint configured, OpenTelemetry tracing starts first, so Next's own spans of
//   every request are recorded (lib/observability/tracing.ts).
// - A production server still showing the demo brand (lib/brand/identity.ts) says so in one JSON warning line.
// - Every request then gets an id and one JSON log line (lib/server/request-log.ts), and its socket's
//   address stamped in for the client IP (lib/server/peer-address.ts).
// - SIGTERM/SIGINT mark the process as draining, bounded by SHUTDOWN_TIMEOUT_MS (lib/server/shutdown.ts).
// - Next's http.Server gets header and request timeouts, a 501 for methods the shop serves nowhere,
//   and Node's refusals logged (lib/server/http-server.ts).
// - With REDIS_URL, the shared Redis connection opens now (lib/server/redis.ts), so the first
//   rate-limited request does not wait for it.
// - The index of cached pages the proxy asks during an outage (lib/server/cached-pages.ts), which
//   cache-handler.mjs feeds.
// - What the provider offers beyond its specified calls is logged in one line (declared, or one probe).
// - With WARM_CACHE=sitemap, the cache is warmed with the sitemaps' pages once the server listens,
//   readiness answering 503 "warming" meanwhile (lib/server/warm-up.ts; bounded, never awaited).
// Next skips the hook during `next build`; the phase check below only makes that explicit, as the
// build needs no secret.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { demoBrandWarning, refuseToStartOnBadEnv } = await import('./lib/server/env');
  refuseToStartOnBadEnv();
  const { startTracing } = await import('./lib/observability/tracing');
  await startTracing();
  const demoBrand = demoBrandWarning();
  if (demoBrand) {
    const { logger } = await import('./lib/server/log');
    logger.warn(demoBrand);
  }
  const { installRequestLog } = await import('./lib/server/request-log');
  installRequestLog();
  const { installPeerAddress } = await import('./lib/server/peer-address');
  installPeerAddress();
  const { installShutdownHandlers } = await import('./lib/server/shutdown');
  installShutdownHandlers();
  const { installServerGuards } = await import('./lib/server/http-server');
  installServerGuards();
  if (process.env.REDIS_URL?.trim()) {
    const { redisClient } = await import('./lib/server/redis');
    redisClient();
  }
  const { installCachedPages } = await import('./lib/server/cached-pages');
  installCachedPages();
  // What the provider offers beyond its specified calls, in one line (lib/provider/capabilities.ts);
  // never awaited: a provider away at start must not hold the server back.
  const { logCapabilitiesAtStart } = await import('./lib/server/capability-log');
  void logCapabilitiesAtStart();
  const { startWarmUp } = await import('./lib/server/warm-up');
  const { isShuttingDown } = await import('./lib/server/shutdown');
  startWarmUp(process.env, isShuttingDown);
}

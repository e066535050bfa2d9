// GET /api/health/ready: readiness of this instance: 200 {"status":"ready"} while this process can serve
// shoppers, 503 {"status":"draining"} once it shuts down (lib/server/shutdown.ts), so a load
// balancer or a Kubernetes readiness probe moves its traffic elsewhere. With WARM_CACHE=sitemap,
// 503 {"status":"warming"} first, while the process fills the cache with the sitemaps' pages
// (lib/server/warm-up.ts): bounded in pages and time, and ended at once when the provider is away.
//
// The provider's state is deliberately not part of it: while the provider is away every instance
// serves cached pages and answers the rest with a clear 503 page (proxy.ts), and an instance taken
// out of the balancer would serve nothing at all. The provider's state has its own endpoint,
// GET /api/health/provider, for alerting and dashboards. The shared cache (Redis) is not part of it
// either: with Redis away reads are misses and pages render, slower but served. Answering at all
// means Next has started and instrumentation's start-up checks have passed. Reads no cookie and no
// session, and asks nothing of the provider or of Redis.
import { NextResponse } from 'next/server';
import { isShuttingDown } from '@/lib/server/shutdown';
import { isWarming } from '@/lib/server/warm-up';

export const dynamic = 'force-dynamic';

export function GET(): NextResponse {
  const status = isShuttingDown() ? 'draining' : isWarming() ? 'warming' : 'ready';
  return NextResponse.json({ status }, { status: status === 'ready' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

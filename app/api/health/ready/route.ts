// GET /api/health/ready: readiness. 200 {"status":"ready"} only while this process can serve
// shoppers: not draining after SIGTERM (lib/server/shutdown.ts) and the provider's own health
// answered 2xx within PROVIDER_TIMEOUT_MS, the wait after which any provider call counts as an
// outage (lib/provider/health.ts providerReady). A probe's answer serves for a second, so the
// provider sees one call per second whatever the balancers' probe rate. Otherwise 503
// {"status":"unavailable"}, with no reason, URL or error in the body. Reads no cookie and no
// session (issue 8).
import { NextResponse } from 'next/server';
import { providerReady } from '@/lib/provider/health';
import { isShuttingDown } from '@/lib/server/shutdown';

export const dynamic = 'force-dynamic';

function answer(status: 200 | 503): NextResponse {
  return NextResponse.json({ status: status === 200 ? 'ready' : 'unavailable' }, { status, headers: { 'Cache-Control': 'no-store' } });
}

export async function GET(): Promise<NextResponse> {
  if (isShuttingDown()) return answer(503);
  const ready = await providerReady();
  // Draining may have begun while the probe was out.
  return answer(ready && !isShuttingDown() ? 200 : 503);
}

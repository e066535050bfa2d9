// GET /api/health/ready: readiness. 200 {"status":"ready"} only while this process can serve
// shoppers: not draining after SIGTERM (lib/server/shutdown.ts) and the provider's own health
// answers 2xx within PROBE_TIMEOUT_MS (a fresh probe on every call, so the balancer sees an
// outage at once). Otherwise 503 {"status":"unavailable"}, with no reason, URL or error in the
// body. Reads no cookie and no session (issue 8).
import { NextResponse } from 'next/server';
import { probeProvider } from '@/lib/provider/health';
import { isShuttingDown } from '@/lib/server/shutdown';

export const dynamic = 'force-dynamic';

function answer(status: 200 | 503): NextResponse {
  return NextResponse.json({ status: status === 200 ? 'ready' : 'unavailable' }, { status, headers: { 'Cache-Control': 'no-store' } });
}

export async function GET(): Promise<NextResponse> {
  if (isShuttingDown()) return answer(503);
  const ready = await probeProvider();
  // Draining may have begun while the probe was out.
  return answer(ready && !isShuttingDown() ? 200 : 503);
}

// GET /api/health/provider: the provider's state as this instance sees it, for alerting and
// dashboards, never for a load balancer (an outage is every instance's, and they keep serving
// cached pages through it: GET /api/health/ready). 200 {"status":"up"} when the provider's own
// health answered 2xx within PROVIDER_TIMEOUT_MS, the wait after which any provider call counts as
// an outage; else 503 {"status":"down"}, with no reason, URL or error in the body. A probe's answer
// serves for a second (lib/provider/health.ts providerUp), so the provider sees at most one health
// call per second from each instance, however often monitoring asks. Reads no cookie and no session.
import { NextResponse } from 'next/server';
import { providerUp } from '@/lib/provider/health';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<NextResponse> {
  const up = await providerUp();
  return NextResponse.json({ status: up ? 'up' : 'down' }, { status: up ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

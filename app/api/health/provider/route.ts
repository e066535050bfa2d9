// GET /api/health/provider: the provider's state as this instance sees it, for alerting and
// dashboards, never for a load balancer (an outage is every instance's, and they keep serving
// cached pages through it: GET /api/health/ready). 200 {"status":"up"} when the provider's own
// health answered 2xx within PROVIDER_TIMEOUT_MS, the wait after which any provider call counts as
// an outage; else 503 {"status":"down"}, with no reason, URL or error in the body. A probe's answer
// serves for a second (lib/provider/health.ts providerUp), so the provider sees at most one health
// call per second from each instance, however often monitoring asks. Reads no cookie and no session.
// Beside it, what the provider offers beyond its specified calls as the shop shows it
// (lib/provider/capabilities.ts): `capabilities: {source: "declared" | "probe", offered, absent}`.
import { NextResponse } from 'next/server';
import { capabilitySource, describeCapabilities, providerCapabilities } from '@/lib/provider/capabilities';
import { providerUp } from '@/lib/provider/health';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<NextResponse> {
  const [up, capabilities] = await Promise.all([providerUp(), providerCapabilities()]);
  return NextResponse.json(
    { status: up ? 'up' : 'down', capabilities: { source: capabilitySource(), ...describeCapabilities(capabilities) } },
    { status: up ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}

// GET /api/health: liveness. 200 {"status":"ok"} for as long as the process answers at all; a
// load balancer or orchestrator restarts the process when it stops answering. Reads no cookie,
// no session and no setting, and says nothing else.
import { NextResponse } from 'next/server';

export const dynamic = 'force-dynamic';

export function GET(): NextResponse {
  return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}

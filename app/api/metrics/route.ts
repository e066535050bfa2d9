// GET /api/metrics: the Prometheus metrics of this process (lib/observability/metrics.ts), for a
// scraper holding METRICS_TOKEN (`Authorization: Bearer <token>`).
// | answer | when |
// |---|---|
// | 200 text/plain; version=0.0.4 | the token matches (compared in constant time) |
// | 401 with `WWW-Authenticate: Bearer` | no token, another scheme or a wrong token |
// | 404 | METRICS_TOKEN is not set: the endpoint does not exist |
// Never cached, no cookie read or set. Each instance answers for itself: scrape every instance.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { exposition } from '@/lib/observability/metrics';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Equal tokens, compared in constant time (their digests have one length whatever was sent). */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE, ...headers } });
}

export async function GET(request: NextRequest): Promise<Response> {
  const expected = process.env.METRICS_TOKEN?.trim();
  if (!expected) return plain(404, 'Not found\n');
  const match = /^Bearer ([\x21-\x7e]+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  if (!match || !sameToken(match[1]!, expected)) return plain(401, 'Unauthorized\n', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
  const { body, contentType } = await exposition();
  return new Response(body, { status: 200, headers: { 'Content-Type': contentType, ...NO_STORE } });
}

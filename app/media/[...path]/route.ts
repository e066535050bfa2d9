// GET /media/* — the provider's images (covers, flags), served from the storefront so the browser
// never talks to the provider. Only image types pass; every image is sandboxed (MEDIA_CSP: an SVG
// opened on its own runs nothing); answers are cached a day.
import type { NextRequest } from 'next/server';
import { CACHE_POLICIES } from '@/lib/cache/lifetimes-and-tags';
import { jsonError } from '@/lib/bff/responses';
import { providerBaseUrl, providerTimeoutMs } from '@/lib/provider/config';
import { traceHeaders } from '@/lib/provider/trace-headers';
import { MEDIA_CSP } from '@/lib/server/security-headers';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const IMAGE_TYPES = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']);
const MAX_BYTES = 2 * 1024 * 1024;

export async function GET(_request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (path.length === 0 || path.length > 4 || !path.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))) {
    return jsonError(404, 'No such image.');
  }

  let upstream: Response;
  try {
    upstream = await fetch(`${providerBaseUrl()}/media/${path.join('/')}`, {
      headers: traceHeaders(),
      signal: AbortSignal.timeout(providerTimeoutMs()),
      next: { revalidate: CACHE_POLICIES.media.revalidate, tags: CACHE_POLICIES.media.tags },
    });
  } catch {
    return jsonError(503, 'The image is unavailable right now.', undefined, { 'Retry-After': '10' });
  }
  if (upstream.status === 404) return jsonError(404, 'No such image.');
  if (!upstream.ok) return jsonError(502, 'The image could not be loaded.');

  const type = (upstream.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!IMAGE_TYPES.has(type)) return jsonError(502, 'The provider sent something that is not an image.');
  const body = await upstream.arrayBuffer();
  if (body.byteLength > MAX_BYTES) return jsonError(502, 'The image is too large.');

  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': MEDIA_CSP,
  });
  return new Response(body, { status: 200, headers });
}

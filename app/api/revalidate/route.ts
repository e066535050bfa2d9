// POST /api/revalidate: the provider's signed word that products or categories changed
// (lib/cache/revalidation.ts). The tags are expired at once; with REDIS_URL the shared cache handler
// passes the expiry to every instance. Without REVALIDATE_SECRET the route is off (503).
import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { CLOSE_CONNECTION, readLimited } from '@/lib/bff/parse';
import { jsonError, privateJson } from '@/lib/bff/responses';
import { REQUEST_ID_HEADER, errorFields, logger } from '@/lib/server/log';
import { REFUSAL_MESSAGE, REFUSAL_STATUS, REVALIDATE_MAX_BODY_BYTES, REVALIDATE_SECRET_MIN_LENGTH, verifyRevalidation } from '@/lib/cache/revalidation';
import { nonceStore } from '@/lib/server/nonces';

export const dynamic = 'force-dynamic';

function revalidateSecret(): string | null {
  const secret = process.env.REVALIDATE_SECRET ?? '';
  return secret.length >= REVALIDATE_SECRET_MIN_LENGTH ? secret : null;
}

export async function POST(request: NextRequest) {
  const secret = revalidateSecret();
  if (!secret) return jsonError(503, 'Revalidation is not configured on this storefront (REVALIDATE_SECRET).');
  let body: string | null;
  try {
    body = await readLimited(request, REVALIDATE_MAX_BODY_BYTES);
  } catch {
    return jsonError(400, 'The body could not be read as UTF-8 text.');
  }
  if (body === null) return jsonError(REFUSAL_STATUS['too-large'], REFUSAL_MESSAGE['too-large'], undefined, CLOSE_CONNECTION);

  let check;
  try {
    check = await verifyRevalidation({ headers: request.headers, body }, { secret, nonces: await nonceStore('revalidate') });
  } catch (error) {
    // The shared nonce store did not answer: refuse rather than risk a replay; the sender retries.
    logger.error({ route: 'POST /api/revalidate', reqId: request.headers.get(REQUEST_ID_HEADER) ?? undefined, ...errorFields(error) }, 'nonce store failed');
    return jsonError(503, 'The storefront cannot check this call now; send it again shortly.', undefined, { 'Retry-After': '5' });
  }
  if (!check.ok) {
    logger.warn({ route: 'POST /api/revalidate', reqId: request.headers.get(REQUEST_ID_HEADER) ?? undefined, refusal: check.reason }, 'revalidation refused');
    return jsonError(REFUSAL_STATUS[check.reason], REFUSAL_MESSAGE[check.reason]);
  }

  for (const tag of check.tags) revalidateTag(tag, { expire: 0 });
  logger.info({ route: 'POST /api/revalidate', reqId: request.headers.get(REQUEST_ID_HEADER) ?? undefined, tags: check.tags }, 'cache tags revalidated');
  return privateJson({ revalidated: check.tags });
}

export function GET() {
  return jsonError(405, 'Use POST.', undefined, { Allow: 'POST' });
}

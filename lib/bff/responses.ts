// How the BFF answers: JSON errors in the provider's {message, errors} shape, and provider failures
// mapped to clear statuses (ARCHITECTURE.md "The BFF mirrors the provider"). Never a bare 500.
import 'server-only';
import { NextResponse } from 'next/server';
import type { ProviderError } from '@/lib/provider';
import { providerErrorBody } from '@/lib/provider/schemas';

export type FieldErrors = Record<string, string[]>;

export function jsonError(status: number, message: string, errors?: FieldErrors, headers?: HeadersInit): NextResponse {
  return NextResponse.json(errors ? { message, errors } : { message }, {
    status,
    headers: { 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(headers)) },
  });
}

/** Provider failure → BFF answer. Client errors keep the provider's message; outages say so plainly. */
export function providerErrorResponse(error: ProviderError): NextResponse {
  switch (error.kind) {
    case 'timeout':
      return jsonError(504, 'The catalogue did not answer in time. Please try again.');
    case 'network':
      return jsonError(503, 'The catalogue is unavailable right now. Please try again.', undefined, { 'Retry-After': '10' });
    case 'validation':
      return jsonError(502, 'The catalogue sent an answer we could not read.');
    case 'http': {
      const status = error.status ?? 502;
      if (status >= 500) return jsonError(502, 'The catalogue failed to answer. Please try again.');
      const body = providerErrorBody.safeParse(error.body);
      const message = body.success && body.data.message ? body.data.message : 'The request was refused.';
      const errors = body.success ? body.data.errors : undefined;
      return jsonError([400, 401, 403, 404, 409, 422, 429].includes(status) ? status : 400, message, errors);
    }
  }
}

/** Public catalogue answers may be cached by the browser and a CDN for a short while. */
export function publicJson(data: unknown, maxAgeSeconds = 60): NextResponse {
  return NextResponse.json(data, {
    headers: { 'Cache-Control': `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}` },
  });
}

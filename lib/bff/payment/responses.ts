// How the payment routes answer besides lib/bff/responses.ts: a refused payment keeps the
// provider's extra fields (`reason`, `order_id`, `balance`, `total`, and an unpaid order's
// `status`) next to {message, errors}, so the card modal, the insufficient-funds modal and the
// confirmation page can act on them (lib/client/payment.ts `paymentRefusal`); and the checkout's
// Idempotency-Key header is checked before it is forwarded.
import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import type { Locale } from '@/i18n/routing';
import type { ProviderError, ProviderResult } from '@/lib/provider';
import { orderStatusSchema, paymentRefusalExtras } from '@/lib/provider/payment-schemas';
import { providerErrorBody } from '@/lib/provider/schemas';
import { type RouteReply, reply } from '../provider-route';
import { apiText, isValidationKey, validationText } from '../i18n';
import { privateJson, providerErrorResponse } from '../responses';

/** The statuses whose body may carry a refusal's extra fields. */
const REFUSAL_STATUSES = new Set([409, 422]);

/** The extra fields of a provider refusal; null when it has none (or it is not a 409/422). */
export function refusalExtras(error: ProviderError): Record<string, unknown> | null {
  if (error.kind !== 'http' || !REFUSAL_STATUSES.has(error.status ?? 0)) return null;
  if (typeof error.body !== 'object' || error.body === null) return null;
  const raw = error.body as Record<string, unknown>;
  const parsed = paymentRefusalExtras.parse(raw);
  const extras: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) if (value !== undefined) extras[key] = value;
  const status = orderStatusSchema.safeParse(raw.status);
  if (status.success) extras.status = status.data;
  return Object.keys(extras).length ? extras : null;
}

/** The body of a refusal with its extra fields: {message, errors?, reason?, order_id?, balance?, total?, status?}. */
function refusalBody(error: ProviderError, extras: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const parsed = providerErrorBody.safeParse(error.body);
  const message = (parsed.success && parsed.data.message) || apiText(locale)('refused');
  const errors = parsed.success ? parsed.data.errors : undefined;
  return { message, ...(errors ? { errors } : {}), ...extras };
}

/**
 * A provider result as an providerRoute reply: the data (mapped), or a refusal with its extra
 * fields as a reply of the provider's status (providerRoute answers it `no-store`), or the failure
 * for providerRoute to map (401, 404, 429, outages).
 */
export function paymentReply<T>(result: ProviderResult<T>, locale: Locale, status = 200, map?: (data: T) => unknown): RouteReply {
  // A creation repeated with the same Idempotency-Key: the provider's 200 says it is the same order.
  if (result.ok) return reply(map ? map(result.data) : result.data, status === 201 && result.status === 200 ? 200 : status);
  const extras = refusalExtras(result.error);
  if (!extras) return result;
  return reply(refusalBody(result.error, extras, locale), result.error.status);
}

/** The same as a response, for the payment routes that do not go through providerRoute. */
export function paymentErrorResponse(error: ProviderError, locale: Locale): NextResponse {
  const extras = refusalExtras(error);
  return extras ? privateJson(refusalBody(error, extras, locale), error.status) : providerErrorResponse(error, locale);
}

// ---------------------------------------------------------------------------------------------
// Idempotency-Key
// ---------------------------------------------------------------------------------------------

/** docs/payments-contract.md "Idempotency": 8–64 of [A-Za-z0-9_-]. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The request's Idempotency-Key: `{ok, key}` (undefined when absent: the order is then created
 * anew, as the provider does), or a 422 reply on `Idempotency-Key` for a malformed one.
 */
export function idempotencyKeyOf(request: NextRequest, locale: Locale): { ok: true; key: string | undefined } | { ok: false; reply: RouteReply } {
  const raw = request.headers.get(IDEMPOTENCY_HEADER);
  if (raw === null) return { ok: true, key: undefined };
  const key = raw.trim();
  if (IDEMPOTENCY_KEY.test(key)) return { ok: true, key };
  const name: string = 'idempotencyKeyInvalid';
  const text = isValidationKey(locale, name) ? validationText(locale, name) : apiText(locale)('invalidFields');
  return { ok: false, reply: reply({ message: apiText(locale)('invalidFields'), errors: { [IDEMPOTENCY_HEADER]: [text] } }, 422) };
}

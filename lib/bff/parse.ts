// Query and body parsing for BFF handlers: a zod schema per route, and per-field 422 errors for
// bad values in the request's language (Api and Validation keys of messages/*.json; for bodies
// the first error per field, docs/product/validation.md).
import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import { type Locale, isLocale, routing } from '@/i18n/routing';
import { apiText, isValidationKey, validationText } from './i18n';
import { type FieldErrors, jsonError } from './responses';

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/** The Api keys the query fields below name as their issue messages. */
const QUERY_ISSUE_KEYS = new Set(['offsetNotNumber', 'offsetNotWhole', 'offsetNegative', 'offsetTooLarge'] as const);
type QueryIssueKey = typeof QUERY_ISSUE_KEYS extends Set<infer K> ? K : never;
const isQueryIssueKey = (message: string): message is QueryIssueKey => (QUERY_ISSUE_KEYS as Set<string>).has(message);

/**
 * A catalogue read's query checked by its schema: 422 {message: Api.invalidQuery, errors} when it
 * fails, every problem of a field listed, in `?locale=`'s language (the default for an unknown one).
 * A problem the schema names no Api key for reads as Api.invalidFields.
 */
export function parseQuery<T>(schema: z.ZodType<T>, params: URLSearchParams): Parsed<T> {
  const result = schema.safeParse(Object.fromEntries(params));
  if (result.success) return { ok: true, data: result.data };
  const t = apiText(localeOf(params));
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(isQueryIssueKey(issue.message) ? t(issue.message) : t('invalidFields'));
  }
  return { ok: false, response: jsonError(422, t('invalidQuery'), errors) };
}

/** Shared query fields of catalogue reads. */
export const localeParam = z.enum(routing.locales).default(routing.defaultLocale);

/**
 * The language of a BFF answer's texts, from `?locale=` (default pt-BR). A value that names no
 * locale answers 422 {errors: {locale}}, in the default language.
 */
export function requestLocale(request: NextRequest): Parsed<Locale> {
  const parsed = localeParam.safeParse(request.nextUrl.searchParams.get('locale') ?? undefined);
  if (parsed.success) return { ok: true, data: parsed.data };
  const t = apiText(routing.defaultLocale);
  return { ok: false, response: jsonError(422, t('invalidFields'), { locale: [t('invalidFields')] }) };
}

/**
 * The language of an answer the browser navigates to or a third party posts (the hosted-page form,
 * the 3-D Secure return, the acquirer's callback), from `?locale=`: a missing or unknown value is
 * the default locale, never a 422 (the answer is a page, a redirect or a server's reply).
 */
export function queryLocale(request: NextRequest): Locale {
  return localeOf(request.nextUrl.searchParams);
}

function localeOf(params: URLSearchParams): Locale {
  const raw = params.get('locale');
  return isLocale(raw) ? raw : routing.defaultLocale;
}

export const offsetParam = z.coerce
  .number({ error: 'offsetNotNumber' satisfies QueryIssueKey })
  .int('offsetNotWhole' satisfies QueryIssueKey)
  .min(0, 'offsetNegative' satisfies QueryIssueKey)
  .max(100_000, 'offsetTooLarge' satisfies QueryIssueKey)
  .default(0);

/** A form body is a few hundred bytes; anything past this is refused. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

/**
 * How much of a body past its limit is still read, and dropped, before the refusal. A client (or a
 * pooling proxy) sends its whole body before it reads the answer: closing the connection on unread
 * bytes makes the kernel reset it, which loses the answer, or the next request of another shopper
 * that a proxy sent on the same connection. Past this, the connection is closed unread.
 */
export const MAX_DISCARDED_BODY_BYTES = 1024 * 1024;

/** The header of an answer after which the connection must close (a body may be left unread). */
export const CLOSE_CONNECTION = { Connection: 'close' } as const;

type BodyReader = ReadableStreamDefaultReader<Uint8Array>;

/**
 * Reads and drops what is left of a body, up to `budget` bytes. Never cancels the stream: Next's
 * request body is the socket's, and cancelling it destroys the connection at once.
 */
async function discardRest(reader: BodyReader, budget: number): Promise<void> {
  let dropped = 0;
  while (dropped <= budget) {
    const { done, value } = await reader.read();
    if (done) return;
    dropped += value.byteLength;
  }
}

/**
 * Reads at most `limit` bytes of the body as UTF-8; null when it is longer. The rest of a longer
 * body is read and dropped (up to MAX_DISCARDED_BODY_BYTES) so the refusal, sent with
 * CLOSE_CONNECTION, reaches the client whole. Throws on bytes that are not UTF-8.
 */
export async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (!request.body) return Number.isFinite(declared) && declared > limit ? null : '';
  const reader = request.body.getReader();
  if (Number.isFinite(declared) && declared > limit) {
    if (declared - limit <= MAX_DISCARDED_BODY_BYTES) await discardRest(reader, MAX_DISCARDED_BODY_BYTES);
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await discardRest(reader, MAX_DISCARDED_BODY_BYTES - (size - limit));
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}

/** 413 (Api.bodyTooLarge): the body is over its limit; the connection closes after the answer. */
export function bodyTooLarge(locale: Locale): NextResponse {
  return jsonError(413, apiText(locale)('bodyTooLarge'), undefined, CLOSE_CONNECTION);
}

/**
 * The JSON object of a request body: 413 (bodyTooLarge) for one longer than MAX_JSON_BODY_BYTES,
 * 400 (Api.badJson) for a body that is not valid UTF-8 JSON or not an object.
 */
export async function readJsonObject(request: Request, locale: Locale): Promise<Parsed<Record<string, unknown>>> {
  const refuse = (): Parsed<Record<string, unknown>> => ({ ok: false, response: jsonError(400, apiText(locale)('badJson')) });
  let text: string | null;
  try {
    text = await readLimited(request, MAX_JSON_BODY_BYTES);
  } catch {
    return refuse();
  }
  if (text === null) return { ok: false, response: bodyTooLarge(locale) };
  if (!text.trim()) return refuse();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse();
  return { ok: true, data: value as Record<string, unknown> };
}

/**
 * Per-field texts of a failed parse, in the request's language: the first error per field
 * (docs/product/validation.md), a Validation key translated. A value of the wrong type or a missing one reads as
 * Validation.required; anything else the schemas do not name reads as Api.invalidFields.
 * A field is named by its whole path, the provider's way: `email`, or `products.3.count` for a
 * field of the fourth entry of a list (`products.3` when the entry itself is not an object).
 */
export function translatedFieldErrors(error: z.ZodError, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (field in errors) continue;
    const text = isValidationKey(locale, issue.message)
      ? validationText(locale, issue.message)
      : issue.code === 'invalid_type'
        ? validationText(locale, 'required')
        : apiText(locale)('invalidFields');
    errors[field] = [text];
  }
  return errors;
}

/** A value checked by a zod schema: 422 {message: Api.invalidFields, errors} when it fails. */
export function validate<T>(schema: z.ZodType<T>, input: unknown, locale: Locale): Parsed<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: jsonError(422, apiText(locale)('invalidFields'), translatedFieldErrors(result.error, locale)) };
}

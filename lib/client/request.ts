// The browser's one way into the BFF: same-origin JSON with the page's ?locale= so messages come
// back in the shopper's language. Every 2xx answer goes through the caller's reader (an answer
// that is not what the contract promises is a 502 failure, never a crash); a failure is a value
// that keeps the status and the {message, errors} body, 0 standing for "no answer at all". The
// resource modules beside this file (catalogue, account, basket, payment, reviews) are its only
// callers; components call them, never fetch (eslint.config.mjs). Nothing here stores a token.

export type FieldMessages = Record<string, string[]>;

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export interface ApiFailure {
  ok: false;
  /** The HTTP status, or 0 when the request got no answer (offline, aborted, refused). */
  status: number;
  /** The server's own message, already in the shopper's language; null when it sent none. */
  message: string | null;
  /** Per-field texts of a 422, in the provider's shape. */
  errors: FieldMessages;
  /** Other fields of the error body (a payment refusal's `reason`, `order_id`…); absent when there are none. */
  details?: Record<string, unknown>;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** What a screen does with a failure. */
export type FailureKind = 'network' | 'unavailable' | 'rate-limited' | 'unauthenticated' | 'invalid' | 'gone' | 'refused';

export function failureKind(failure: ApiFailure): FailureKind {
  const { status } = failure;
  if (status === 0) return 'network';
  if (status >= 500) return 'unavailable';
  if (status === 429) return 'rate-limited';
  if (status === 401) return 'unauthenticated';
  if (status === 422) return 'invalid';
  if (status === 404 || status === 410) return 'gone';
  return 'refused';
}

/** The refusal's machine-readable `reason` (`email_unverified`, `already_used`, …), if the server gave one. */
export function failureReason(failure: ApiFailure): string | null {
  const reason = failure.details?.reason;
  return typeof reason === 'string' ? reason : null;
}

/** The first text the server gave for a field, if any. */
export function fieldMessage(failure: ApiFailure, field: string): string | undefined {
  return failure.errors[field]?.find((text) => typeof text === 'string' && text.trim() !== '');
}

/** A failure thrown where SWR expects an exception; carries the same value. */
export class ApiRequestError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message ?? `request failed with status ${failure.status}`);
    this.name = 'ApiRequestError';
  }
}

function withLocale(path: string, locale: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}`;
}

function readFieldMessages(value: unknown): FieldMessages {
  if (!value || typeof value !== 'object') return {};
  const errors: FieldMessages = {};
  for (const [field, texts] of Object.entries(value)) {
    if (Array.isArray(texts)) errors[field] = texts.filter((text): text is string => typeof text === 'string');
    else if (typeof texts === 'string') errors[field] = [texts];
  }
  return errors;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export type BffMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Reads a 2xx answer's JSON: the value, or null when it is not what the contract promises. */
export type AnswerReader<T> = (json: unknown) => T | null;

export interface BffRequestOptions<T> {
  /** Checks a 2xx answer; null makes it a failure with status 502. */
  read: AnswerReader<T>;
  body?: unknown;
  /** Lets the request outlive the page (a send started as the shopper leaves). */
  keepalive?: boolean;
  /** Extra request headers (the payment calls' Idempotency-Key). */
  headers?: Record<string, string>;
  /** The browser's HTTP cache: bypassed by default; public catalogue answers (max-age) may use it. */
  cache?: RequestCache;
}

const NO_ANSWER: ApiFailure = { ok: false, status: 0, message: null, errors: {} };
const UNREADABLE_ANSWER: ApiFailure = { ok: false, status: 502, message: null, errors: {} };

export async function bffRequest<T>(method: BffMethod, path: string, locale: string, options: BffRequestOptions<T>): Promise<ApiResult<T>> {
  const { body, keepalive = false, read, headers: extraHeaders, cache = 'no-store' } = options;
  let response: Response;
  try {
    response = await fetch(withLocale(path, locale), {
      method,
      credentials: 'same-origin',
      cache,
      keepalive,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return NO_ANSWER;
  }
  const json = await readJson(response);
  if (response.ok) {
    const data = read(json);
    return data === null ? UNREADABLE_ANSWER : { ok: true, status: response.status, data };
  }
  const record = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const { message, errors, ...details } = record;
  const failure: ApiFailure = {
    ok: false,
    status: response.status,
    message: typeof message === 'string' && message.trim() !== '' ? message : null,
    errors: readFieldMessages(errors),
  };
  if (Object.keys(details).length > 0) failure.details = details;
  return failure;
}

// Provider failures as values with a kind, so callers decide from the kind (404 page, 503, field errors).

export type ProviderErrorKind =
  /** Connection refused, reset, DNS: the provider is not reachable. */
  | 'network'
  /** No answer within the timeout. */
  | 'timeout'
  /** The provider answered with a non-2xx status. */
  | 'http'
  /** The provider answered 2xx with a body that does not match its schema. */
  | 'validation';

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly path: string;
  /** The provider's Retry-After in seconds, when it sent one (429, 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: ProviderErrorKind, path: string, message: string, status?: number, body?: unknown, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ProviderError';
    this.kind = kind;
    this.path = path;
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** Worth a second try later: the provider was away or overloaded, not wrong about our request. */
  get isRetryable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || (this.kind === 'http' && (this.status ?? 0) >= 500);
  }

  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404;
  }

  /** The provider itself is unavailable (as opposed to refusing this request). */
  get isOutage(): boolean {
    return this.isRetryable || this.kind === 'validation';
  }
}

/** `status` on success: the provider's 2xx, where it tells something (201 created, 200 repeated). */
export type ProviderResult<T> = { ok: true; data: T; status?: number } | { ok: false; error: ProviderError };

/** A success's data mapped to our own shape (the provider's status kept); a failure as it is. */
export function mapResult<A, B>(result: ProviderResult<A>, map: (data: A) => B): ProviderResult<B> {
  return result.ok ? { ok: true, data: map(result.data), status: result.status } : result;
}

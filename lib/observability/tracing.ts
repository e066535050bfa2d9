// OpenTelemetry tracing of the storefront, off unless an OTLP endpoint is configured with the
// standard variables (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, used as it is, or
// OTEL_EXPORTER_OTLP_ENDPOINT, to which `/v1/traces` is added). instrumentation.ts starts it before
// anything else, so Next's own spans (each request, its render, its route handler) are recorded
// and exported over OTLP/HTTP (JSON) in batches; lib/provider/fetcher.ts adds a client span per
// provider call and carries the W3C `traceparent` to the provider, which continues the trace.
// The exporter's other standard variables apply as documented by OpenTelemetry
// (OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME, OTEL_BSP_SCHEDULE_DELAY…); OTEL_SDK_DISABLED=true
// turns it off. Server only: nothing here reaches a browser bundle.
import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { safePath } from '@/lib/server/log';
import { processWide } from '@/lib/server/process-wide';

type Env = Record<string, string | undefined>;

/** The traces endpoint the exporter will use, or null when tracing is off. */
export function tracesEndpoint(env: Env = process.env): string | null {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return null;
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!base) return null;
  return `${base.replace(/\/+$/, '')}/v1/traces`;
}

export const DEFAULT_SERVICE_NAME = 'storefront';

/** Span attributes that hold a request's or a fetch's URL (Next's spans set the first two). */
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.path'];
/** Dropped: a query string may hold a token (?emailToken=) or a shopper's text. */
const DROPPED_ATTRIBUTES = ['url.query'];

/** A URL or path as a span may keep it: no query string, one-time tokens masked (lib/server/log.ts safePath). */
export function safeUrl(value: string): string {
  if (/^https?:\/\//i.test(value)) {
    try {
      return `${new URL(value).origin}${safePath(value)}`;
    } catch {
      return '[url]';
    }
  }
  return value.startsWith('/') ? safePath(value) : value;
}

/**
 * Rewrites an ended span in place before it is exported: the URL attributes and any URL or path in
 * its name (`fetch GET http://provider/api/…`) lose their query strings and tokens, as log lines do.
 */
export function redactSpan(span: { name: string; attributes: Record<string, unknown> }): void {
  for (const key of URL_ATTRIBUTES) {
    const value = span.attributes[key];
    if (typeof value === 'string') span.attributes[key] = safeUrl(value);
  }
  for (const key of DROPPED_ATTRIBUTES) delete span.attributes[key];
  if (/[/?]/.test(span.name)) span.name = span.name.split(' ').map((word) => (/^(https?:\/\/|\/)/i.test(word) ? safeUrl(word) : word)).join(' ');
}

/** Passes spans on to `next` once redacted (redactSpan). */
export class RedactingSpanProcessor implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}
  onStart(span: Span, parentContext: Context): void {
    this.next.onStart(span, parentContext);
  }
  onEnd(span: ReadableSpan): void {
    redactSpan(span as unknown as { name: string; attributes: Record<string, unknown> });
    this.next.onEnd(span);
  }
  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }
  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}

/**
 * Registers the tracer provider once per process (instrumentation.ts's register() may run in more
 * than one bundle). Returns whether tracing is on.
 */
export async function startTracing(env: Env = process.env): Promise<boolean> {
  if (!tracesEndpoint(env)) return false;
  const state = processWide('tracing', () => ({ started: false }));
  if (state.started) return true;
  state.started = true;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME }),
    spanProcessors: [new RedactingSpanProcessor(new BatchSpanProcessor(new OTLPTraceExporter()))],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  // Spans still in the batch are sent before the process exits (lib/server/shutdown.ts ends it).
  processWide('tracing-flush', () => ({ flush: () => provider.forceFlush() }));
  return true;
}

/** Sends the spans not yet exported; resolves at once when tracing is off. */
export async function flushTracing(): Promise<void> {
  const holder = globalThis as unknown as Record<symbol, { flush(): Promise<void> } | undefined>;
  await holder[Symbol.for('storefront.tracing-flush')]?.flush().catch(() => undefined);
}

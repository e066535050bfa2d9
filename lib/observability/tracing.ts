// OpenTelemetry tracing of the storefront, off unless an OTLP endpoint is configured with the
// standard variables (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, used as it is, or
// OTEL_EXPORTER_OTLP_ENDPOINT, to which `/v1/traces` is added). instrumentation.ts starts it before
// anything else, so Next's own spans (each request, its render, its route handler) are recorded
// and exported over OTLP/HTTP (JSON) in batches; lib/provider/fetcher.ts adds a client span per
// provider call and carries the W3C `traceparent` to the provider, which continues the trace.
// The exporter's other standard variables apply as documented by OpenTelemetry
// (OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME, OTEL_BSP_SCHEDULE_DELAY…); OTEL_SDK_DISABLED=true
// turns it off. Server only: nothing here reaches a browser bundle.
import { processWide } from '@/lib/process-wide';

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
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
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

// The W3C trace context (`traceparent`, `tracestate`) of the active span as request headers, for
// the provider calls made outside lib/provider/fetcher.ts (the health probe, media and the OG
// image's cover). Empty when tracing is off (lib/observability/tracing.ts). Lower-case names: Next
// leaves exactly those out of its data cache's keys.
import { context, propagation } from '@opentelemetry/api';

export function traceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}

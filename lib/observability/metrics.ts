// The storefront's Prometheus metrics (prom-client), read at GET /api/metrics (app/api/metrics).
// One registry per process (lib/server/process-wide.ts): Next bundles the route handlers, the proxy and
// instrumentation.ts apart, and each bundle that records a metric loads this module; they must all
// count into the same series. Labels are bounded: route patterns (lib/observability/route-pattern.ts),
// provider endpoint patterns (lib/provider/endpoint.ts), and fixed sets of methods and outcomes;
// never a raw path, an id or a user's text.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { processWide } from '@/lib/server/process-wide';
import { cacheLookupCounts } from './cache-lookups.mjs';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** An HTTP method as a label: one of the usual seven, else `other`. */
export function methodLabel(method: string | undefined): string {
  const upper = (method ?? 'GET').toUpperCase();
  return METHODS.has(upper) ? upper : 'other';
}

/** How a provider call ended: its answer's class, or the kind of failure (lib/provider/errors.ts). */
export type ProviderOutcome = '2xx' | '4xx' | '5xx' | 'timeout' | 'network' | 'validation';
/** How a payment attempt ended, as the shop sees it. */
export type PaymentOutcome = 'paid' | 'challenge' | 'declined' | 'failed';
export type PaymentMethod = 'card' | 'card_3ds' | 'balance' | 'hosted';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: 'storefront_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    requestDuration: new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Time from a request\'s start to its answer\'s end, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'storefront_cache_lookups_total',
      help: 'Lookups in the server cache (pages, route answers, provider data), by entry kind and hit or miss.',
      labelNames: ['kind', 'result'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const { kind, result, count } of cacheLookupCounts()) this.inc({ kind, result }, count);
      },
    }),
    providerCalls: new Counter({
      name: 'storefront_provider_calls_total',
      help: 'Calls to the provider, by endpoint pattern, method and outcome (2xx, 4xx, 5xx, timeout, network, validation).',
      labelNames: ['endpoint', 'method', 'outcome'] as const,
      registers: [registry],
    }),
    providerDuration: new Histogram({
      name: 'storefront_provider_call_duration_seconds',
      help: 'Duration of provider calls (one attempt each), by endpoint pattern and method.',
      labelNames: ['endpoint', 'method'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'storefront_rate_limit_refusals_total',
      help: 'Requests refused by the storefront\'s own rate limits, by rule.',
      labelNames: ['rule'] as const,
      registers: [registry],
    }),
    payments: new Counter({
      name: 'storefront_payments_total',
      help: 'Payment attempts, by method (card, card_3ds, balance, hosted) and outcome (paid, challenge, declined, failed).',
      labelNames: ['method', 'outcome'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof create>;

export function metrics(): Metrics {
  return processWide('metrics', create);
}

export function recordRequest(input: { method: string | undefined; route: string; status: number; seconds: number }): void {
  const m = metrics();
  const method = methodLabel(input.method);
  m.requests.inc({ method, route: input.route, status: String(input.status) });
  m.requestDuration.observe({ method, route: input.route }, input.seconds);
}

export function recordProviderCall(input: { endpoint: string; method: string; outcome: ProviderOutcome; seconds: number }): void {
  const m = metrics();
  const method = methodLabel(input.method);
  m.providerCalls.inc({ endpoint: input.endpoint, method, outcome: input.outcome });
  m.providerDuration.observe({ endpoint: input.endpoint, method }, input.seconds);
}

export function recordRateLimitRefusal(rule: string): void {
  metrics().rateLimitRefusals.inc({ rule });
}

export function recordPayment(method: PaymentMethod, outcome: PaymentOutcome): void {
  metrics().payments.inc({ method, outcome });
}

/** The exposition: Prometheus's text format and its content type. */
export async function exposition(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}

// What the provider learns of the request it serves: every call carries the W3C `traceparent` of
// its own client span, a child of the request's span (cached calls too, where Next leaves the trace
// context out of its cache keys), and every call that is not cached the request's X-Request-Id.
// Each call is counted by endpoint pattern and outcome.
import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { z } from 'zod';
import { providerFetch } from '@/lib/provider/fetcher';
import { resetProviderHealth } from '@/lib/provider/health';
import { metrics } from '@/lib/observability/metrics';
import { requestContextStore } from '@/lib/server/request-context';
import { startStubProvider, type StubProvider } from '../../support/stub-provider';

const exporter = new InMemorySpanExporter();
const tracerProvider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
let stub: StubProvider;

beforeAll(async () => {
  tracerProvider.register();
  stub = await startStubProvider();
  process.env.PROVIDER_API_URL = stub.url;
});
afterAll(async () => {
  await stub.close();
  await tracerProvider.shutdown();
  trace.disable();
  context.disable();
});
beforeEach(() => {
  stub.seen.length = 0;
  exporter.reset();
  resetProviderHealth();
});

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

it('sends traceparent on every call and X-Request-Id on calls that are not cached', async () => {
  stub.answer('/api/categories', { body: { categories: [] } });
  stub.answer('/api/user', { body: { user: null } });
  const tracer = trace.getTracer('test');
  const traceId = await requestContextStore().run({ reqId: 'request-id-0001' }, () =>
    tracer.startActiveSpan('GET /product/[id]', async (span) => {
      await providerFetch({ path: '/categories', schema: z.unknown(), cache: { revalidate: 60, tags: ['categories'] } });
      await providerFetch({ path: '/user', schema: z.unknown(), token: 'bearer-token' });
      span.end();
      return span.spanContext().traceId;
    }),
  );
  const [cached, uncached] = stub.seen;
  expect(cached!.headers.traceparent).toMatch(TRACEPARENT);
  expect(uncached!.headers.traceparent).toMatch(TRACEPARENT);
  expect(TRACEPARENT.exec(String(cached!.headers.traceparent))![1]).toBe(traceId);
  expect(TRACEPARENT.exec(String(uncached!.headers.traceparent))![1]).toBe(traceId);
  expect(uncached!.headers['x-request-id']).toBe('request-id-0001');
  expect(cached!.headers['x-request-id']).toBeUndefined();

  const spans = exporter.getFinishedSpans();
  const calls = spans.filter((span) => span.name.startsWith('provider '));
  expect(calls.map((span) => span.name)).toEqual(['provider GET /categories', 'provider GET /user']);
  for (const span of calls) expect(span.spanContext().traceId).toBe(traceId);
  // The provider's parent is the call's own span.
  expect(TRACEPARENT.exec(String(uncached!.headers.traceparent))![2]).toBe(calls[1]!.spanContext().spanId);
});

it('lets no caller header replace the request id or the trace context', async () => {
  stub.answer('/api/user', { body: { user: null } });
  await requestContextStore().run({ reqId: 'request-id-0002' }, () =>
    providerFetch({ path: '/user', schema: z.unknown(), token: 't', headers: { 'X-Request-Id': 'forged-0000000', traceparent: 'forged' } }),
  );
  expect(stub.seen[0]!.headers['x-request-id']).toBe('request-id-0002');
  expect(stub.seen[0]!.headers.traceparent).toMatch(TRACEPARENT);
});

it('counts calls by endpoint pattern and outcome', async () => {
  stub.answer('/api/products/41', { status: 503, body: { message: 'down' } });
  await providerFetch({ path: '/products/41', schema: z.unknown(), token: 't' });
  const counted = await metrics().providerCalls.get();
  expect(counted.values).toContainEqual(expect.objectContaining({ labels: { endpoint: '/products/{param}', method: 'GET', outcome: '5xx' }, value: 1 }));
});

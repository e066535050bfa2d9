// What an operator of the built server (`node .next/standalone/server.js`) can see: nothing but
// JSON lines with time and level on stdout, from the first line (Next's banner) to a Redis that
// cannot be reached; a page request traced over OTLP with the provider call it made in the same
// trace, the provider told that trace (traceparent) and the request id (X-Request-Id), no mailed
// token in a span; and the Prometheus metrics behind their token.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, kill, startStorefront, untilLive } from './processes';
import { SCALE_SECRETS } from './servers';

test.describe.configure({ timeout: 120_000 });

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
}

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  name: string;
  kind: number;
}

const METRICS_TOKEN = 'metrics-token-of-the-scale-test-0123456789';

test('JSON-only stdout, a page request traced with its provider call, request ids to the provider, metrics behind a token', async ({ request }) => {
  const seen: Seen[] = [];
  // The provider: every call recorded, answered 404 (the health probe 200).
  const provider = await listen((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(req.url?.startsWith('/api/health') ? 200 : 404, { 'content-type': 'application/json' });
    res.end(req.url?.startsWith('/api/health') ? '{"status":"ok"}' : '{"message":"Not found"}');
  });
  // An OTLP/HTTP receiver (JSON encoding: what the exporter sends).
  const spans: ReceivedSpan[] = [];
  let exported = '';
  const collector = await listen((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        exported += body;
        const message = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: ReceivedSpan[] }> }> };
        for (const resource of message.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  // Nothing listens on this port: the Redis cache's connection fails.
  const deadRedis = await freePort();
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'observability-cache-'));
  const storefront = startStorefront(
    {
      PROVIDER_API_URL: provider.url,
      SESSION_SECRET: SCALE_SECRETS.session,
      SITE_URL: 'https://shop.example',
      REDIS_URL: `redis://127.0.0.1:${deadRedis}`,
      CACHE_DIR: cacheDir,
      METRICS_TOKEN,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    await freePort(),
  );
  try {
    await untilLive(storefront);
    const page = await request.get(`${storefront.origin}/en/product/4242`, { headers: { 'x-request-id': 'observability-page-0001' } });
    // The provider knows no product: the shop's own not-found page, traced like any other.
    expect(page.status()).toBe(404);
    // A mailed link's token never reaches the collector.
    await request.get(`${storefront.origin}/en/verify-email/mailed-token-0123456789abcdef?next=private-query`, { maxRedirects: 0 });
    const hints = await request.get(`${storefront.origin}/api/search/hints?q=steam&locale=en`, { headers: { 'x-request-id': 'observability-hint-0001' } });
    expect(hints.headers()['x-request-id']).toBe('observability-hint-0001');

    // The provider call of the page carries a traceparent; the collector gets the page's span and
    // the provider call's span, in that same trace.
    const productCall = () => seen.find((call) => call.url.startsWith('/api/products/4242'));
    await expect.poll(() => productCall()?.headers.traceparent ?? null).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const traceId = String(productCall()!.headers.traceparent).split('-')[1]!;
    await expect
      .poll(() => spans.filter((span) => span.traceId === traceId).map((span) => span.name), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/^provider GET \/products\/\{param\}/), expect.stringMatching(/GET \/\[locale\]\/product\/\[id\]|GET \/en\/product/)]));
    await expect.poll(() => exported.includes('verify-email'), { timeout: 30_000 }).toBe(true);
    expect(exported).not.toContain('mailed-token-0123456789abcdef');
    expect(exported).not.toContain('private-query');
    // The shopper's request id goes with the calls that are not cached.
    await expect.poll(() => seen.find((call) => call.url.startsWith('/api/search/hints'))?.headers['x-request-id']).toBe('observability-hint-0001');

    // Metrics: 401 without the token, 200 with it, the page's route counted.
    expect((await request.get(`${storefront.origin}/api/metrics`)).status()).toBe(401);
    expect((await request.get(`${storefront.origin}/api/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789abcdef0123' } })).status()).toBe(401);
    const scraped = await request.get(`${storefront.origin}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraped.status()).toBe(200);
    expect(scraped.headers()['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(scraped.headers()['cache-control']).toBe('no-store');
    const text = await scraped.text();
    expect(text).toMatch(/^storefront_http_requests_total\{method="GET",route="\/product\/\[id\]",status="\d+"\} [1-9]/m);
    expect(text).toMatch(/^storefront_provider_calls_total\{endpoint="\/products\/\{param\}",method="GET",outcome="4xx"\} [1-9]/m);
    expect(text).not.toContain('4242');

    // stdout: JSON lines only, each with time and level, from Next's banner on, the Redis failure too.
    await expect.poll(() => storefront.stdout().includes('redis cache: connection failed')).toBe(true);
    const lines = storefront.stdout().split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      expect(typeof parsed.time).toBe('string');
      expect(['trace', 'debug', 'info', 'warn', 'error', 'fatal']).toContain(parsed.level);
    }
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: expect.stringContaining('Next.js') });
    const requestLine = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.reqId === 'observability-page-0001');
    expect(requestLine).toMatchObject({ msg: 'request', clientIp: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) });
  } finally {
    kill(storefront);
    await provider.close();
    await collector.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

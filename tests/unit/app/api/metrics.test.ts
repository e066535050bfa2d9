// GET /api/metrics as a Prometheus scraper sees it: 404 while METRICS_TOKEN is unset, 401 without
// the token or with a wrong one, 200 in the text format with the counters of this process, never
// cached.
import { NextRequest } from 'next/server';
import { GET, dynamic } from '@/app/api/metrics/route';
import { recordPayment, recordProviderCall, recordRateLimitRefusal, recordRequest } from '@/lib/observability/metrics';
import { countCacheLookup } from '@/lib/observability/cache-lookups.mjs';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';

function scrape(authorization?: string) {
  return GET(new NextRequest('http://shop.test/api/metrics', { headers: authorization ? { authorization } : {} }));
}

/** The value of one series in the exposition, or undefined. */
function value(body: string, series: string): number | undefined {
  const line = body.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

it('is dynamic and answers 404 while METRICS_TOKEN is not set', async () => {
  expect(dynamic).toBe('force-dynamic');
  const answer = await scrape(`Bearer ${TOKEN}`);
  expect(answer.status).toBe(404);
  expect(answer.headers.get('cache-control')).toBe('no-store');
});

it('answers 401 without the token, with another scheme or a wrong token', async () => {
  process.env.METRICS_TOKEN = TOKEN;
  for (const authorization of [undefined, `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, 'Bearer short', `Bearer ${TOKEN.slice(0, -1)}`]) {
    const answer = await scrape(authorization);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).not.toContain('storefront_');
  }
});

it('answers 200 in the text format, and the counters move', async () => {
  process.env.METRICS_TOKEN = TOKEN;
  const before = await (await scrape(`Bearer ${TOKEN}`)).text();
  recordRequest({ method: 'GET', route: '/product/[id]', status: 200, seconds: 0.05 });
  recordProviderCall({ endpoint: '/products/{param}', method: 'GET', outcome: '5xx', seconds: 0.2 });
  recordRateLimitRefusal('login-ip');
  recordPayment('card', 'declined');
  countCacheLookup('APP_PAGE', true);
  countCacheLookup('FETCH', false);

  const answer = await scrape(`Bearer ${TOKEN}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const body = await answer.text();
  const moved = (series: string) => (value(body, series) ?? 0) - (value(before, series) ?? 0);
  expect(moved('storefront_http_requests_total{method="GET",route="/product/[id]",status="200"}')).toBe(1);
  expect(moved('storefront_http_request_duration_seconds_count{method="GET",route="/product/[id]"}')).toBe(1);
  expect(moved('storefront_provider_calls_total{endpoint="/products/{param}",method="GET",outcome="5xx"}')).toBe(1);
  expect(moved('storefront_rate_limit_refusals_total{rule="login-ip"}')).toBe(1);
  expect(moved('storefront_payments_total{method="card",outcome="declined"}')).toBe(1);
  expect(moved('storefront_cache_lookups_total{kind="page",result="hit"}')).toBe(1);
  expect(moved('storefront_cache_lookups_total{kind="fetch",result="miss"}')).toBe(1);
  expect(body).toContain('process_cpu_user_seconds_total');
});

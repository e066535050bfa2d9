// Warming the cache from the sitemaps before readiness (lib/server/warm-up.ts): which pages it asks
// for, that every bound ends it (pages, time, a provider away), and readiness answering 503
// "warming" until it ends, against a small server standing in for the instance itself.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GET as readyGET } from '@/app/api/health/ready/route';
import { logger } from '@/lib/server/log';
import { isWarming, ownOrigin, resetWarmUpState, sitemapPaths, startWarmUp, WARM_FAILURES_IN_A_ROW, warmUp, warmUpConfig } from '@/lib/server/warm-up';

const INDEX = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://shop.example/sitemaps/pages.xml</loc></sitemap>
<sitemap><loc>https://shop.example/sitemaps/products-1.xml</loc></sitemap>
</sitemapindex>`;

const urlset = (paths: string[]) =>
  `<urlset>${paths.map((path) => `<url><loc>https://shop.example${path}</loc><xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en${path}"/></url>`).join('\n')}</urlset>`;

const PAGES = ['/', '/en', '/category/steam', '/en/category/steam'];
const PRODUCTS = ['/product/1', '/en/product/1', '/product/2', '/en/product/2'];

/** A fetch answering like the instance: the sitemaps, then 200 or `page(path)` for each page. */
function instance(page: (path: string) => number = () => 200) {
  const asked: string[] = [];
  const fetcher = (async (input: string | URL | Request) => {
    const path = new URL(String(input)).pathname;
    asked.push(path);
    if (path === '/sitemap.xml') return new Response(INDEX);
    if (path === '/sitemaps/pages.xml') return new Response(urlset(PAGES));
    if (path === '/sitemaps/products-1.xml') return new Response(urlset(PRODUCTS));
    return new Response('<html></html>', { status: page(path) });
  }) as typeof fetch;
  return { asked, fetcher };
}

describe('the configuration', () => {
  it('is off unless WARM_CACHE=sitemap, with bounds that default when unset or malformed', () => {
    expect(warmUpConfig({})).toBeNull();
    expect(warmUpConfig({ WARM_CACHE: 'off' })).toBeNull();
    expect(warmUpConfig({ WARM_CACHE: 'sitemap' })).toEqual({ maxPages: 5000, timeoutMs: 120_000 });
    expect(warmUpConfig({ WARM_CACHE: 'sitemap', WARM_MAX_PAGES: '20', WARM_TIMEOUT_MS: '5000' })).toEqual({ maxPages: 20, timeoutMs: 5000 });
  });

  it('asks the instance itself, on loopback when it listens on every interface', () => {
    expect(ownOrigin({ PORT: '3100', HOSTNAME: '0.0.0.0' })).toBe('http://127.0.0.1:3100');
    expect(ownOrigin({ PORT: '3100', HOSTNAME: 'localhost' })).toBe('http://localhost:3100');
    expect(ownOrigin({})).toBe('http://127.0.0.1:3000');
  });
});

describe('the sitemaps', () => {
  it('give the path and query of each <loc>, never an alternate, whatever origin they name', () => {
    expect(sitemapPaths(urlset(['/product/1']))).toEqual(['/product/1']);
    expect(sitemapPaths('<loc>https://shop.example/search?q=a&amp;b=1</loc><loc>javascript:alert(1)</loc><loc>not a url</loc>')).toEqual(['/search?q=a&b=1']);
  });
});

describe('warmUp', () => {
  it('requests every page of every sitemap through the instance', async () => {
    const { asked, fetcher } = instance();
    expect(await warmUp('http://127.0.0.1:1', { maxPages: 100, timeoutMs: 60_000 }, { fetch: fetcher })).toEqual({ pages: 8, failed: 0, end: 'done' });
    expect(asked.filter((path) => !path.includes('sitemap')).sort()).toEqual([...PAGES, ...PRODUCTS].sort());
  });

  it('stops at WARM_MAX_PAGES, the listings first', async () => {
    const { asked, fetcher } = instance();
    expect(await warmUp('http://127.0.0.1:1', { maxPages: 3, timeoutMs: 60_000 }, { fetch: fetcher })).toEqual({ pages: 3, failed: 0, end: 'page-limit' });
    expect(asked.filter((path) => !path.includes('sitemap')).sort()).toEqual(['/', '/category/steam', '/en']);
  });

  it('ends at once when the sitemap cannot be had (the provider is away)', async () => {
    const fetcher = (async () => new Response('{}', { status: 503 })) as typeof fetch;
    expect(await warmUp('http://127.0.0.1:1', { maxPages: 100, timeoutMs: 60_000 }, { fetch: fetcher })).toEqual({ pages: 0, failed: 0, end: 'provider-away' });
  });

  it('ends when pages keep failing (the provider went away meanwhile)', async () => {
    const { fetcher } = instance((path) => (path.includes('/product/') ? 503 : 200));
    const result = await warmUp('http://127.0.0.1:1', { maxPages: 100, timeoutMs: 60_000 }, { fetch: fetcher });
    expect(result).toMatchObject({ pages: PAGES.length, end: 'provider-away' });
    // The failures in a row that end it, and at most one more already on its way.
    expect(result.failed).toBeGreaterThanOrEqual(WARM_FAILURES_IN_A_ROW);
    expect(result.failed).toBeLessThanOrEqual(WARM_FAILURES_IN_A_ROW + 1);
  });

  it('ends when WARM_TIMEOUT_MS has passed', async () => {
    let clock = 0;
    const { fetcher } = instance();
    const slow = (async (input: string | URL | Request, init?: RequestInit) => {
      clock += 400;
      return fetcher(input, init);
    }) as typeof fetch;
    const result = await warmUp('http://127.0.0.1:1', { maxPages: 100, timeoutMs: 1000 }, { fetch: slow, now: () => clock });
    expect(result.end).toBe('timeout');
    expect(result.pages).toBeLessThan(8);
  });

  it('ends when the process begins to shut down', async () => {
    const { fetcher } = instance();
    expect((await warmUp('http://127.0.0.1:1', { maxPages: 100, timeoutMs: 60_000 }, { fetch: fetcher, stopped: () => true })).end).toBe('draining');
  });
});

describe('readiness while warming', () => {
  let server: http.Server;
  let sitemapStatus = 200;
  let releasePages: () => void = () => {};
  let pagesReleased: Promise<void>;

  beforeEach(async () => {
    resetWarmUpState();
    jest.spyOn(logger, 'info').mockImplementation(() => undefined as never);
    pagesReleased = new Promise((resolve) => (releasePages = resolve));
    server = http.createServer((req, res) => {
      const path = req.url ?? '/';
      if (path === '/api/health') return void res.end('{"status":"ok"}');
      if (path === '/sitemap.xml') {
        res.statusCode = sitemapStatus;
        return void res.end(sitemapStatus === 200 ? INDEX : '{}');
      }
      if (path === '/sitemaps/pages.xml') return void res.end(urlset(PAGES));
      if (path === '/sitemaps/products-1.xml') return void res.end(urlset(PRODUCTS));
      // Pages answer once the test lets them: readiness is looked at meanwhile.
      void pagesReleased.then(() => res.end('<html></html>'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterEach(async () => {
    releasePages();
    await new Promise((resolve) => server.close(resolve));
    jest.restoreAllMocks();
    resetWarmUpState();
  });

  const env = () => ({ WARM_CACHE: 'sitemap', PORT: String((server.address() as AddressInfo).port), HOSTNAME: '0.0.0.0' });

  it('answers 503 warming until every page was requested, then 200 ready', async () => {
    sitemapStatus = 200;
    const ended = new Promise<void>((resolve) => (logger.info as jest.Mock).mockImplementation(() => resolve()));
    startWarmUp(env());
    expect(isWarming()).toBe(true);
    const warming = readyGET();
    expect(warming.status).toBe(503);
    expect(await warming.json()).toEqual({ status: 'warming' });
    releasePages();
    await ended;
    expect(logger.info).toHaveBeenCalledWith(expect.objectContaining({ pages: 8, end: 'done' }), 'cache warm-up ended');
    const ready = readyGET();
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('turns ready at once when the provider is away (no sitemap), never waiting on it', async () => {
    sitemapStatus = 503;
    const ended = new Promise<void>((resolve) => (logger.info as jest.Mock).mockImplementation(() => resolve()));
    startWarmUp(env());
    await ended;
    expect(logger.info).toHaveBeenCalledWith(expect.objectContaining({ pages: 0, end: 'provider-away' }), 'cache warm-up ended');
    expect(readyGET().status).toBe(200);
  });

  it('does nothing without WARM_CACHE', () => {
    startWarmUp({ PORT: env().PORT });
    expect(isWarming()).toBe(false);
    expect(readyGET().status).toBe(200);
  });
});

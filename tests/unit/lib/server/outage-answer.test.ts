// A page whose render failed because the provider is away answers 503 with the shop's unavailable
// page in the path's language and Retry-After, from the first request (lib/server/outage-answer.ts,
// installed by lib/server/http-server.ts): not Next's 500. Driven through a real server adopted like
// Next's, whose listener fails a render as Next does (status 500, then the whole payload with `end`,
// or `flushHeaders` and chunks).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { localeMessages } from '@/lib/i18n/server-messages';
import { reportProviderOutage, resetProviderHealth } from '@/lib/provider/health';
import { adoptServer } from '@/lib/server/http-server';
import { markProviderAwayForRequest, requestContextStore } from '@/lib/server/request-context';
import { resetShutdownState } from '@/lib/server/shutdown';

type Render = 'provider-failed' | 'bug' | 'cached';

const servers: http.Server[] = [];

type Sending = 'whole' | 'streamed' | 'compressed';

/**
 * Next's compression in front of the response (next/dist/compiled/compression): it wraps `write`
 * and `end`, and writes the head itself, through `_implicitHeader`, before the first byte.
 */
function compressionLike(response: http.ServerResponse): void {
  const { write, end } = response;
  const head = (target: http.ServerResponse) => {
    if (!target.headersSent) (target as unknown as { _implicitHeader(): void })._implicitHeader();
  };
  response.write = function (this: http.ServerResponse, ...args: unknown[]) {
    head(this);
    return (write as (...all: unknown[]) => boolean).apply(this, args);
  } as http.ServerResponse['write'];
  response.end = function (this: http.ServerResponse, ...args: unknown[]) {
    head(this);
    return (end as (...all: unknown[]) => http.ServerResponse).apply(this, args);
  } as http.ServerResponse['end'];
}

/** A server like Next's: `render` says how the page's render went, `sending` how Next writes it. */
async function serve(render: Render, sending: Sending = 'whole'): Promise<string> {
  const streamed = sending === 'streamed';
  const server = http.createServer((request, response) => {
    if (sending === 'compressed') compressionLike(response);
    requestContextStore().run({ reqId: 'test-request' }, () => {
      // The data layer's provider call, as lib/provider/fetcher.ts reports an outage.
      if (render === 'provider-failed') markProviderAwayForRequest();
      setImmediate(() => {
        response.statusCode = render === 'cached' ? 200 : 500;
        response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        const body = render === 'cached' ? '<html>cached page</html>' : '<html>error boundary</html>';
        if (request.method === 'HEAD') return response.end(null);
        if (!streamed) return response.end(body);
        response.flushHeaders();
        response.write(body.slice(0, 10));
        response.write(body.slice(10), () => response.end());
      });
    });
  });
  servers.push(server);
  adoptServer(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(() => {
  resetProviderHealth();
  resetShutdownState();
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('a page render that failed because the provider is away', () => {
  it.each(['whole', 'streamed', 'compressed'] as const)('answers the 503 page in the path’s language with Retry-After (sent %s)', async (sending) => {
    const origin = await serve('provider-failed', sending);
    const response = await fetch(`${origin}/hi/product/7?from=home`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(localeMessages('hi').Errors.unavailableTitle);
    expect(html).toContain('href="/hi/product/7?from=home"');
    expect(html).not.toContain('error boundary');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });

  it('in the default language for an unprefixed path, and without a body for HEAD', async () => {
    const origin = await serve('provider-failed');
    const page = await fetch(`${origin}/category/steam`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('<html lang="pt-BR">');
    const head = await fetch(`${origin}/en/category/steam`, { method: 'HEAD' });
    expect(head.status).toBe(503);
    expect(head.headers.get('retry-after')).toBe('10');
    expect(await head.text()).toBe('');
  });

  it('also when another request met the outage (a render Next shared between requests)', async () => {
    reportProviderOutage();
    const response = await fetch(`${await serve('bug')}/en/product/7`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('<html lang="en">');
  });
});

describe('every other answer is written as Next made it', () => {
  it('a failed render while the provider answers stays a 500', async () => {
    const response = await fetch(`${await serve('bug')}/en/product/7`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('<html>error boundary</html>');
  });

  it('a cached page served while the provider is away stays a 200', async () => {
    reportProviderOutage();
    const response = await fetch(`${await serve('cached', 'streamed')}/en/product/7`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<html>cached page</html>');
  });

  it('outside the pages (the BFF, files) a 500 stays a 500', async () => {
    const origin = await serve('provider-failed');
    for (const path of ['/api/categories', '/media/covers/1.svg']) {
      const response = await fetch(`${origin}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 500 });
    }
  });
});

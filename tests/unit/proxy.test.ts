// OPTIONS on a page path is answered by the proxy (proxy.ts): Next's own automatic 204 on the OG
// image route went through its page cache (stored in the image's place, or failing with a 500), and
// pages answered it with 400. The other methods still reach the pages and routes.
import { NextRequest } from 'next/server';
import proxy from '@/proxy';
import { reportProviderSuccess, resetProviderHealth } from '@/lib/provider/health';

const request = (path: string, method = 'GET') => new NextRequest(`http://shop.test${path}`, { method });

beforeEach(() => {
  resetProviderHealth();
  reportProviderSuccess();
});

describe('OPTIONS on a page path', () => {
  it.each(['/hi/product/161/og-image', '/product/161/og-image', '/en/product/161', '/', '/ru/category/steam', '/en/faq', '/profile'])(
    '%s is a 204 naming the methods pages serve',
    async (path) => {
      const response = await proxy(request(path, 'OPTIONS'));
      expect(response.status).toBe(204);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-middleware-next')).toBeNull();
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(await response.text()).toBe('');
    },
  );

  it('leaves the other methods to the pages and routes, and OPTIONS outside the pages to their routes', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await proxy(request('/en/product/161/og-image', method));
      expect({ method, status: response.status, next: response.headers.get('x-middleware-next') }).toEqual({ method, status: 200, next: '1' });
    }
    expect((await proxy(request('/api/user', 'OPTIONS'))).headers.get('x-middleware-next')).toBe('1');
  });
});

// The guards around the account routes: the proxy's redirect of guests away from private pages,
// the origin rule of non-GET requests, and which address counts as the client's.
import { NextRequest } from 'next/server';
import proxy from '@/proxy';
import { clientIp, normaliseIp } from '@/lib/bff/client-ip';
import { isSameOriginRequest } from '@/lib/bff/origin';
import { PRIVATE_PATHS, isPrivatePath } from '@/lib/routing/private-routes';
import { PEER_HEADER, stampPeerAddress } from '@/lib/server/peer-address';
import { reportProviderSuccess, resetProviderHealth } from '@/lib/provider/health';
import { fromSocket } from '../../support/account-support';

const env = process.env as Record<string, string | undefined>;
const page = (path: string, cookie?: string) => new NextRequest(new URL(path, 'http://shop.test'), { headers: cookie ? { cookie } : {} });

describe('proxy: private pages', () => {
  beforeEach(() => {
    resetProviderHealth();
    reportProviderSuccess();
  });

  it.each([
    ['/profile', '/?auth=login&next=%2Fprofile'],
    ['/profile/orders?tab=2', '/?auth=login&next=%2Fprofile%2Forders%3Ftab%3D2'],
    ['/en/profile', '/en?auth=login&next=%2Fen%2Fprofile'],
    ['/ru/profile', '/ru?auth=login&next=%2Fru%2Fprofile'],
    ['/hi/profile/', '/hi?auth=login&next=%2Fhi%2Fprofile%2F'],
    ['/hi/profile/wishlist', '/hi?auth=login&next=%2Fhi%2Fprofile%2Fwishlist'],
  ])('sends a guest at %s to log in (307)', async (path, target) => {
    const response = await proxy(page(path));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname + location.search).toBe(target);
  });

  it('lets a visitor with the session cookie through (the page checks that it unseals)', async () => {
    for (const path of ['/profile', '/en/profile']) {
      const response = await proxy(page(path, 'session=sealed-value'));
      expect(response.status).not.toBe(307);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('wants the production cookie name in production', async () => {
    const previous = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      expect((await proxy(page('/profile', 'session=x'))).status).toBe(307);
      expect((await proxy(page('/profile', '__Host-session=x'))).status).not.toBe(307);
    } finally {
      env.NODE_ENV = previous;
    }
  });

  it.each(['/', '/en', '/profiles', '/en/profile-card', '/category/steam', '/en/product/7'])('leaves the public page %s alone', async (path) => {
    const response = await proxy(page(path));
    expect(response.status).not.toBe(307);
  });

  it('keeps /pt-BR/profile a 308 to /profile, which is then guarded', async () => {
    const response = await proxy(page('/pt-BR/profile'));
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/profile');
  });

  it('lists the private paths in one place', () => {
    expect(PRIVATE_PATHS).toContain('/profile');
    expect(isPrivatePath('/pt-BR/profile')).toBe(true);
    expect(isPrivatePath('/en')).toBe(false);
  });
});

describe('origin rule', () => {
  const post = (url: string, headers: Record<string, string>) => new NextRequest(url, { method: 'POST', headers });

  it('allows the request’s own origin, from Host or X-Forwarded-Host and -Proto', () => {
    expect(isSameOriginRequest(post('http://shop.test/api/login', { origin: 'http://shop.test' }))).toBe(true);
    expect(
      isSameOriginRequest(
        post('http://localhost:3000/api/login', {
          host: 'localhost:3000',
          'x-forwarded-host': 'shop.example',
          'x-forwarded-proto': 'https',
          origin: 'https://shop.example',
        }),
      ),
    ).toBe(true);
    expect(isSameOriginRequest(post('http://localhost:3000/api/login', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }))).toBe(true);
  });

  it('allows SITE_URL’s origin', () => {
    const previous = env.SITE_URL;
    env.SITE_URL = 'https://www.shop.example/';
    try {
      expect(isSameOriginRequest(post('http://localhost:3000/api/login', { origin: 'https://www.shop.example' }))).toBe(true);
    } finally {
      if (previous === undefined) delete env.SITE_URL;
      else env.SITE_URL = previous;
    }
  });

  it('refuses other origins, another scheme or port, and garbage', () => {
    for (const origin of ['https://shop.test', 'http://shop.test:8080', 'http://evil.test', 'http://shop.test.evil.test', 'null', 'not a url']) {
      expect(isSameOriginRequest(post('http://shop.test/api/login', { origin }))).toBe(false);
    }
  });

  it('decides by Sec-Fetch-Site when Origin is missing', () => {
    expect(isSameOriginRequest(post('http://shop.test/api/login', {}))).toBe(true);
    expect(isSameOriginRequest(post('http://shop.test/api/login', { 'sec-fetch-site': 'same-origin' }))).toBe(true);
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(isSameOriginRequest(post('http://shop.test/api/login', { 'sec-fetch-site': site }))).toBe(false);
    }
  });
});

describe('client IP', () => {
  afterEach(() => {
    delete env.TRUSTED_PROXY_HOPS;
  });
  const headers = (values: { forwarded?: string; socket?: string } = {}) =>
    new Headers({
      ...(values.forwarded === undefined ? {} : { 'x-forwarded-for': values.forwarded }),
      ...(values.socket === undefined ? {} : fromSocket(values.socket)),
    });

  it('reached directly (TRUSTED_PROXY_HOPS=0): the socket, whatever X-Forwarded-For a client sends', () => {
    // Rotating the header, as an attacker would, changes nothing: every request is the socket's.
    for (const forwarded of ['198.51.100.1', '198.51.100.2, 198.51.100.3', undefined]) {
      expect(clientIp(headers({ forwarded, socket: '203.0.113.7' }))).toBe('203.0.113.7');
    }
    expect(clientIp(headers({ socket: '::ffff:127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientIp(headers({ socket: '::1' }))).toBe('::1');
    expect(clientIp(headers({ forwarded: '198.51.100.1' }))).toBeUndefined();
  });

  it('refuses a peer header this process did not stamp (one a client sent itself)', () => {
    expect(clientIp(new Headers({ [PEER_HEADER]: 'guessed-nonce 198.51.100.9' }))).toBeUndefined();
    expect(clientIp(new Headers({ [PEER_HEADER]: '198.51.100.9' }))).toBeUndefined();
  });

  it('the server stamps each request with its socket, replacing what a client sent', () => {
    const request = { headers: { [PEER_HEADER]: 'forged 198.51.100.9' } as Record<string, string | string[] | undefined>, socket: { remoteAddress: '203.0.113.8' } };
    stampPeerAddress(request as unknown as Parameters<typeof stampPeerAddress>[0]);
    expect(clientIp(new Headers(request.headers as Record<string, string>))).toBe('203.0.113.8');
    const detached = { headers: { [PEER_HEADER]: 'forged 198.51.100.9' } as Record<string, string | string[] | undefined>, socket: {} };
    stampPeerAddress(detached as unknown as Parameters<typeof stampPeerAddress>[0]);
    expect(detached.headers[PEER_HEADER]).toBeUndefined();
  });

  it('behind N appending proxies: the N-th X-Forwarded-For entry from the right, never the socket', () => {
    env.TRUSTED_PROXY_HOPS = '1';
    expect(clientIp(headers({ forwarded: '9.9.9.9, 203.0.113.7', socket: '10.0.0.2' }))).toBe('203.0.113.7');
    expect(clientIp(headers({ forwarded: '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp(headers({ socket: '10.0.0.2' }))).toBeUndefined();
    expect(clientIp(headers({ forwarded: 'not-an-ip' }))).toBeUndefined();
    env.TRUSTED_PROXY_HOPS = '2';
    expect(clientIp(headers({ forwarded: '9.9.9.9, 203.0.113.7, 10.0.0.2' }))).toBe('203.0.113.7');
    // Fewer entries than proxies: the leftmost, written by the first proxy the request met.
    expect(clientIp(headers({ forwarded: '203.0.113.7' }))).toBe('203.0.113.7');
  });

  it('normalises ports and brackets', () => {
    expect(normaliseIp('203.0.113.7:5123')).toBe('203.0.113.7');
    expect(normaliseIp('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normaliseIp('')).toBeNull();
  });
});

// The public origin: every absolute URL comes from SITE_URL, which production requires
// (lib/server/env.ts, env.test.ts); in production no header a client sends (Host, X-Forwarded-Host) makes
// a payment address, and the development default is never an allowed Origin of its own. Product
// pages link their Open Graph image under its public path, the one that answers (no redirect).
import { NextRequest } from 'next/server';
import { publicOrigin } from '@/lib/bff/payment/config';
import { isSameOriginRequest } from '@/lib/bff/origin';
import { DEVELOPMENT_SITE_URL, configuredSiteUrl, siteUrl } from '@/lib/seo/site';
import { OG_IMAGE_SIZE, productImagePath, socialMetadata } from '@/lib/seo/social';

const env = process.env as Record<string, string | undefined>;
const saved = { SITE_URL: env.SITE_URL, NODE_ENV: env.NODE_ENV };

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
});

const forged = (headers: Record<string, string> = {}) =>
  new NextRequest('http://localhost:3000/api/payment', {
    method: 'POST',
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', ...headers },
  });

describe('siteUrl', () => {
  it('is the origin of SITE_URL', () => {
    env.SITE_URL = ' https://shop.example/some/path ';
    expect(configuredSiteUrl()).toBe('https://shop.example');
    expect(siteUrl()).toBe('https://shop.example');
  });

  it('is the development server outside production, and never guessed in production', () => {
    delete env.SITE_URL;
    expect(configuredSiteUrl()).toBeNull();
    expect(siteUrl()).toBe(DEVELOPMENT_SITE_URL);
    env.NODE_ENV = 'production';
    expect(() => siteUrl()).toThrow(/SITE_URL is not set/);
    env.SITE_URL = 'ftp://shop.example';
    expect(() => siteUrl()).toThrow(/SITE_URL is not set/);
  });
});

describe('publicOrigin (payment return addresses and 303s)', () => {
  it('follows SITE_URL, never the Host or X-Forwarded-Host a client sent', () => {
    env.NODE_ENV = 'production';
    env.SITE_URL = 'https://loja.example';
    expect(publicOrigin(forged())).toBe('https://loja.example');
  });

  it('outside production without SITE_URL, is the request’s own origin (a development server on any port)', () => {
    delete env.SITE_URL;
    expect(publicOrigin(new NextRequest('http://localhost:3005/api/payment', { headers: { host: 'localhost:3005' } }))).toBe('http://localhost:3005');
  });
});

describe('the allowed Origins of non-GET requests', () => {
  const post = (origin: string) => new NextRequest('http://shop.test/api/login', { method: 'POST', headers: { host: 'shop.test', origin } });

  it('never counts the development default unless the site is there', () => {
    delete env.SITE_URL;
    expect(isSameOriginRequest(post(DEVELOPMENT_SITE_URL))).toBe(false);
    expect(isSameOriginRequest(post('http://shop.test'))).toBe(true);
    env.SITE_URL = 'https://www.shop.example';
    expect(isSameOriginRequest(post('https://www.shop.example'))).toBe(true);
    expect(isSameOriginRequest(post(DEVELOPMENT_SITE_URL))).toBe(false);
  });
});

describe('the Open Graph image of a product', () => {
  it('is linked under the public path of each language, with its size', () => {
    expect(productImagePath(150, 'pt-BR')).toBe('/product/150/og-image');
    expect(productImagePath(150, 'hi')).toBe('/hi/product/150/og-image');
    const social = socialMetadata({ title: 'Steam 50', description: 'd', path: '/product/150', locale: 'pt-BR', siteName: 'Shop', imagePath: productImagePath(150, 'pt-BR') });
    expect(social.openGraph?.images).toEqual([{ url: '/product/150/og-image', ...OG_IMAGE_SIZE, type: 'image/png', alt: 'Steam 50' }]);
    expect(social.twitter?.images).toEqual(social.openGraph?.images);
    expect(socialMetadata({ title: 't', description: 'd', path: '/', locale: 'en', siteName: 'Shop' }).openGraph).not.toHaveProperty('images');
  });
});

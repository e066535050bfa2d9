// The small shared pieces of the BFF's hand-written handlers and private pages: the lenient
// `?locale=` of pages and redirects, the 303, the failure log line, the private-page guard and
// the private pages' metadata.
import { NextRequest, NextResponse } from 'next/server';
import { queryLocale } from '@/lib/bff/parse';
import { openPrivatePage, privatePageMetadata, requirePageSession } from '@/lib/bff/private-page';
import { logRouteFailure, seeOther } from '@/lib/bff/responses';
import { RequestSession } from '@/lib/bff/session';
import { sessionCookieName } from '@/lib/bff/session-cookie';
import { logger } from '@/lib/server/log';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { TOKEN, providerUser, setCookies } from '../../support/account-support';

const cookieJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name) } : undefined) }),
}));
class Redirected extends Error {
  constructor(readonly location: string) {
    super(`redirect to ${location}`);
  }
}
jest.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new Redirected(location);
  },
}));

// next-intl's server functions need the plugin's request config: the same translator, without it.
const requestLocales: string[] = [];
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const { localeMessages } = jest.requireActual<typeof import('@/lib/i18n/server-messages')>('@/lib/i18n/server-messages');
  return {
    setRequestLocale: (locale: string) => requestLocales.push(locale),
    getTranslations: async ({ locale, namespace }: { locale: 'en'; namespace: 'Meta' }) => createTranslator({ locale, messages: localeMessages(locale), namespace }),
  };
});

const env = process.env as Record<string, string | undefined>;
const request = (path: string, method = 'GET') => new NextRequest(new URL(path, 'http://shop.test'), { method, headers: { 'x-request-id': 'req-12345678' } });

beforeAll(() => {
  env.SESSION_SECRET = 'test-only-session-secret-0123456789abcdef';
});

/** A session cookie's value as a login would have set it. */
async function sealedCookie(): Promise<string> {
  const session = await RequestSession.load(new Request('http://shop.test/'));
  await session.start(TOKEN, providerUser);
  const [cookie] = setCookies(session.applyTo(new NextResponse(null)));
  if (!cookie) throw new Error('no session cookie');
  return decodeURIComponent(cookie.value);
}

describe('queryLocale', () => {
  it.each([
    ['/api/payment/3ds-return?locale=en', 'en'],
    ['/api/payment/3ds-return?locale=hi', 'hi'],
    ['/api/payment/3ds-return', 'pt-BR'],
    ['/api/payment/3ds-return?locale=fr', 'pt-BR'],
    ['/api/payment/3ds-return?locale=', 'pt-BR'],
  ])('%s reads as %s, never as an error', (path, locale) => {
    expect(queryLocale(request(path))).toBe(locale);
  });
});

describe('seeOther', () => {
  it('is a 303 to the location, never stored, without a body', async () => {
    const response = seeOther('https://shop.example/en/payment-confirm/ABC');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://shop.example/en/payment-confirm/ABC');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
  });
});

describe('logRouteFailure', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs the route, the request id and the error, without the query', () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    logRouteFailure(request('/api/basket?secret=1', 'PATCH'), new TypeError('boom'));
    expect(error).toHaveBeenCalledTimes(1);
    const [fields, message] = error.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe('route failed');
    expect(fields).toMatchObject({ route: 'PATCH /api/basket', reqId: 'req-12345678' });
    expect(JSON.stringify(fields)).toContain('boom');
    expect(JSON.stringify(fields)).not.toContain('secret');
  });

  it('names the route as told', () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    logRouteFailure(request('/api/payment/redirect/ABCDEFGHIJ0123456789'), new Error('x'), 'GET /api/payment/redirect/{orderId}');
    expect(error.mock.calls[0]?.[0]).toMatchObject({ route: 'GET /api/payment/redirect/{orderId}' });
  });
});

describe('requirePageSession', () => {
  beforeEach(() => cookieJar.clear());

  it('gives the session of a cookie that unseals', async () => {
    cookieJar.set(sessionCookieName(), await sealedCookie());
    await expect(requirePageSession('en', '/checkout')).resolves.toMatchObject({ token: TOKEN, user: providerUser });
  });

  it.each([
    ['pt-BR', '/profile', '/?auth=login&next=%2Fprofile'],
    ['en', '/checkout', '/en?auth=login&next=%2Fen%2Fcheckout'],
    ['ru', '/payment-confirm/ABC', '/ru?auth=login&next=%2Fru%2Fpayment-confirm%2FABC'],
  ])('sends a %s visitor without a session at %s to log in and back', async (locale, path, target) => {
    await expect(requirePageSession(locale, path)).rejects.toEqual(new Redirected(target));
    cookieJar.set(sessionCookieName(), 'Fe26.2**nonsense~2');
    await expect(requirePageSession(locale, path)).rejects.toEqual(new Redirected(target));
  });
});

describe('openPrivatePage and privatePageMetadata', () => {
  beforeEach(() => {
    cookieJar.clear();
    requestLocales.length = 0;
  });

  it('sets the page locale and gives the shopper the session knew', async () => {
    cookieJar.set(sessionCookieName(), await sealedCookie());
    await expect(openPrivatePage(Promise.resolve({ locale: 'ru' }), '/profile')).resolves.toEqual({ locale: 'ru', user: providerUser });
    expect(requestLocales).toEqual(['ru']);
  });

  it('redirects a guest to log in, coming back to the page', async () => {
    await expect(openPrivatePage(Promise.resolve({ locale: 'en' }), '/checkout')).rejects.toEqual(new Redirected('/en?auth=login&next=%2Fen%2Fcheckout'));
  });

  it.each([
    ['en', en.Meta.checkoutTitle],
    ['ru', ru.Meta.checkoutTitle],
  ])('titles the page in %s and keeps it out of search engines', async (locale, title) => {
    await expect(privatePageMetadata(Promise.resolve({ locale }), 'checkoutTitle')).resolves.toEqual({ title, robots: { index: false, follow: false } });
  });
});

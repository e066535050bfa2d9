import { accountApi } from '@/lib/client/account';
import { failureKind } from '@/lib/client/request';
import { readAccountParams } from '@/lib/account/link-params';
import { localNextPath, samePagePath } from '@/lib/account/next-path';

const LOCALES = ['pt-BR', 'en', 'ru', 'hi'];

describe('localNextPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/checkout?step=2#pay', '/checkout?step=2#pay'],
    ['/en/profile', '/profile'],
    ['/ru', '/'],
    ['/category/steam', '/category/steam'],
    ['/ru/en/checkout', '/checkout'],
    ['/search/50%25%20off', '/search/50%25%20off'],
    ['/search/%D1%81%D1%82%D0%B8%D0%BC', '/search/%D1%81%D1%82%D0%B8%D0%BC'],
    ['/product/12?auth=x&next=%2F%2Fevil.example', '/product/12?auth=x&next=%2F%2Fevil.example'],
  ])('keeps the local path %s as %s', (value, expected) => {
    expect(localNextPath(value, LOCALES)).toBe(expected);
  });

  // Every form a browser, the router or a later decoding could read as another site (or a script).
  const HOSTILE = [
    'https://evil.example/profile',
    'http:evil.example',
    'https:/evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2Fevil.example',
    '/%2fevil.example',
    '%2F%2Fevil.example',
    '/%252Fevil.example',
    '/%25252Fevil.example',
    '/%252F%252Fevil.example',
    '/pt-BR//evil.example/x',
    '/ru//evil.example',
    '/en///evil.example',
    '/pt-BR/%2Fevil.example',
    '/hi/%5Cevil.example',
    '/pt-BR/%252Fevil.example',
    '/en/ru//evil.example',
    '/pt-BR/\\evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example',
    '/en/../..//evil.example',
    '/\tevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/%09/evil.example',
    '/%0a/evil',
    '/%0D%0A/evil',
    '/%00/evil',
    '/\u2028/evil.example',
    '/\u202e/evil.example',
    '/%E2%80%AE/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'profile',
    ' /profile',
    '/pro\tfile',
    '/pro file',
    '',
    null,
    undefined,
    `/${'a'.repeat(600)}`,
  ];

  it.each(HOSTILE)('refuses %p', (value) => {
    expect(localNextPath(value, LOCALES)).toBeNull();
  });

  it('answers only paths that start with one slash and resolve on this site', () => {
    for (const value of ['/profile', '/en/checkout', '/ru/', '/search/50%25%20off']) {
      const kept = localNextPath(value, LOCALES)!;
      expect(kept).toMatch(/^\/(?![/\\])/);
      expect(new URL(kept, 'https://shop.example').origin).toBe('https://shop.example');
    }
  });
});

describe('readAccountParams', () => {
  it('reads the auth tab and a local next, and leaves other parameters', () => {
    expect(readAccountParams(new URLSearchParams('auth=login&next=%2Fprofile&sort=popular'), LOCALES)).toEqual({
      auth: { tab: 'login', next: '/profile' },
      link: null,
      rest: 'sort=popular',
    });
  });

  it('drops a foreign next and an unknown auth value, removing both', () => {
    expect(readAccountParams(new URLSearchParams('auth=register&next=https%3A%2F%2Fevil.example'), LOCALES)).toEqual({
      auth: { tab: 'register', next: null },
      link: null,
      rest: '',
    });
    expect(readAccountParams(new URLSearchParams('auth=admin'), LOCALES)).toEqual({ auth: null, link: null, rest: '' });
  });

  it.each([
    ['accountToken', 'verify-email'],
    ['emailToken', 'email-change'],
    ['passwordToken', 'password-change'],
  ])('maps %s to %s', (name, action) => {
    expect(readAccountParams(new URLSearchParams(`${name}=abc_DEF-123&showModal=success`), LOCALES)).toEqual({
      auth: null,
      link: { action, token: 'abc_DEF-123' },
      rest: 'showModal=success',
    });
  });

  it('is null without account parameters', () => {
    expect(readAccountParams(new URLSearchParams('showModal=success&paymentConfirmOrder=12'), LOCALES)).toBeNull();
  });
});

describe('accountApi', () => {
  afterEach(() => {
    delete (global as { fetch?: unknown }).fetch;
  });

  it('sends JSON same-origin with the locale and keeps the status and body of a failure', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: false,
      status: 422,
      json: async () => ({ message: 'Invalid.', errors: { email: ['E-mail já existe'], name: 'Nome curto' } }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const result = await accountApi.login('pt-BR', { email: 'a@b.co', password: 'secret-pass' });
    expect(fetchMock).toHaveBeenCalledWith('/api/login?locale=pt-BR', expect.objectContaining({
      method: 'POST',
      credentials: 'same-origin',
      body: JSON.stringify({ email: 'a@b.co', password: 'secret-pass' }),
    }));
    expect(result).toEqual({ ok: false, status: 422, message: 'Invalid.', errors: { email: ['E-mail já existe'], name: ['Nome curto'] } });
    expect(failureKind(result as never)).toBe('invalid');
  });

  it('adds the locale after an existing query, and answers no connection with status 0', async () => {
    const fetchMock = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    const result = await accountApi.purchases('en', 1, '');
    expect(fetchMock).toHaveBeenCalledWith('/api/profile/products/purchased/search?page=1&search_string=&locale=en', expect.anything());
    expect(result).toEqual({ ok: false, status: 0, message: null, errors: {} });
  });

  it('reads a failure without a JSON body', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 502, json: async () => JSON.parse('<html>') })) as unknown as typeof fetch;
    const result = await accountApi.user('en');
    expect(result).toEqual({ ok: false, status: 502, message: null, errors: {} });
    expect(failureKind(result as never)).toBe('unavailable');
  });
});

describe('samePagePath', () => {
  it.each(['/', '/profile', '/search/50%25%20off', '/search/стим', '/product/12'])('keeps the page path %s', (value) => {
    expect(samePagePath(value)).toBe(value);
  });

  it.each(['//evil.example', '/\\evil.example', '/%2Fevil.example', '/%252F%252Fevil.example', '/%5Cevil', '/\t/evil.example', 'https://evil.example', '', null])(
    'turns %p into the home page',
    (value) => {
      expect(samePagePath(value)).toBe('/');
    },
  );
});

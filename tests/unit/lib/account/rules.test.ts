import { accountApi } from '@/lib/client/account';
import { failureKind } from '@/lib/client/request';
import { readAccountParams } from '@/lib/account/link-params';
import { localNextPath } from '@/lib/account/next-path';

const LOCALES = ['pt-BR', 'en', 'ru', 'hi'];

describe('localNextPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/checkout?step=2#pay', '/checkout?step=2#pay'],
    ['/en/profile', '/profile'],
    ['/ru', '/'],
    ['/category/steam', '/category/steam'],
    // Encoded characters stay encoded: still a path of this site.
    ['/%0a/evil', '/%0a/evil'],
  ])('keeps the local path %s as %s', (value, expected) => {
    expect(localNextPath(value, LOCALES)).toBe(expected);
  });

  it.each(['https://evil.example/profile', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'profile', ' /profile', '/pro\tfile', '', null])(
    'refuses %p',
    (value) => {
      expect(localNextPath(value, LOCALES)).toBeNull();
    },
  );
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

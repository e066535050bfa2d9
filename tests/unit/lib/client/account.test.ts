// The account answers as the browser reads them (lib/client/account.ts, with the zod-free shapes of
// lib/contracts): GET /api/user is asked on every catalogue page's first load, so zod stays out.
// A malformed answer is a failure (502), never a user the screens would trust.
import { accountApi, readPurchasePage, readUser } from '@/lib/client/account';
import { answerEveryFetch, forgetBffAnswer } from '../../support/bff-answer';

jest.mock('zod', () => {
  throw new Error('zod must stay out of the first load (the account button asks who is signed in)');
});

const user = { id: 7, email: 'ana@example.com', name: 'Ana', verified: false, balance: -150 };
const purchase = { id: 1, product_id: 3, name: 'Steam 50', price: 5000, purchased_at: '2026-01-02', article: 'STM-50', product_code: 'AB12', cover_path: '/media/covers/3.svg' };

afterEach(forgetBffAnswer);

describe('account readers', () => {
  it('read a user and a page of purchases as the BFF answers them', () => {
    expect(readUser(user)).toEqual(user);
    expect(readUser({ ...user, token: 'never kept' })).toEqual(user);
    const page = { products: [purchase], total: 1, page: 1, limit: 10 };
    expect(readPurchasePage(page)).toEqual(page);
  });

  it.each([
    ['an id of text', { ...user, id: '7' }],
    ['no verified flag', { ...user, verified: undefined }],
    ['a fractional balance', { ...user, balance: 1.5 }],
    ['null', null],
  ])('refuse a user with %s', (_case, value) => {
    expect(readUser(value)).toBeNull();
  });

  it('refuse a purchase without its code', () => {
    expect(readPurchasePage({ products: [{ ...purchase, product_code: null }], total: 1, page: 1, limit: 10 })).toBeNull();
  });
});

describe('accountApi', () => {
  it('reads a guest as user null and a signed-in shopper as the user', async () => {
    answerEveryFetch(200, { user: null });
    expect(await accountApi.user('en')).toEqual({ ok: true, status: 200, data: { user: null } });
    answerEveryFetch(200, { user });
    expect(await accountApi.user('en')).toEqual({ ok: true, status: 200, data: { user } });
  });

  it('makes a malformed answer a failure', async () => {
    answerEveryFetch(200, { user: { id: 7 } });
    expect(await accountApi.user('en')).toEqual({ ok: false, status: 502, message: null, errors: {} });
    answerEveryFetch(200, { ok: false });
    expect(await accountApi.logout('en')).toEqual({ ok: false, status: 502, message: null, errors: {} });
    answerEveryFetch(200, { ok: true });
    expect(await accountApi.checkPasswordReset('en', 'token')).toMatchObject({ ok: false, status: 502 });
  });

  it('reads the answers that only say it was done, or carry the user', async () => {
    answerEveryFetch(200, { ok: true, email: 'ana@example.com' });
    expect(await accountApi.checkPasswordReset('en', 'token')).toEqual({ ok: true, status: 200, data: { ok: true, email: 'ana@example.com' } });
    answerEveryFetch(200, { ok: true, user });
    expect(await accountApi.verifyEmail('en', 'token')).toEqual({ ok: true, status: 200, data: { ok: true, user } });
    answerEveryFetch(200, { balance: 1234 });
    expect(await accountApi.balance('en')).toEqual({ ok: true, status: 200, data: { balance: 1234 } });
  });
});

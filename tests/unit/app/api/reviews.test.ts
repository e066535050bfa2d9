// The BFF's review routes against a stub provider: POST /api/products/feedbacks writes or
// edits the shopper's review, GET /api/products/feedbacks/{id}/mine reads it. Session, origin,
// validation with the shared rules, the rate limit, the product cache expired after a save, and
// the provider's failures. The token never reaches a body (readBody checks every answer).
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { GET as mineGET } from '@/app/api/products/feedbacks/[id]/mine/route';
import { POST as reviewPOST } from '@/app/api/products/feedbacks/route';
import { CLIENT_IP, TOKEN, apiRequest, readBody } from '../../support/account-support';
import { bearerOnly, idParams, lastSeenOn, signedInCookie, withStubProvider, unauthenticated } from '../../support/bff-provider';

const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const stub = withStubProvider();

const feedback = {
  id: 501,
  author_name: 'Ana1',
  rating: 4,
  text: '<b>Works</b> in Brazil, thanks!',
  created_at: '2026-11-21T10:00:00.000Z',
  verified_purchase: true,
};
const review = { id: 501, author: 'Ana1', rating: 4, text: '<b>Works</b> in Brazil, thanks!', createdAt: '2026-11-21T10:00:00.000Z', verifiedPurchase: true };
const body = { product_id: 7, rating: 4, text: '  <b>Works</b> in Brazil, thanks!  ' };

beforeEach(() => {
  revalidateTag.mockClear();
  stub.answer('/api/products/feedbacks', bearerOnly(() => ({ status: 201, body: { feedback } })));
  stub.answer('/api/products/feedbacks/7/mine', bearerOnly(() => ({ body: { feedback, can_review: true } })));
});

const lastSeen = (path: string) => lastSeenOn(stub, path);

const logIn = () => signedInCookie(stub);

const post = (payload: unknown, cookie?: string, options: { locale?: string; origin?: string } = {}) =>
  reviewPOST(apiRequest(`/api/products/feedbacks?locale=${options.locale ?? 'en'}`, { method: 'POST', body: payload, cookie, origin: options.origin }));

describe('POST /api/products/feedbacks', () => {
  it('answers 401 to a guest without calling the provider', async () => {
    const response = await post(body);
    expect(response.status).toBe(401);
    expect(await readBody(response)).toEqual({ message: en.Api.unauthenticated });
    expect(stub.seen).toHaveLength(0);
  });

  it('refuses another origin (403)', async () => {
    const cookie = await logIn();
    const response = await post(body, cookie, { origin: 'https://evil.test' });
    expect(response.status).toBe(403);
    expect(await readBody(response)).toEqual({ message: en.Api.originRefused });
    expect(stub.seen).toHaveLength(0);
  });

  it('sends the trimmed review with the bearer, answers 201 with the review and expires the product cache', async () => {
    const cookie = await logIn();
    const response = await post(body, cookie, { locale: 'ru' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readBody(response)).toEqual({ review, created: true });
    const sent = lastSeen('/api/products/feedbacks');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent?.headers['accept-language']).toBe('ru');
    expect(sent?.headers['x-client-ip']).toBe(CLIENT_IP);
    expect(JSON.parse(sent!.body)).toEqual({ product_id: 7, rating: 4, text: '<b>Works</b> in Brazil, thanks!' });
    expect(revalidateTag).toHaveBeenCalledWith('product:7', { expire: 0 });
  });

  it('answers 200 with created false when the provider edited the review', async () => {
    const cookie = await logIn();
    stub.answer('/api/products/feedbacks', { status: 200, body: { feedback } });
    const response = await post(body, cookie);
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ review, created: false });
  });

  it.each([
    [{ ...body, rating: 0 }, { rating: [ru.Validation.reviewRatingInvalid] }],
    [{ ...body, rating: 2.5 }, { rating: [ru.Validation.reviewRatingInvalid] }],
    [{ ...body, rating: '5' }, { rating: [ru.Validation.reviewRatingInvalid] }],
    [{ ...body, text: '  too short ' }, { text: [ru.Validation.reviewTextTooShort] }],
    [{ ...body, text: 'y'.repeat(1001) }, { text: [ru.Validation.reviewTextTooLong] }],
    [{ ...body, text: 'Bell \u0007 character here' }, { text: [ru.Validation.reviewTextInvalid] }],
    [{ ...body, text: 'Great code \u202Egnp.exe worked' }, { text: [ru.Validation.reviewTextBidi] }],
    [{ ...body, text: 'Great code \u2067worked\u2069 fine' }, { text: [ru.Validation.reviewTextBidi] }],
    [{ ...body, text: 'Great code \u200Fworked fine' }, { text: [ru.Validation.reviewTextBidi] }],
    [{ ...body, text: '    ' }, { text: [ru.Validation.required] }],
    [{ product_id: 7, rating: 4 }, { text: [ru.Validation.required] }],
  ])('answers 422 with translated field errors for case %#, without calling the provider', async (payload, errors) => {
    const cookie = await logIn();
    const response = await post(payload, cookie, { locale: 'ru' });
    expect(response.status).toBe(422);
    expect(await readBody(response)).toEqual({ message: ru.Api.invalidFields, errors });
    expect(stub.seen).toHaveLength(0);
  });

  it('passes the provider’s 422 and 404 through', async () => {
    const cookie = await logIn();
    stub.answer('/api/products/feedbacks', { status: 422, body: { message: 'Bad', errors: { text: ['Bad text'] } } });
    const invalid = await post(body, cookie);
    expect(invalid.status).toBe(422);
    expect(await readBody(invalid)).toMatchObject({ errors: { text: ['Bad text'] } });
    stub.answer('/api/products/feedbacks', { status: 404, body: { message: 'There is no product with this id' } });
    expect((await post(body, cookie)).status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('passes the 403 of a shopper who did not buy the product on, with its reason, in their language', async () => {
    const cookie = await logIn();
    const refusals = { en: 'Only shoppers who bought this product can review it.', ru: 'Оставить отзыв могут только покупатели этого товара.' };
    for (const [locale, message] of Object.entries(refusals)) {
      stub.answer('/api/products/feedbacks', (_url, request) => ({
        status: 403,
        body: { message: request.headers['accept-language'] === locale ? message : 'wrong language', reason: 'not_a_buyer' },
      }));
      const refused = await post(body, cookie, { locale });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await readBody(refused)).toEqual({ message, reason: 'not_a_buyer' });
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('allows 10 posts per account per hour, then 429 with Retry-After', async () => {
    const cookie = await logIn();
    for (let i = 0; i < 10; i += 1) expect((await post(body, cookie)).status).toBe(201);
    const limited = await post(body, cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(stub.seen.filter((request) => request.url === '/api/products/feedbacks')).toHaveLength(10);
  });

  it('answers 503 when the provider is down and 504 when it is slow; such failures do not use up the limit', async () => {
    const cookie = await logIn();
    stub.answer('/api/products/feedbacks', { hangUp: true });
    for (let i = 0; i < 10; i += 1) expect((await post(body, cookie)).status).toBe(503);
    stub.answer('/api/products/feedbacks', { delayMs: 1000, status: 201, body: { feedback } });
    expect((await post(body, cookie)).status).toBe(504);
    stub.answer('/api/products/feedbacks', { status: 201, body: { feedback } });
    expect((await post(body, cookie)).status).toBe(201);
  });

  it('ends the session when the provider no longer knows the token', async () => {
    const cookie = await logIn();
    stub.answer('/api/products/feedbacks', unauthenticated);
    const response = await post(body, cookie);
    expect(response.status).toBe(401);
  });
});

describe('GET /api/products/feedbacks/{id}/mine', () => {
  it('answers 401 to a guest', async () => {
    const response = await mineGET(apiRequest('/api/products/feedbacks/7/mine?locale=en'), idParams('7'));
    expect(response.status).toBe(401);
    expect(stub.seen).toHaveLength(0);
  });

  it('answers the shopper’s review, never cached', async () => {
    const cookie = await logIn();
    const response = await mineGET(apiRequest('/api/products/feedbacks/7/mine?locale=en', { cookie }), idParams('7'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readBody(response)).toEqual({ review, canReview: true });
    expect(lastSeen('/api/products/feedbacks/7/mine')?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('answers null when there is none, whether the shopper may review, 404 for a malformed id', async () => {
    const cookie = await logIn();
    stub.answer('/api/products/feedbacks/7/mine', { body: { feedback: null, can_review: false } });
    const none = await mineGET(apiRequest('/api/products/feedbacks/7/mine?locale=en', { cookie }), idParams('7'));
    expect(await readBody(none)).toEqual({ review: null, canReview: false });
    const bad = await mineGET(apiRequest('/api/products/feedbacks/x/mine?locale=en', { cookie }), idParams('x'));
    expect(bad.status).toBe(404);
  });
});

// The back-in-stock alerts as the browser reads the BFF's answers (lib/client/stock-alerts.ts, on
// the contract's shapes, lib/contracts/stock-alerts.ts): a malformed alert is a failure (502), never an alert on screen.
import { readStockAlert, stockAlertsApi } from '@/lib/client/stock-alerts';
import { answerEveryFetch, forgetBffAnswer } from '../../support/bff-answer';

jest.mock('zod', () => {
  throw new Error('zod must stay out of the product page’s alert button');
});

const alert = { id: 4, product_id: 12, name: 'Steam 50', cover_path: '/media/covers/12.svg', locale: 'ru', created_at: '2026-01-02T10:00:00Z' };

afterEach(forgetBffAnswer);

describe('readStockAlert', () => {
  it('reads an alert, unknown fields dropped', () => {
    expect(readStockAlert({ ...alert, email: 'ana@example.com' })).toEqual(alert);
  });

  it.each([
    ['a language the shop does not have', { ...alert, locale: 'de' }],
    ['an id of text', { ...alert, id: '4' }],
    ['no date', { ...alert, created_at: undefined }],
    ['null', null],
  ])('refuses an alert with %s', (_case, value) => {
    expect(readStockAlert(value)).toBeNull();
  });
});

describe('stockAlertsApi', () => {
  it('reads the list, and makes a malformed one a failure', async () => {
    answerEveryFetch(200, { alerts: [alert], limit: 50 });
    expect(await stockAlertsApi.list('en')).toEqual({ ok: true, status: 200, data: { alerts: [alert], limit: 50 } });
    answerEveryFetch(200, { alerts: [{ ...alert, locale: 'de' }], limit: 50 });
    expect(await stockAlertsApi.list('en')).toMatchObject({ ok: false, status: 502 });
  });
});

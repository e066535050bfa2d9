// "Notify me when it's back" on a sold-out product (docs/stock-alerts-contract.md): nothing on a
// product in stock; a guest is asked to log in and, once in, the alert is set without a second
// click; a shopper sets it in one click, sees it set and cancels it; the provider's refusals (back
// in stock, the account's limit) say why.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StockAlert } from '@/components/product/stock-alert';
import { STOCK_ALERT_INTENT_KEY, STOCK_ALERT_INTENT_MS, StockAlertButton } from '@/components/product/stock-alert-button';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import type { StockAlert as Alert } from '@/lib/types/stock-alerts';
import { mockBff, renderAccount, resetAccountState, user, type BffCall } from '../../support/account-harness';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

afterEach(() => {
  resetAccountState();
  sessionStorage.clear();
});

const signedIn = { status: 200, body: { user } };
const guest = { status: 200, body: { user: null } };
const alertOf = (productId: number, id = 90): Alert => ({
  id,
  product_id: productId,
  name: 'Steam 50 BRL',
  cover_path: `/media/covers/en/${productId}.svg`,
  locale: 'en',
  created_at: '2026-11-21T10:00:00.000Z',
});

/** A BFF that keeps the shopper's alerts as the provider would. */
function alertsBff(start: Alert[] = [], extra: Record<string, (call: BffCall) => { status: number; body?: unknown }> = {}) {
  let alerts = [...start];
  const calls = mockBff({
    'GET /api/user': signedIn,
    'GET /api/stock-alerts': () => ({ status: 200, body: { alerts, limit: 50 } }),
    'POST /api/stock-alerts': (call) => {
      const productId = (call.body as { product_id: number }).product_id;
      const created = alertOf(productId, 90 + alerts.length);
      alerts = [created, ...alerts];
      return { status: 201, body: { alert: created } };
    },
    'DELETE /api/stock-alerts/90': () => {
      alerts = alerts.filter((alert) => alert.id !== 90);
      return { status: 200, body: { ok: true } };
    },
    ...extra,
  });
  return calls;
}

const posts = (calls: BffCall[]) => calls.filter((call) => call.method === 'POST');
const notifyButton = (messages = en) => screen.findByRole('button', { name: messages.StockAlerts.notifyMe });

it('shows nothing for a product in stock', () => {
  mockBff({ 'GET /api/user': signedIn });
  const { container } = renderAccount(<StockAlert product={{ id: 7, inStock: 3 }} offered />, 'en', { host: false });
  expect(container).toBeEmptyDOMElement();
});

it('shows nothing for a sold-out product when the provider mails no alerts', () => {
  mockBff({ 'GET /api/user': signedIn });
  const { container } = renderAccount(<StockAlert product={{ id: 7, inStock: 0 }} offered={false} />, 'en', { host: false });
  expect(container).toBeEmptyDOMElement();
});

it('offers the button on a sold-out product, its code loaded on its own', async () => {
  mockBff({ 'GET /api/user': guest });
  renderAccount(<StockAlert product={{ id: 7, inStock: 0 }} offered />, 'en', { host: false });
  expect(await notifyButton()).toBeInTheDocument();
});

it('asks a guest to log in, remembers the press, and sets the alert once they are in', async () => {
  let who: typeof guest | typeof signedIn = guest;
  const calls = alertsBff();
  const bff = global.fetch;
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/api/user') ? Promise.resolve({ ok: true, status: 200, json: async () => who.body } as Response) : bff(input, init),
  ) as typeof fetch;
  const { unmount } = renderAccount(<StockAlertButton productId={7} />);
  expect(await screen.findByText(en.StockAlerts.guestHint)).toBeInTheDocument();
  await userEvent.click(await notifyButton());
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('tab', { selected: true })).toHaveTextContent(en.Auth.loginTab);
  expect(JSON.parse(sessionStorage.getItem(STOCK_ALERT_INTENT_KEY)!)).toMatchObject({ productId: 7 });
  expect(posts(calls)).toHaveLength(0);

  // Back on the product after logging in (the login's `next`): set without another click.
  unmount();
  who = signedIn;
  renderAccount(<StockAlertButton productId={7} />);
  expect(await screen.findByText(en.StockAlerts.set.replace('{email}', user.email))).toBeInTheDocument();
  expect(posts(calls).map((call) => call.body)).toEqual([{ product_id: 7 }]);
  expect(sessionStorage.getItem(STOCK_ALERT_INTENT_KEY)).toBeNull();
});

it('forgets a press long before the login, and one for another product', async () => {
  const calls = alertsBff();
  sessionStorage.setItem(STOCK_ALERT_INTENT_KEY, JSON.stringify({ productId: 7, at: Date.now() - STOCK_ALERT_INTENT_MS - 1000 }));
  const { unmount } = renderAccount(<StockAlertButton productId={7} />);
  expect(await notifyButton()).toBeEnabled();
  unmount();
  sessionStorage.setItem(STOCK_ALERT_INTENT_KEY, JSON.stringify({ productId: 8, at: Date.now() }));
  renderAccount(<StockAlertButton productId={7} />);
  expect(await notifyButton()).toBeEnabled();
  expect(posts(calls)).toHaveLength(0);
  expect(sessionStorage.getItem(STOCK_ALERT_INTENT_KEY)).not.toBeNull();
});

it('lets a shopper set the alert in one click, in the page language, then cancel it', async () => {
  const calls = alertsBff();
  renderAccount(<StockAlertButton productId={7} />, 'ru');
  expect(await screen.findByText(ru.StockAlerts.signedInHint.replace('{email}', user.email))).toBeInTheDocument();
  await userEvent.click(await notifyButton(ru));
  expect(await screen.findByRole('status')).toHaveTextContent(ru.StockAlerts.set.replace('{email}', user.email));
  const post = posts(calls)[0]!;
  expect(post.body).toEqual({ product_id: 7 });
  expect(post.query.get('locale')).toBe('ru');
  expect(screen.getByRole('link', { name: ru.StockAlerts.manage })).toHaveAttribute('href', '/profile#stock-alerts');

  await userEvent.click(screen.getByRole('button', { name: ru.StockAlerts.cancel }));
  expect(await screen.findByText(ru.StockAlerts.cancelled)).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/stock-alerts/90')).toBe(true);
  expect(await notifyButton(ru)).toBeEnabled();
});

it('shows an alert already set, without the button', async () => {
  alertsBff([alertOf(7)]);
  renderAccount(<StockAlertButton productId={7} />);
  expect(await screen.findByRole('button', { name: en.StockAlerts.cancel })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: en.StockAlerts.notifyMe })).not.toBeInTheDocument();
});

it.each([
  [
    'the account keeps its most alerts',
    { status: 409, body: { message: 'You can keep at most 50 back-in-stock alerts.', reason: 'limit_reached' } },
    'You can keep at most 50 back-in-stock alerts.',
    true,
  ],
  ['the product came back meanwhile', { status: 409, body: { message: 'In stock', reason: 'in_stock' } }, en.StockAlerts.backInStock, false],
  ['the shop is down', { status: 503, body: { message: 'down' } }, en.StockAlerts.unavailable, false],
])('says why when %s', async (_label, answer, text, toList) => {
  alertsBff([], { 'POST /api/stock-alerts': () => answer });
  renderAccount(<StockAlertButton productId={7} />);
  await userEvent.click(await notifyButton());
  const message = await screen.findByRole('alert');
  expect(message).toHaveTextContent(text);
  expect(within(message).queryByRole('link', { name: en.StockAlerts.manage }) !== null).toBe(toList);
  expect(await notifyButton()).toBeEnabled();
});

it('asks for a login again when the session ended meanwhile (401)', async () => {
  alertsBff([], { 'POST /api/stock-alerts': () => ({ status: 401, body: { message: 'ended' } }) });
  renderAccount(<StockAlertButton productId={7} />);
  await userEvent.click(await notifyButton());
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(JSON.parse(sessionStorage.getItem(STOCK_ALERT_INTENT_KEY)!)).toMatchObject({ productId: 7 });
});

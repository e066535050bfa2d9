// The cabinet's back-in-stock alerts (docs/stock-alerts-contract.md): listed with their product
// links, day and mail language, counted against the limit, each cancelled on its own; empty and
// failed states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StockAlerts } from '@/components/profile/stock-alerts';
import en from '@/messages/en.json';
import ptBR from '@/messages/pt-BR.json';
import type { StockAlert } from '@/lib/types/stock-alerts';
import { mockBff, renderAccount, resetAccountState } from '../../support/account-harness';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

afterEach(() => resetAccountState());

const alerts: StockAlert[] = [
  { id: 12, product_id: 40, name: 'PlayStation Plus 3 meses', cover_path: '/media/covers/pt-BR/40.svg', locale: 'pt-BR', created_at: '2026-11-21T10:00:00.000Z' },
  { id: 11, product_id: 41, name: 'Steam 50 BRL', cover_path: '/media/covers/pt-BR/41.svg', locale: 'ru', created_at: '2026-11-20T10:00:00.000Z' },
];

it('lists the alerts with links, day and mail language, and cancels one', async () => {
  let stored = [...alerts];
  const calls = mockBff({
    'GET /api/stock-alerts': () => ({ status: 200, body: { alerts: stored, limit: 50 } }),
    'DELETE /api/stock-alerts/11': () => {
      stored = stored.filter((alert) => alert.id !== 11);
      return { status: 200, body: { ok: true } };
    },
  });
  renderAccount(<StockAlerts userId={7} />, 'pt-BR', { host: false });
  const section = await screen.findByRole('region', { name: ptBR.StockAlerts.title });
  expect(await within(section).findByText('2 avisos de 50')).toBeInTheDocument();
  const items = within(section).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('link', { name: 'PlayStation Plus 3 meses' })).toHaveAttribute('href', '/product/40');
  expect(items[1]).toHaveTextContent('Ativado em 20/11/2026 · E-mail em russo');

  await userEvent.click(within(section).getByRole('button', { name: 'Cancelar o aviso de Steam 50 BRL' }));
  expect(await within(section).findByText(ptBR.StockAlerts.cancelled)).toBeInTheDocument();
  expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  expect(within(section).getByText('1 aviso de 50')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/stock-alerts/11']);
});

it('says when there are none', async () => {
  mockBff({ 'GET /api/stock-alerts': { status: 200, body: { alerts: [], limit: 50 } } });
  renderAccount(<StockAlerts userId={7} />, 'en', { host: false });
  expect(await screen.findByText(en.StockAlerts.empty)).toBeInTheDocument();
});

it('says when a cancel fails, and keeps the alert', async () => {
  mockBff({
    'GET /api/stock-alerts': { status: 200, body: { alerts, limit: 50 } },
    'DELETE /api/stock-alerts/12': 'offline',
  });
  renderAccount(<StockAlerts userId={7} />, 'en', { host: false });
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel the alert for PlayStation Plus 3 meses' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(en.StockAlerts.network);
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

it('offers a retry when the list cannot be loaded', async () => {
  let fail = true;
  mockBff({ 'GET /api/stock-alerts': () => (fail ? { status: 502, body: { message: 'bad' } } : { status: 200, body: { alerts, limit: 50 } }) });
  renderAccount(<StockAlerts userId={7} />, 'en', { host: false });
  expect(await screen.findByText(en.StockAlerts.loadFailed)).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: en.StockAlerts.retry }));
  expect(await screen.findAllByRole('listitem')).toHaveLength(2);
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountButton } from '@/components/auth/account-button';
import { AccountModalHost } from '@/components/auth/account-modal-host';
import { mockBff, renderAccount, resetAccountState, user } from '../../support/account-harness';
import { setPathname } from '../../support/navigation-mock';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

afterEach(() => {
  resetAccountState();
  setPathname('/');
});

it("offers a guest to log in, opening the auth modal through the layout's host", async () => {
  const calls = mockBff({ 'GET /api/user': { status: 200, body: { user: null } } });
  renderAccount(
    <>
      <AccountButton />
      <AccountModalHost />
    </>,
    'pt-BR',
    { host: false },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  // The modal's code loads on this first open.
  expect(await screen.findByRole('dialog', { name: 'Entrar ou criar conta' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
  expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/user' });
  expect(calls[0]!.query.get('locale')).toBe('pt-BR');
});

it('becomes the cabinet link once the user is known', async () => {
  mockBff({ 'GET /api/user': { status: 200, body: { user } } });
  renderAccount(<AccountButton />);
  expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile');
  expect(window.localStorage.length).toBe(0);
});

it('is disabled, not a link, on the cabinet itself', async () => {
  setPathname('/profile');
  mockBff({ 'GET /api/user': { status: 200, body: { user } } });
  renderAccount(<AccountButton />);
  const button = await screen.findByRole('button', { name: 'My account' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  await userEvent.click(button);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

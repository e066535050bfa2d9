import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountLinkParams } from '@/components/auth/account-link-params';
import { mockBff, renderAccount, resetAccountState, user } from '../../support/account-harness';
import { pushed } from '../../support/navigation-mock';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));

let query = new URLSearchParams();
jest.mock('next/navigation', () => ({ useSearchParams: () => query }));

afterEach(() => {
  resetAccountState();
  pushed.length = 0;
});

// Each test its own token: a token is sent once per page load, and the tests share one module.
let TOKEN = '';
let serial = 0;
beforeEach(() => {
  serial += 1;
  TOKEN = `Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoa${serial}`;
});

function openWith(search: string) {
  query = new URLSearchParams(search);
  renderAccount(<AccountLinkParams />);
}

it('emailToken: confirms the e-mail change, shows the change-success modal and clears the parameter', async () => {
  const calls = mockBff({
    [`PATCH /api/profile/email-update-confirmation/${TOKEN}`]: { status: 200, body: { ok: true, user } },
    'GET /api/user': { status: 200, body: { user } },
  });
  openWith(`emailToken=${TOKEN}&sort=popular`);
  const dialog = await screen.findByRole('dialog', { name: 'E-mail changed' });
  expect(dialog).toHaveTextContent('Your new e-mail is confirmed');
  expect(pushed).toEqual(['/?sort=popular']);
  const confirmations = calls.filter((call) => call.method === 'PATCH');
  expect(confirmations).toHaveLength(1);
  expect(confirmations[0]!.query.get('locale')).toBe('en');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('passwordToken: confirms the password change, then offers a guest to log in', async () => {
  const calls = mockBff({
    'POST /api/profile/password-update-confirmation': { status: 200, body: { ok: true } },
    'GET /api/user': { status: 200, body: { user: null } },
  });
  openWith(`passwordToken=${TOKEN}`);
  const dialog = await screen.findByRole('dialog', { name: 'Password changed' });
  expect(dialog).toHaveTextContent('Your new password is confirmed');
  expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ token: TOKEN });
  expect(pushed).toEqual(['/']);
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Log in' }));
  expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
});

it('accountToken: activates the account', async () => {
  const calls = mockBff({
    'POST /api/profile/email-verify': { status: 200, body: { ok: true, user } },
    'GET /api/user': { status: 200, body: { user } },
  });
  openWith(`accountToken=${TOKEN}`);
  expect(await screen.findByRole('dialog', { name: 'Account activated' })).toBeInTheDocument();
  expect(calls.find((call) => call.path === '/api/profile/email-verify')!.body).toEqual({ token: TOKEN });
});

it('an expired or used link says so clearly', async () => {
  mockBff({
    'POST /api/profile/email-verify': { status: 410, body: { message: 'This link has expired or was already used' } },
    'GET /api/user': { status: 200, body: { user: null } },
  });
  openWith(`accountToken=${TOKEN}`);
  const dialog = await screen.findByRole('dialog', { name: 'This link cannot be used' });
  expect(dialog).toHaveTextContent('This link has expired or was already used.');
});

it('a shop that does not answer gets a retry, which sends the token again', async () => {
  let answer: 'offline' | { status: number; body: unknown } = 'offline';
  const calls = mockBff({
    [`PATCH /api/profile/email-update-confirmation/${TOKEN}`]: () => answer,
    'GET /api/user': { status: 200, body: { user } },
  });
  openWith(`emailToken=${TOKEN}`);
  const failed = await screen.findByRole('dialog', { name: 'The link could not be checked' });
  expect(failed).toHaveTextContent('Could not reach the shop.');
  answer = { status: 200, body: { ok: true, user } };
  await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('dialog', { name: 'E-mail changed' })).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2);
});

it('auth=register&next=… opens the auth modal on that tab and clears both parameters', async () => {
  mockBff({});
  openWith('auth=register&next=%2Fcheckout');
  expect(await screen.findByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  expect(pushed).toEqual(['/']);
});

it('leaves the payment parameters of a later issue alone', () => {
  const calls = mockBff({});
  openWith('showModal=success');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(pushed).toEqual([]);
  expect(calls).toHaveLength(0);
});

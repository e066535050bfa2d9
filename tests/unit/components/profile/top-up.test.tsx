// The cabinet's "Top up balance" (docs/payments-contract.md "Top-up from the cabinet"): the card
// modal for a balance order, with the card flow the page read on the server.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileScreen } from '@/components/profile/profile-screen';
import { mockBff, renderAccount, resetAccountState, user } from '../../support/account-harness';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('@/components/payment/card-modal', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    CardModal: ({ purpose, flow, onClose }: { purpose: { kind: string }; flow: string; onClose: () => void }) =>
      createElement('div', { role: 'dialog', 'aria-label': `card modal: ${purpose.kind}, ${flow}` }, createElement('button', { onClick: onClose }, 'close card modal')),
  };
});

afterEach(() => resetAccountState());

function signedIn() {
  mockBff({
    'GET /api/user': { status: 200, body: { user } },
    'GET /api/user/balance': { status: 200, body: { balance: 1234 } },
    'GET /api/profile/products/purchased/search': { status: 200, body: { result: { products: [], total: 0, page: 1, limit: 10 } } },
  });
}

it.each([
  ['modal', 'en', 'Top up balance'],
  ['redirect', 'ru', 'Пополнить баланс'],
] as const)('the cabinet’s top-up button opens the card modal for the balance (%s flow, %s)', async (flow, locale, label) => {
  signedIn();
  renderAccount(<ProfileScreen knownUser={user} cardFlow={flow} />, locale);
  await userEvent.click(await screen.findByRole('button', { name: label }));
  const modal = await screen.findByRole('dialog', { name: `card modal: balance, ${flow}` });
  await userEvent.click(within(modal).getByRole('button', { name: 'close card modal' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('the cabinet uses the modal flow when the page passes none', async () => {
  signedIn();
  renderAccount(<ProfileScreen knownUser={user} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Top up balance' }));
  expect(await screen.findByRole('dialog', { name: 'card modal: balance, modal' })).toBeInTheDocument();
});

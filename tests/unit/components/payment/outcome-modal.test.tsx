import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutcomeModal } from '@/components/payment/outcome-modal';
import { renderWithIntl } from '../../support/render';

function show(role: 'alert' | 'status', onClose = jest.fn()) {
  renderWithIntl(
    <OutcomeModal
      title="Outcome"
      picture={<span>picture</span>}
      role={role}
      footnote={<p>Order No. 42</p>}
      action={<button type="button">Go on</button>}
      onClose={onClose}
    >
      <p>The news</p>
    </OutcomeModal>,
  );
  return onClose;
}

it('is a dialog named by its title, with the news alone in its live region', () => {
  show('alert');
  const dialog = screen.getByRole('dialog', { name: 'Outcome' });
  const news = within(dialog).getByRole('alert');
  expect(news).toHaveTextContent('The news');
  expect(news).not.toHaveTextContent('Order No. 42');
  expect(within(dialog).getByText('Order No. 42')).toBeInTheDocument();
  expect(within(dialog).getByText('picture')).toBeInTheDocument();
});

it('puts good news in a status, not an alert', () => {
  show('status');
  expect(screen.getByRole('status')).toHaveTextContent('The news');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('has its action first and a close button that closes it', async () => {
  const onClose = show('alert');
  const buttons = within(screen.getByRole('dialog')).getAllByRole('button');
  const action = buttons.findIndex((button) => button.textContent === 'Go on');
  const close = buttons.findLastIndex((button) => button.textContent === 'Close');
  expect(action).toBeGreaterThanOrEqual(0);
  expect(close).toBeGreaterThan(action);
  await userEvent.click(buttons[close]!);
  expect(onClose).toHaveBeenCalledTimes(1);
});

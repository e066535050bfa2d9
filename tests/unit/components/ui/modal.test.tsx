import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal, type ModalSize, outsideClickCloses } from '@/components/ui/modal';
import { renderWithIntl } from '../../support/render';

function Harness({ size = 'regular', onBack }: { size?: ModalSize; onBack?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>page behind</p>
      <Modal open={open} onOpenChange={setOpen} title="Basket" size={size} onBack={onBack}>
        <p>inside</p>
      </Modal>
    </>
  );
}

it('is a named dialog with a close button that closes it', async () => {
  renderWithIntl(<Harness />);
  const dialog = screen.getByRole('dialog', { name: 'Basket' });
  expect(dialog).toHaveAttribute('data-size', 'regular');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows a back button only when asked, and calls it', async () => {
  const onBack = jest.fn();
  renderWithIntl(<Harness onBack={onBack} size="light" />);
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(onBack).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('dialog')).toHaveAttribute('data-size', 'light');
});

it('closes on Escape', async () => {
  renderWithIntl(<Harness />);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('locks the page scroll while open', () => {
  renderWithIntl(<Harness />);
  // Radix marks the body while its scroll lock is active.
  expect(document.body).toHaveAttribute('data-scroll-locked');
});

describe('outside click', () => {
  it('closes only from 769 px wide', () => {
    expect(outsideClickCloses(768)).toBe(false);
    expect(outsideClickCloses(769)).toBe(true);
  });

  it('does not close on a narrow screen', () => {
    window.innerWidth = 400;
    renderWithIntl(<Harness />);
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

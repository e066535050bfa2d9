import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
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

describe('the focus after closing', () => {
  /** A page the modal leads to (the checkout from the basket): its heading takes the focus on arrival. */
  function Arrival() {
    const heading = useRef<HTMLHeadingElement>(null);
    useEffect(() => heading.current?.focus(), []);
    return (
      <h1 ref={heading} tabIndex={-1}>
        Checkout
      </h1>
    );
  }

  function Leading() {
    const [open, setOpen] = useState(false);
    const [arrived, setArrived] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open basket
        </button>
        {arrived ? <Arrival /> : null}
        <Modal open={open} onOpenChange={setOpen} title="Basket">
          <button type="button" onClick={() => setOpen(false)}>
            Keep shopping
          </button>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setArrived(true);
            }}
          >
            Checkout
          </button>
        </Modal>
      </>
    );
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function openFromTheButton() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithIntl(<Leading />);
    await user.click(screen.getByRole('button', { name: 'Open basket' }));
    expect(screen.getByRole('dialog', { name: 'Basket' })).toBeInTheDocument();
    return user;
  }

  it('goes back to the element that opened the modal', async () => {
    const user = await openFromTheButton();
    await user.click(screen.getByRole('button', { name: 'Keep shopping' }));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByRole('button', { name: 'Open basket' })).toHaveFocus();
  });

  it('stays where the page the modal led to put it', async () => {
    const user = await openFromTheButton();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Checkout' })).toHaveFocus();
  });
});

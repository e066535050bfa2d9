// The confirmation flow (components/payment/payment-flow.ts) with its modals, on fake timers and a
// mocked paymentApi: every status answer, the 5-minute bound, failures while polling, one poller
// per order and no timer left behind.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { mutate } from 'swr';
import { openAccountModal } from '@/components/auth/account-modals';
import { revalidateUser } from '@/components/auth/use-user';
import {
  closePaymentModal,
  confirmPayment,
  isPollingPayment,
  refreshBalanceAfterSpending,
  resetPaymentFlow,
  showPaymentError,
  stopPaymentPolling,
  UNREACHABLE_AFTER_FAILURES,
} from '@/components/payment/payment-flow';
import { resetPaymentModals } from '@/components/payment/payment-modals';
import { ProcessingModal } from '@/components/payment/processing-modal';
import { basketStore } from '@/lib/basket/basket-store';
import { paymentApi } from '@/lib/client/payment';
import { BALANCE_REFRESH_DELAY_MS, PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_MS } from '@/lib/types/payment';
import { pushed, setPathname } from '../../support/navigation-mock';
import {
  failure,
  ok,
  ORDER_ID,
  OTHER_ORDER_ID,
  purchase,
  purchaseEvents,
  renderPayment,
  statusAnswer,
} from '../../support/payment-flow-harness';
import { renderWithIntl } from '../../support/render';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('@/lib/client/payment', () => ({ paymentApi: { status: jest.fn(), confirmation: jest.fn(), order: jest.fn() } }));
jest.mock('@/lib/basket/basket-store', () => ({ basketStore: { reload: jest.fn() } }));
jest.mock('@/components/auth/account-modals', () => ({ openAccountModal: jest.fn() }));
jest.mock('swr', () => ({ __esModule: true, ...jest.requireActual('swr'), mutate: jest.fn() }));
jest.mock('@/components/auth/use-user', () => ({ ...jest.requireActual('@/components/auth/use-user'), revalidateUser: jest.fn() }));

const status = paymentApi.status as jest.Mock;
const confirmation = paymentApi.confirmation as jest.Mock;

/** Lets the mocked answers (promises) settle, then moves the clock. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const settle = () => advance(0);

/** Timers still waiting once the dialog's own (0 ms focus handling, set up as it renders) have run. */
async function pendingTimers(): Promise<number> {
  await advance(1);
  await advance(1);
  return jest.getTimerCount();
}

function start(kind: 'purchase' | 'balance' = 'purchase', orderId = ORDER_ID) {
  act(() => confirmPayment({ orderId, kind }));
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(revalidateUser).mockClear();
  window.sessionStorage.clear();
  delete window.dataLayer;
  renderPayment(null);
});

afterEach(() => {
  act(() => {
    resetPaymentFlow();
    resetPaymentModals();
  });
  jest.clearAllMocks();
  jest.useRealTimers();
  pushed.length = 0;
});

describe('polling', () => {
  it('init keeps the processing modal open, polling every 1000 ms, and Escape does not close it', async () => {
    status.mockResolvedValue(statusAnswer('init'));
    start();
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Processing your payment' });
    expect(dialog).toHaveTextContent('Do not close the browser, your order is being processed');
    expect(dialog).toHaveAccessibleDescription('This window closes by itself once the bank confirms the payment.');
    expect(dialog).toHaveTextContent(`Order number: ${ORDER_ID}`);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(status).toHaveBeenCalledTimes(1);
    expect(status).toHaveBeenCalledWith('en', ORDER_ID);

    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(status).toHaveBeenCalledTimes(2);
    await advance(3 * PAYMENT_POLL_INTERVAL_MS);
    expect(status).toHaveBeenCalledTimes(5);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Processing your payment' })).toBeInTheDocument();
  });

  it('paid (purchase): the success modal with the codes, one purchase event, the basket reloaded, the user revalidated', async () => {
    status.mockResolvedValueOnce(statusAnswer('init')).mockResolvedValue(statusAnswer('paid'));
    confirmation.mockResolvedValue(ok({ kind: 'purchase', order_id: ORDER_ID, products: [purchase(1), purchase(2)] }));
    start();
    await settle();
    expect(screen.getByRole('dialog', { name: 'Processing your payment' })).toBeInTheDocument();
    await advance(PAYMENT_POLL_INTERVAL_MS);

    const dialog = screen.getByRole('dialog', { name: 'Payment successful' });
    expect(within(dialog).getByText('CODE-1-XYZ')).toBeInTheDocument();
    expect(within(dialog).getByText('CODE-2-XYZ')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy the code of Steam Wallet 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/profile');
    expect(within(dialog).getByRole('link', { name: 'Order not received? Contact us' })).toHaveAttribute(
      'href',
      `mailto:support@digitalcards.example?subject=Order%20${ORDER_ID}`,
    );
    expect(purchaseEvents()).toBe(1);
    expect(basketStore.reload).toHaveBeenCalledTimes(1);
    expect(revalidateUser).toHaveBeenCalled();
    expect(confirmation).toHaveBeenCalledWith('en', ORDER_ID);
    expect(isPollingPayment()).toBe(false);
    expect(await pendingTimers()).toBe(0);

    // Following the same order again (a reload of the link) does not count the purchase twice.
    act(() => closePaymentModal());
    start();
    await settle();
    expect(screen.getByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
    expect(purchaseEvents()).toBe(1);
  });

  it('paid without readable codes still succeeds and points to the cabinet', async () => {
    status.mockResolvedValue(statusAnswer('paid'));
    confirmation.mockResolvedValue(failure(0));
    start();
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Payment successful' });
    expect(dialog).toHaveTextContent('Your codes are kept in your account');
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('error: closes the processing modal and opens the error modal with the reason; try again goes to the index', async () => {
    status.mockResolvedValueOnce(statusAnswer('init')).mockResolvedValue(statusAnswer('error', { reason: 'insufficient_funds' }));
    start();
    await settle();
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(screen.queryByRole('dialog', { name: 'Processing your payment' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Payment failed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Something went wrong! Please try making the payment againThere is not enough money on the card.',
    );
    expect(dialog.querySelector('img[src="/images/payment-error.svg"]')).not.toBeNull();
    expect(purchaseEvents()).toBe(0);
    expect(await pendingTimers()).toBe(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(pushed).toEqual(['/']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('error with the payment credited to the balance: the modal says how much, and the balance is read again', async () => {
    status.mockResolvedValue(statusAnswer('error', { reason: 'out_of_stock', refunded: 1999 }));
    start();
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Payment failed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Some of the products sold out before the payment went through.');
    expect(within(dialog).getByRole('alert').textContent?.replace(/\s/g, ' ')).toContain('The €19.99 you paid is on your balance now');
    expect(revalidateUser).toHaveBeenCalled();
  });

  it('on the checkout, try again closes the error modal and stays, where paying again pays the same order', async () => {
    setPathname('/checkout');
    showPaymentError({ orderId: ORDER_ID, method: 'card' });
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Payment failed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong! Please try making the payment again');
    expect(dialog).toHaveTextContent(`Order number: ${ORDER_ID}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(pushed).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    setPathname('/');
  });

  it('after the bound, still init: polling stops and the modal says what to do; "check again" polls again', async () => {
    status.mockResolvedValue(statusAnswer('init'));
    start();
    await settle();
    await advance(PAYMENT_POLL_LIMIT_MS);
    const dialog = screen.getByRole('dialog', { name: 'The payment is taking longer than usual' });
    expect(dialog).toHaveTextContent('Your payment may still be going through');
    expect(dialog).toHaveTextContent('your codes will appear in your account and arrive by e-mail');
    expect(dialog).toHaveTextContent(`contact support and quote the order number ${ORDER_ID}`);
    expect(within(dialog).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    const calls = status.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(PAYMENT_POLL_LIMIT_MS / PAYMENT_POLL_INTERVAL_MS - 1);
    expect(await pendingTimers()).toBe(0);
    await advance(10 * PAYMENT_POLL_INTERVAL_MS);
    expect(status).toHaveBeenCalledTimes(calls);

    status.mockResolvedValue(statusAnswer('paid'));
    confirmation.mockResolvedValue(ok({ kind: 'purchase', order_id: ORDER_ID, products: [] }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
  });

  it('after the bound the modal can be closed, and nothing keeps running', async () => {
    status.mockResolvedValue(statusAnswer('init'));
    start();
    await settle();
    await advance(PAYMENT_POLL_LIMIT_MS);
    const dialog = screen.getByRole('dialog', { name: 'The payment is taking longer than usual' });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await pendingTimers()).toBe(0);
  });

  it('balance: the top-up success modal with the new balance, the user revalidated, no purchase event', async () => {
    status.mockResolvedValue(statusAnswer('paid', { type: 'balance' }));
    confirmation.mockResolvedValue(ok({ kind: 'balance', order_id: ORDER_ID, balance: 1_234_56 }));
    start('balance');
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Balance topped up' });
    expect(dialog).toHaveTextContent('Your balance: €1,234.56');
    expect(revalidateUser).toHaveBeenCalled();
    expect(basketStore.reload).not.toHaveBeenCalled();
    expect(purchaseEvents()).toBe(0);
  });
});

describe('failures while polling', () => {
  it('no answer keeps polling, says so after a few failures, and recovers', async () => {
    status.mockResolvedValue(failure(0));
    start();
    await settle();
    await advance((UNREACHABLE_AFTER_FAILURES - 1) * PAYMENT_POLL_INTERVAL_MS);
    const dialog = screen.getByRole('dialog', { name: 'Processing your payment' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('We cannot reach the shop right now');
    expect(status).toHaveBeenCalledTimes(UNREACHABLE_AFTER_FAILURES);

    status.mockResolvedValueOnce(failure(503)).mockResolvedValueOnce(statusAnswer('init'));
    await advance(2 * PAYMENT_POLL_INTERVAL_MS);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    status.mockResolvedValue(statusAnswer('paid'));
    confirmation.mockResolvedValue(ok({ kind: 'purchase', order_id: ORDER_ID, products: [] }));
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(screen.getByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
  });

  it('keeps asking every interval in a hidden tab and offline; focus, visibility and reconnection ask nothing more', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      status.mockResolvedValue(statusAnswer('init'));
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      start();
      await settle();
      expect(status).toHaveBeenCalledTimes(1);
      // Long enough for a focus to count (SWR would throttle one right after the start).
      await advance(6 * PAYMENT_POLL_INTERVAL_MS);
      expect(status).toHaveBeenCalledTimes(7);
      await advance(1);

      visibility.mockReturnValue('visible');
      act(() => {
        window.dispatchEvent(new Event('online'));
        window.dispatchEvent(new Event('focus'));
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await settle();
      expect(status).toHaveBeenCalledTimes(7);
      await advance(PAYMENT_POLL_INTERVAL_MS);
      expect(status).toHaveBeenCalledTimes(8);
    } finally {
      visibility.mockRestore();
      window.dispatchEvent(new Event('online'));
    }
  });

  it('401: stops and opens the login modal, coming back to the order', async () => {
    status.mockResolvedValue(failure(401));
    start();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openAccountModal).toHaveBeenCalledWith({ kind: 'auth', tab: 'login', next: `/payment-confirm/${ORDER_ID}` });
    await advance(5 * PAYMENT_POLL_INTERVAL_MS);
    expect(status).toHaveBeenCalledTimes(1);
    expect(await pendingTimers()).toBe(0);
  });

  it('404: the error modal says the order was not found', async () => {
    status.mockResolvedValue(failure(404, 'Not found.'));
    start();
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Payment failed' });
    expect(dialog).toHaveTextContent('We could not find this order.');
    expect(await pendingTimers()).toBe(0);
  });
});

describe('one poller', () => {
  it('two calls for one order poll once', async () => {
    status.mockResolvedValue(statusAnswer('init'));
    start();
    start();
    await settle();
    expect(status).toHaveBeenCalledTimes(1);
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(status).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('another order replaces the first one', async () => {
    status.mockResolvedValue(statusAnswer('init'));
    start();
    await settle();
    start('purchase', OTHER_ORDER_ID);
    await settle();
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(status.mock.calls.map(([, id]) => id)).toEqual([ORDER_ID, OTHER_ORDER_ID, OTHER_ORDER_ID]);
    expect(screen.getByRole('dialog')).toHaveTextContent(`Order number: ${OTHER_ORDER_ID}`);
  });

  it('an answer that arrives after the poller stopped is ignored', async () => {
    let answer: (value: unknown) => void = () => undefined;
    status.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    start();
    act(() => closePaymentModal());
    await act(async () => answer(statusAnswer('paid')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confirmation).not.toHaveBeenCalled();
  });

  it('closing or stopping clears the timer', async () => {
    status.mockResolvedValue(statusAnswer('init'));
    start();
    await settle();
    expect(await pendingTimers()).toBe(1);
    act(() => closePaymentModal());
    expect(await pendingTimers()).toBe(0);
    await advance(5 * PAYMENT_POLL_INTERVAL_MS);
    expect(status).toHaveBeenCalledTimes(1);

    start();
    await settle();
    act(() => stopPaymentPolling(ORDER_ID));
    expect(await pendingTimers()).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an id that is not an order id is not polled', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => confirmPayment({ orderId: 'abc', kind: 'purchase' }));
    await settle();
    expect(status).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('showProcessing: false polls behind the caller’s screen and opens only the outcome', async () => {
    status.mockResolvedValueOnce(statusAnswer('init')).mockResolvedValue(statusAnswer('paid'));
    confirmation.mockResolvedValue(ok({ kind: 'purchase', order_id: ORDER_ID, products: [] }));
    act(() => confirmPayment({ orderId: ORDER_ID, kind: 'purchase', showProcessing: false }));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(screen.getByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
  });
});

describe('showPaymentError', () => {
  it('opens the error modal with the caller’s message and stops any polling', async () => {
    status.mockResolvedValue(statusAnswer('init'));
    start();
    await settle();
    act(() => showPaymentError({ orderId: ORDER_ID, message: 'The card was declined.' }));
    const dialog = screen.getByRole('dialog', { name: 'Payment failed' });
    expect(dialog).toHaveTextContent('The card was declined.');
    expect(await pendingTimers()).toBe(0);
  });
});

it('the processing text in Russian is the one of the error catalogue, and the modal can be closed only after the bound', () => {
  jest.useRealTimers();
  const onClose = jest.fn();
  renderWithIntl(<ProcessingModal orderId={ORDER_ID} phase="polling" unreachable={false} onCheckAgain={jest.fn()} onClose={onClose} />, 'ru');
  const dialog = screen.getByRole('dialog', { name: 'Обрабатываем оплату' });
  expect(dialog).toHaveTextContent('Не закрывайте браузер, Ваш заказ обрабатывается');
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(onClose).not.toHaveBeenCalled();
});

describe('after paying from the balance', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(mutate).mockClear();
    jest.mocked(revalidateUser).mockClear();
    resetPaymentFlow();
  });
  afterEach(() => {
    resetPaymentFlow();
    jest.useRealTimers();
  });

  it('reads the user and the balance again 2000 ms later, once for two quick calls', () => {
    refreshBalanceAfterSpending();
    refreshBalanceAfterSpending();
    jest.advanceTimersByTime(BALANCE_REFRESH_DELAY_MS - 1);
    expect(mutate).not.toHaveBeenCalled();
    expect(revalidateUser).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(revalidateUser).toHaveBeenCalledTimes(1);
    expect(mutate).toHaveBeenCalledWith('/api/user/balance');
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});

// The payment parameters of a URL (components/payment/payment-link-params.tsx): each one starts
// its flow, an id that is not an order id is never sent, and all of them leave the address.
import { act, screen } from '@testing-library/react';
import { PaymentLinkParams, readPaymentParams } from '@/components/payment/payment-link-params';
import { resetPaymentFlow } from '@/components/payment/payment-flow';
import { rememberTabOrder, resetPaymentModals } from '@/components/payment/payment-modals';
import { basketStore } from '@/lib/basket/basket-store';
import { paymentApi } from '@/lib/client/payment';
import { pushed, setPathname } from '../../support/navigation-mock';
import { failure, ok, ORDER_ID, purchaseEvents, renderPayment, statusAnswer } from '../../support/payment-flow-harness';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('@/lib/client/payment', () => ({ paymentApi: { status: jest.fn(), confirmation: jest.fn(), order: jest.fn() } }));
jest.mock('@/lib/basket/basket-store', () => ({ basketStore: { reload: jest.fn() } }));
jest.mock('swr', () => ({ __esModule: true, ...jest.requireActual('swr'), mutate: jest.fn() }));

let query = new URLSearchParams();
jest.mock('next/navigation', () => ({ useSearchParams: () => query }));

const status = paymentApi.status as jest.Mock;
const confirmation = paymentApi.confirmation as jest.Mock;

async function openWith(search: string) {
  query = new URLSearchParams(search);
  renderPayment(<PaymentLinkParams />);
  // The flow's code is imported on demand, then the mocked answers settle.
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

beforeEach(() => {
  window.sessionStorage.clear();
  delete window.dataLayer;
  setPathname('/');
});

afterEach(() => {
  act(() => {
    resetPaymentFlow();
    resetPaymentModals();
  });
  jest.clearAllMocks();
  pushed.length = 0;
});

it('paymentConfirmOrder follows the purchase to its outcome and leaves the address', async () => {
  status.mockResolvedValue(statusAnswer('paid'));
  confirmation.mockResolvedValue(ok({ kind: 'purchase', order_id: ORDER_ID, products: [] }));
  await openWith(`paymentConfirmOrder=${ORDER_ID}&sort=popular`);
  expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
  expect(status).toHaveBeenCalledWith('en', ORDER_ID);
  expect(purchaseEvents()).toBe(1);
  expect(basketStore.reload).toHaveBeenCalledTimes(1);
  expect(pushed).toEqual(['/?sort=popular']);
});

it('paymentConfirmBalance follows the top-up to the top-up success modal', async () => {
  status.mockResolvedValue(statusAnswer('paid', { type: 'balance' }));
  confirmation.mockResolvedValue(ok({ kind: 'balance', order_id: ORDER_ID, balance: 50_000 }));
  setPathname('/profile');
  await openWith(`paymentConfirmBalance=${ORDER_ID}`);
  const dialog = await screen.findByRole('dialog', { name: 'Balance topped up' });
  expect(dialog).toHaveTextContent('Your balance: €500.00');
  expect(purchaseEvents()).toBe(0);
  expect(pushed).toEqual(['/profile']);
});

it.each(['showModal=success', 'showModal=error'])('%s in a link opened anew shows no payment result and asks for no order', async (search) => {
  await openWith(search);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(status).not.toHaveBeenCalled();
  expect(basketStore.reload).not.toHaveBeenCalled();
  expect(purchaseEvents()).toBe(0);
  expect(pushed).toEqual(['/']);
});

describe('showModal= in the tab that was paying follows that order to its real status', () => {
  beforeEach(() => rememberTabOrder(ORDER_ID, 'purchase'));

  it('paid: the success modal, with the codes the BFF gives', async () => {
    status.mockResolvedValue(statusAnswer('paid'));
    confirmation.mockResolvedValue(ok({ kind: 'purchase', order_id: ORDER_ID, products: [] }));
    await openWith('showModal=error');
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
    expect(status).toHaveBeenCalledWith('en', ORDER_ID);
  });

  it('still pending: the processing modal, never a success', async () => {
    status.mockResolvedValue(statusAnswer('init'));
    await openWith('showModal=success');
    expect(await screen.findByRole('dialog', { name: 'Processing your payment' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Payment successful' })).not.toBeInTheDocument();
    expect(status).toHaveBeenCalledWith('en', ORDER_ID);
  });

  it('failed: the error modal, whatever the address said', async () => {
    status.mockResolvedValue(statusAnswer('error', { reason: 'declined' }));
    await openWith('showModal=success');
    expect(await screen.findByRole('dialog', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Payment successful' })).not.toBeInTheDocument();
  });

  it('someone else’s order (the BFF does not know it for this shopper): no success', async () => {
    status.mockResolvedValue(failure(404, 'Order not found'));
    await openWith('showModal=success');
    expect(await screen.findByRole('dialog', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Payment successful' })).not.toBeInTheDocument();
  });
});

it('an id that is not an order id is ignored, and still removed', async () => {
  await openWith('paymentConfirmOrder=abc%27%3Cscript%3E&paymentConfirmBalance=short&showModal=maybe&page=2');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(status).not.toHaveBeenCalled();
  expect(pushed).toEqual(['/?page=2']);
});

it('leaves a query without payment parameters alone', async () => {
  await openWith('auth=login&next=%2Fprofile');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(pushed).toEqual([]);
});

describe('readPaymentParams', () => {
  it('reads a bare showModal as "the order this tab was paying", whatever it claims', () => {
    expect(readPaymentParams(new URLSearchParams('showModal=success&page=2'))).toEqual({ action: { kind: 'tab-order' }, rest: 'page=2' });
    expect(readPaymentParams(new URLSearchParams('showModal=error'))?.action).toEqual({ kind: 'tab-order' });
  });

  it('prefers an order to check over a bare showModal', () => {
    expect(readPaymentParams(new URLSearchParams(`showModal=error&paymentConfirmOrder=${ORDER_ID}`))).toEqual({
      action: { kind: 'confirm', orderId: ORDER_ID, payment: 'purchase' },
      rest: '',
    });
  });

  it('needs the exact order id shape: 20 characters of 0-9 and A-Z', () => {
    expect(readPaymentParams(new URLSearchParams(`paymentConfirmOrder=${ORDER_ID.toLowerCase()}`))?.action).toBeNull();
    expect(readPaymentParams(new URLSearchParams(`paymentConfirmOrder=${ORDER_ID}A`))?.action).toBeNull();
    expect(readPaymentParams(new URLSearchParams(`paymentConfirmBalance=${ORDER_ID}`))?.action).toEqual({
      kind: 'confirm',
      orderId: ORDER_ID,
      payment: 'balance',
    });
    expect(readPaymentParams(new URLSearchParams('sort=popular'))).toBeNull();
  });
});

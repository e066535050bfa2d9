// The card modal when things go wrong (an error shows a retry button: docs/product/order-states.md,
// docs/product/errors.md; docs/payments-contract.md "Idempotency" and the /api/payment refusals):
// a refusal with a retry on the same order, one order for a double click or a retry, field errors
// from the server, an empty basket, 429, no connection, a shop that is down, and the session ending.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openAccountModal } from '@/components/auth/account-modals';
import { confirmPayment, showPaymentError } from '@/components/payment/payment-flow';
import {
  api,
  created,
  errorOf,
  failure,
  fields,
  fillCard,
  freshCardModalMocks,
  ORDER_ID,
  OTHER_ORDER_ID,
  paid,
  renderCardModal,
  tickConsents,
} from '../../support/card-modal-harness';
import type { PaymentClientMocks } from '../../support/payment-client-mocks';
import { setPathname } from '../../support/navigation-mock';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('@/components/auth/account-modals', () => ({ openAccountModal: jest.fn(), closeAccountModal: jest.fn() }));
jest.mock('@/components/payment/payment-flow', () => ({ confirmPayment: jest.fn(), showPaymentError: jest.fn() }));
jest.mock('@/lib/client/payment', () => jest.requireActual<PaymentClientMocks>('../../support/payment-client-mocks').cardModalPaymentClient());

const DECLINED = failure(422, {
  message: 'The card was declined by the bank',
  errors: { card_number: ['The card was declined by the bank'] },
  details: { reason: 'declined', order_id: ORDER_ID },
});

beforeEach(() => {
  freshCardModalMocks();
});

afterEach(() => {
  jest.restoreAllMocks();
  setPathname('/');
});

async function readyToPay(number = '4000000000000002') {
  await fillCard(number);
  await tickConsents();
}

/** The idempotency keys createOrder was called with. */
const keysUsed = () => api.createOrder.mock.calls.map(([, , key]) => key);

describe('a refused payment', () => {
  it('shows the reason in the modal; retry returns to the form with everything kept and pays the same order', async () => {
    api.payByCard.mockResolvedValueOnce(DECLINED).mockResolvedValueOnce(paid({ status: 'OK', order_id: ORDER_ID }));
    renderCardModal();
    await readyToPay();
    await userEvent.click(fields.submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment did not go through');
    expect(alert).toHaveTextContent('The card was declined by the bank');
    expect(fields.cardNumber()).not.toBeVisible();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();

    await userEvent.click(retry);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(fields.cardNumber()).toBeVisible();
    expect(fields.cardNumber()).toHaveValue('4000 0000 0000 0002');
    expect(fields.expiry()).toHaveValue('12/99');
    expect(fields.cvv()).toHaveValue('123');
    expect(fields.privacy()).toBeChecked();
    expect(fields.noRefund()).toBeChecked();
    expect(fields.submit()).toHaveFocus();
    // The order's total is known now.
    expect(fields.submit()).toHaveTextContent('Pay €24.90');

    await userEvent.clear(fields.cardNumber());
    await userEvent.type(fields.cardNumber(), '4242424242424242');
    await userEvent.click(fields.submit());
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledWith({ orderId: ORDER_ID, kind: 'purchase', method: 'card' }));
    expect(api.createOrder).toHaveBeenCalledTimes(1);
    expect(api.payByCard).toHaveBeenCalledTimes(2);
    expect(api.payByCard.mock.calls.map(([, orderId]) => orderId)).toEqual([ORDER_ID, ORDER_ID]);
    expect(api.payByCard.mock.calls[1]![2].card_number).toBe('4242424242424242');
  });

  it('says the reason in its own words when the server sent no message', async () => {
    api.payByCard.mockResolvedValue(failure(422, { details: { reason: 'insufficient_funds', order_id: ORDER_ID } }));
    renderCardModal();
    await readyToPay('4000000000009995');
    await userEvent.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('There are not enough funds on the card.');
  });

  it('in Portuguese for a pt-BR shopper', async () => {
    api.payByCard.mockResolvedValue(failure(422, { details: { reason: 'out_of_stock', order_id: ORDER_ID } }));
    renderCardModal({}, 'pt-BR');
    await userEvent.type(screen.getByLabelText('Número do cartão'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Validade'), '1299');
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Alguns produtos do seu pedido estão esgotados agora.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('one order per open modal', () => {
  it('a double click creates one order and pays once', async () => {
    let answer!: (value: Awaited<ReturnType<typeof api.createOrder>>) => void;
    api.createOrder.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCardModal();
    await readyToPay('4242424242424242');
    const form = fields.submit().closest('form')!;
    await userEvent.dblClick(fields.submit());
    // Even submit events that get past the disabled button send nothing more.
    fireEvent.submit(form);
    fireEvent.submit(form);
    answer(created());
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledTimes(1));
    expect(api.createOrder).toHaveBeenCalledTimes(1);
    expect(api.payByCard).toHaveBeenCalledTimes(1);
  });

  it('a retry after no answer sends the same idempotency key', async () => {
    api.createOrder.mockResolvedValueOnce(failure(0)).mockResolvedValueOnce(created());
    renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the shop. Check your connection and try again.');
    expect(fields.submit()).toBeEnabled();
    await userEvent.click(fields.submit());
    await waitFor(() => expect(confirmPayment).toHaveBeenCalled());
    expect(keysUsed()).toHaveLength(2);
    expect(keysUsed()[0]).toBe(keysUsed()[1]);
  });

  it('an order the shop no longer knows (404) is replaced by a new one on the next try', async () => {
    api.payByCard.mockResolvedValueOnce(failure(404, { message: 'Order not found' })).mockResolvedValueOnce(paid({ status: 'OK', order_id: OTHER_ORDER_ID }));
    api.createOrder.mockResolvedValueOnce(created()).mockResolvedValueOnce(created(OTHER_ORDER_ID));
    renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    await userEvent.click(fields.submit());
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledWith({ orderId: OTHER_ORDER_ID, kind: 'purchase', method: 'card' }));
    expect(new Set(keysUsed()).size).toBe(2);
  });
});

describe('other failures', () => {
  it('shows the server texts for fields under those fields until they are edited', async () => {
    api.payByCard.mockResolvedValue(failure(422, { message: 'The given data was invalid.', errors: { cvc: ['The CVV is wrong'], year: ['The card has expired'] } }));
    renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    await waitFor(() => expect(errorOf(fields.cvv())).toBe('The CVV is wrong'));
    expect(errorOf(fields.expiry())).toBe('The card has expired');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(fields.cvv(), '{Backspace}4');
    expect(errorOf(fields.cvv())).toBeNull();
    expect(errorOf(fields.expiry())).toBe('The card has expired');
  });

  it('says the basket is empty', async () => {
    api.createOrder.mockResolvedValue(failure(422, { message: 'The basket is empty.', errors: { basket: ['The basket is empty.'] } }));
    renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your basket is empty: add a product before paying.');
    expect(api.payByCard).not.toHaveBeenCalled();
  });

  it('says which product is short of stock', async () => {
    api.createOrder.mockResolvedValue(failure(422, { message: 'Invalid', errors: { 'products.12': ['Only 2 left of Steam 20 €'] } }));
    renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 left of Steam 20 €');
  });

  it('429 opens the rate-limit modal with the server message, over the form', async () => {
    api.payByCard.mockResolvedValue(failure(429, { message: 'Too many payments. Try again in 9 minutes.' }));
    renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    const limit = await screen.findByRole('dialog', { name: 'Too many attempts' });
    expect(within(limit).getByRole('alert')).toHaveTextContent('Too many payments. Try again in 9 minutes.');
    await userEvent.click(within(limit).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Too many attempts' })).toBeNull());
    expect(fields.cardNumber()).toHaveValue('4242 4242 4242 4242');
    expect(fields.submit()).toBeEnabled();
  });

  it.each([503, 504, 502])('%i from the payment: the modal closes for the payment error modal, naming the order', async (status) => {
    api.payByCard.mockResolvedValue(failure(status));
    const { onClose } = renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(showPaymentError).toHaveBeenCalledWith({ orderId: ORDER_ID, method: 'card' });
  });

  it('a 500 whose payment went through all the same (the answer lost): the confirmation, not an error', async () => {
    api.payByCard.mockResolvedValue(failure(502));
    api.status.mockResolvedValue({ ok: true, status: 200, data: { order_id: ORDER_ID, type: 'purchase', status: 'paid', reason: null, refunded: null } });
    const { onClose } = renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledWith({ orderId: ORDER_ID, kind: 'purchase', method: 'card' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(showPaymentError).not.toHaveBeenCalled();
  });

  it('a 502 while creating the order: the payment error modal without an order number', async () => {
    api.createOrder.mockResolvedValue(failure(502));
    const { onClose } = renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(showPaymentError).toHaveBeenCalledWith({ orderId: null, method: 'card' });
    expect(api.payByCard).not.toHaveBeenCalled();
  });

  it('no answer at all: a connection problem, said in the modal, the form kept', async () => {
    api.payByCard.mockResolvedValue(failure(0));
    renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the shop. Check your connection and try again.');
    expect(fields.submit()).toBeEnabled();
    expect(showPaymentError).not.toHaveBeenCalled();
  });

  it('opened again after a failure of the shop, it pays the same order (the same key for the same basket)', async () => {
    api.payByCard.mockResolvedValueOnce(failure(502)).mockResolvedValueOnce(paid({ status: 'OK', order_id: ORDER_ID }));
    const first = renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    await waitFor(() => expect(first.onClose).toHaveBeenCalledTimes(1));
    first.unmount();

    renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledWith({ orderId: ORDER_ID, kind: 'purchase', method: 'card' }));
    expect(keysUsed()).toHaveLength(2);
    expect(new Set(keysUsed()).size).toBe(1);
  });

  it('a payment credited to the balance (sold out meanwhile): the error modal says so, the next payment is a new order', async () => {
    api.payByCard.mockResolvedValueOnce(
      failure(422, {
        message: 'A product of the order sold out before it could be delivered. The €10.00 paid is on your balance now.',
        errors: { orderId: ['sold out'] },
        details: { reason: 'out_of_stock', order_id: ORDER_ID, refunded: 1000 },
      }),
    );
    const first = renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    await waitFor(() => expect(first.onClose).toHaveBeenCalledTimes(1));
    expect(showPaymentError).toHaveBeenCalledWith({ orderId: ORDER_ID, reason: 'out_of_stock', method: 'card', refunded: 1000 });
    first.unmount();

    renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    await waitFor(() => expect(api.createOrder).toHaveBeenCalledTimes(2));
    expect(new Set(keysUsed()).size).toBe(2);
  });

  it('401: the session ended, so the modal closes and the login modal opens', async () => {
    setPathname('/checkout');
    api.createOrder.mockResolvedValue(failure(401, { message: 'Unauthenticated.' }));
    const { onClose } = renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(openAccountModal).toHaveBeenCalledWith({ kind: 'auth', tab: 'login', next: '/checkout' });
    expect(api.payByCard).not.toHaveBeenCalled();
  });

  it('an order that cannot be paid by card says why and starts a new order next time', async () => {
    api.payByCard.mockResolvedValueOnce(failure(422, { message: 'Invalid', errors: { orderId: ['This order cannot be paid by card'] } }));
    renderCardModal();
    await readyToPay('4242424242424242');
    await userEvent.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('This order cannot be paid by card');
    await userEvent.click(fields.submit());
    await waitFor(() => expect(api.createOrder).toHaveBeenCalledTimes(2));
    expect(new Set(keysUsed()).size).toBe(2);
  });
});

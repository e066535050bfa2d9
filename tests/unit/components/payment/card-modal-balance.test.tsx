// The card modal as a balance top-up (numeric, at least 100, placeholder 'от 100 €', at most 7
// characters: docs/product/validation.md; docs/payments-contract.md /api/orders/create "balance").
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmPayment } from '@/components/payment/payment-flow';
import { api, created, errorOf, failure, fields, fillCard, freshCardModalMocks, ORDER_ID, renderCardModal, tickConsents } from '../../support/card-modal-harness';
import type { PaymentClientMocks } from '../../support/payment-client-mocks';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('@/components/payment/payment-flow', () => ({ confirmPayment: jest.fn(), showPaymentError: jest.fn() }));
jest.mock('@/lib/client/payment', () => jest.requireActual<PaymentClientMocks>('../../support/payment-client-mocks').cardModalPaymentClient());

let assign: jest.SpyInstance;

beforeEach(() => {
  assign = freshCardModalMocks();
  api.createOrder.mockResolvedValue(created(ORDER_ID, 15000, 'balance'));
});

afterEach(() => jest.restoreAllMocks());

const balance = { purpose: { kind: 'balance' } } as const;

describe('the amount field', () => {
  it('is numeric, at most 7 characters, with the "from 100 €" placeholder', async () => {
    renderCardModal(balance);
    expect(screen.getByRole('dialog', { name: 'Top up the balance' })).toBeInTheDocument();
    const amount = fields.amount();
    expect(amount).toHaveAttribute('inputmode', 'numeric');
    expect(amount).toHaveAttribute('maxlength', '7');
    expect(amount).toHaveAttribute('placeholder', 'from €100');
    await userEvent.type(amount, '12a3456789');
    expect(amount).toHaveValue('1234567');
  });

  it('keeps whole euros: a decimal part is dropped, never turned into more euros', async () => {
    renderCardModal(balance);
    await userEvent.click(fields.amount());
    await userEvent.paste('150,50');
    expect(fields.amount()).toHaveValue('150');
  });

  it.each([
    ['ru', /^от 100\s€$/],
    ['pt-BR', /^a partir de €\s100$/],
    ['hi', /^€100 से$/],
  ] as const)('has a localised placeholder in %s', (locale, placeholder) => {
    renderCardModal(balance, locale);
    const amount = screen.getByRole('dialog').querySelector('input[inputmode="numeric"]')!;
    expect(amount.getAttribute('placeholder')).toMatch(placeholder);
  });

  it('refuses less than 100 € and more than the provider takes', async () => {
    renderCardModal(balance);
    await fillCard();
    await tickConsents();
    const amount = fields.amount();
    await userEvent.type(amount, '99');
    await userEvent.tab();
    expect(errorOf(amount)).toBe('The minimum top-up is €100');
    expect(fields.submit()).toBeDisabled();
    await userEvent.clear(amount);
    expect(errorOf(amount)).toBe('This field is required');
    await userEvent.type(amount, '1000001');
    expect(errorOf(amount)).toBe('The maximum top-up is €1,000,000');
    expect(fields.submit()).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    expect(errorOf(amount)).toBeNull();
    expect(fields.submit()).toBeEnabled();
    expect(fields.submit()).toHaveTextContent('Pay €100.00');
  });
});

describe('paying a top-up', () => {
  it('creates a balance order with the amount in cents and confirms it as a top-up', async () => {
    renderCardModal(balance);
    await userEvent.type(fields.amount(), '150');
    await fillCard();
    await tickConsents();
    await userEvent.click(fields.submit());
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledWith({ orderId: ORDER_ID, kind: 'balance', method: 'card' }));
    expect(api.createOrder).toHaveBeenCalledWith('en', { type: 'balance', replenishmentValue: 15000 }, expect.any(String));
  });

  it('another amount after a refusal is another order (a new key); the same amount reuses the order', async () => {
    api.payByCard.mockResolvedValue(failure(422, { message: 'Declined', details: { reason: 'declined', order_id: ORDER_ID } }));
    renderCardModal(balance);
    await userEvent.type(fields.amount(), '150');
    await fillCard();
    await tickConsents();
    await userEvent.click(fields.submit());
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await userEvent.click(fields.submit());
    await screen.findByRole('button', { name: 'Try again' });
    expect(api.createOrder).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await userEvent.clear(fields.amount());
    await userEvent.type(fields.amount(), '200');
    await userEvent.click(fields.submit());
    await screen.findByRole('button', { name: 'Try again' });
    expect(api.createOrder).toHaveBeenCalledTimes(2);
    const [first, second] = api.createOrder.mock.calls;
    expect(second![1]).toEqual({ type: 'balance', replenishmentValue: 20000 });
    expect(second![2]).not.toBe(first![2]);
  });

  it('shows the server text for the amount under the field', async () => {
    api.createOrder.mockResolvedValue(failure(422, { message: 'Invalid', errors: { replenishmentValue: ['From 100 €'] } }));
    renderCardModal(balance);
    await userEvent.type(fields.amount(), '150');
    await fillCard();
    await tickConsents();
    await userEvent.click(fields.submit());
    await waitFor(() => expect(errorOf(fields.amount())).toBe('From 100 €'));
  });

  it('redirect flow: amount and consents only, then the hosted page', async () => {
    renderCardModal({ ...balance, flow: 'redirect' });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await userEvent.type(fields.amount(), '250');
    await tickConsents();
    await userEvent.click(fields.submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/api/payment/redirect/${ORDER_ID}?locale=en`));
    expect(api.createOrder).toHaveBeenCalledWith('en', { type: 'balance', replenishmentValue: 25000 }, expect.any(String));
    expect(api.payByCard).not.toHaveBeenCalled();
  });
});

import '../../support/text-encoding';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmPayment } from '@/components/payment/payment-flow';
import { basketStore } from '@/lib/basket/basket-store';
import { paymentApi } from '@/lib/client/payment';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_MS } from '@/lib/types/payment';
import { ALL_CAPABILITIES } from '@/lib/types/capabilities';
import {
  answerQuotesAndResetAfterEachTest,
  failed,
  openCheckout,
  ORDER_ID,
  PIX_PAYLOAD,
  pixCreated,
  QUOTE_ID,
  shopWithBasket,
  status,
  UPI_LINK,
  upiCreated,
} from '../../support/checkout-harness';
import type { PaymentClientMocks } from '../../support/payment-client-mocks';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('@/lib/client/payment', () => jest.requireActual<PaymentClientMocks>('../../support/payment-client-mocks').checkoutPaymentClient());
jest.mock('@/components/payment/payment-flow', () => ({ confirmPayment: jest.fn(), showPaymentError: jest.fn() }));
jest.mock('@/components/payment/card-modal', () => ({ CardModal: () => null }));

const api = jest.mocked(paymentApi);

/** A valid CPF (check digits 2 and 5), as typed without punctuation. */
const CPF = '52998224725';

answerQuotesAndResetAfterEachTest();


type User = ReturnType<typeof userEvent.setup>;

/** Lets `ms` of fake time pass, with React's updates applied. */
async function timePasses(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

async function choosePix(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Pix' }));
  return screen.getByRole('form', { name: 'Pay with Pix' });
}

async function fillPix(user: User, form: HTMLElement, cpf = CPF) {
  await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Maria');
  await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Silva');
  await user.type(within(form).getByRole('textbox', { name: 'CPF' }), cpf);
}

/** At checkout with the basket, the Pix form filled and sent; resolves once the order's QR code shows. */
async function placePixOrder(user: User) {
  shopWithBasket();
  const view = await openCheckout();
  api.createPixOrder.mockResolvedValue(pixCreated());
  const form = await choosePix(user);
  await fillPix(user, form);
  await user.click(within(form).getByRole('button', { name: 'Pay' }));
  await screen.findByRole('img', { name: `Pix QR code for order ${ORDER_ID}` });
  return view;
}

/** Fake timers from here on, and a user whose pauses advance them. */
function withFakeTimers(): User {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

/**
 * With fake timers: a Pix order whose status stays "init" until the step stops polling and says so.
 * Gives the user and how many times the status had been asked by then.
 */
async function pixOrderPastThePollLimit() {
  const user = withFakeTimers();
  api.status.mockResolvedValue(status('init'));
  await placePixOrder(user);
  await timePasses(PAYMENT_POLL_LIMIT_MS + PAYMENT_POLL_INTERVAL_MS);
  expect(screen.getByText(/Still no payment/)).toBeInTheDocument();
  return { user, asked: api.status.mock.calls.length };
}

describe('Pix', () => {
  it('masks the CPF and refuses wrong check digits and all-same numbers under the field, without a request', async () => {
    const user = userEvent.setup();
    shopWithBasket();
    await openCheckout();
    const form = await choosePix(user);
    const cpf = within(form).getByRole('textbox', { name: 'CPF' });

    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('This field is required');
    expect(cpf).toHaveAccessibleDescription(expect.stringContaining('This field is required'));

    await fillPix(user, form, '52998224724');
    expect(cpf).toHaveValue('529.982.247-24');
    expect(cpf).toHaveAccessibleDescription(expect.stringContaining('This CPF is not valid'));

    await user.clear(cpf);
    await user.type(cpf, '11111111111');
    expect(cpf).toHaveValue('111.111.111-11');
    expect(cpf).toHaveAccessibleDescription(expect.stringContaining('This CPF is not valid'));

    await user.clear(cpf);
    await user.type(cpf, '5299822');
    expect(cpf).toHaveAccessibleDescription(expect.stringContaining('The CPF has exactly 11 digits'));
    expect(api.createPixOrder).not.toHaveBeenCalled();
  });

  it('creates the order and shows the QR, the code to copy, the order number and the amount', async () => {
    const user = userEvent.setup();
    shopWithBasket();
    await openCheckout();
    api.createPixOrder.mockResolvedValue(pixCreated());
    api.status.mockResolvedValue(status('init'));
    const form = await choosePix(user);
    await fillPix(user, form);
    await user.click(within(form).getByRole('button', { name: 'Pay' }));

    expect(api.createPixOrder).toHaveBeenCalledWith(
      'en',
      { firstName: 'Maria', lastName: 'Silva', cpf: CPF, quote_id: QUOTE_ID },
      expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    );
    const qr = await screen.findByRole('img', { name: `Pix QR code for order ${ORDER_ID}` });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    const code = screen.getByRole('textbox', { name: 'Pix copy and paste code' });
    expect(code).toHaveValue(PIX_PAYLOAD);
    expect(code).toHaveAttribute('readonly');
    expect(screen.getByText('Order number').nextSibling).toHaveTextContent(ORDER_ID);
    // What is charged, in reais, beside the order's euro total.
    expect(screen.getByText('Amount').nextSibling).toHaveTextContent('R$223.20');
    expect(within(screen.getByText('Amount').closest('dl')!).getByText('Total').nextSibling).toHaveTextContent('€36.00');
    expect(screen.getByText(/Waiting for the payment/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(await navigator.clipboard.readText()).toBe(PIX_PAYLOAD);
    expect(screen.getByText('Code copied')).toBeInTheDocument();
    // The processing modal would cover the QR: nothing is handed over while the order waits.
    expect(confirmPayment).not.toHaveBeenCalled();
  });

  it('a double click creates one order; a retry after no answer sends the same key', async () => {
    const user = userEvent.setup();
    shopWithBasket();
    await openCheckout();
    api.status.mockResolvedValue(status('init'));
    let release: () => void = () => {};
    api.createPixOrder.mockResolvedValueOnce(failed(0)).mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(pixCreated()))));
    const form = await choosePix(user);
    await fillPix(user, form);

    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Could not reach the shop');
    expect(within(form).getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25');

    await user.dblClick(within(form).getByRole('button', { name: 'Pay' }));
    await act(async () => release());
    await screen.findByRole('img', { name: `Pix QR code for order ${ORDER_ID}` });
    expect(api.createPixOrder).toHaveBeenCalledTimes(2);
    const [first, second] = api.createPixOrder.mock.calls;
    expect(second![2]).toBe(first![2]);
  });

  it('shows the server’s 422 under its field (the provider’s personalId is the CPF) and keeps what was typed', async () => {
    const user = userEvent.setup();
    shopWithBasket();
    await openCheckout();
    api.createPixOrder.mockResolvedValue(failed(422, 'The given data was invalid.', { personalId: ['O CPF informado não é válido.'] }));
    const form = await choosePix(user);
    await fillPix(user, form);
    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    const cpf = within(form).getByRole('textbox', { name: 'CPF' });
    await waitFor(() => expect(cpf).toHaveAccessibleDescription(expect.stringContaining('O CPF informado não é válido.')));
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveValue('Maria');
  });

  it('polls the status quietly and hands over to confirmPayment once the order is paid', async () => {
    const user = withFakeTimers();
    api.status.mockResolvedValueOnce(status('init')).mockResolvedValueOnce(status('init')).mockResolvedValue(status('paid'));
    await placePixOrder(user);
    const asked = api.status.mock.calls.length;

    await timePasses(PAYMENT_POLL_INTERVAL_MS);
    expect(api.status).toHaveBeenCalledTimes(asked + 1);
    expect(api.status).toHaveBeenLastCalledWith('en', ORDER_ID);
    expect(confirmPayment).not.toHaveBeenCalled();

    await timePasses(2 * PAYMENT_POLL_INTERVAL_MS);
    expect(confirmPayment).toHaveBeenCalledWith({ orderId: ORDER_ID, kind: 'purchase', method: 'pix' });
    expect(confirmPayment).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Payment received.')).toBeInTheDocument();

    const after = api.status.mock.calls.length;
    await timePasses(5 * PAYMENT_POLL_INTERVAL_MS);
    expect(api.status).toHaveBeenCalledTimes(after);
  });

  it('"I have paid" asks at once; a failed payment is handed over too and can be tried again with the same details', async () => {
    const user = userEvent.setup();
    api.status.mockResolvedValueOnce(status('init')).mockResolvedValue(status('error'));
    await placePixOrder(user);

    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText(/The payment has not arrived yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledWith({ orderId: ORDER_ID, kind: 'purchase', method: 'pix' }));
    expect(screen.getByText('The payment did not go through.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.createPixOrder).toHaveBeenCalledTimes(2));
    const [first, second] = api.createPixOrder.mock.calls;
    expect(second![2]).not.toBe(first![2]);
  });

  it('stops polling after the limit and offers to check again', async () => {
    const { user, asked } = await pixOrderPastThePollLimit();
    await timePasses(10 * PAYMENT_POLL_INTERVAL_MS);
    expect(api.status).toHaveBeenCalledTimes(asked);

    api.status.mockResolvedValue(status('paid'));
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledWith({ orderId: ORDER_ID, kind: 'purchase', method: 'pix' }));
  });

  it('"Check again" after the limit asks once at once, says when the payment has not arrived, then asks every interval', async () => {
    const { user, asked } = await pixOrderPastThePollLimit();

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await timePasses(0);
    expect(api.status).toHaveBeenCalledTimes(asked + 1);
    expect(screen.getByText(/The payment has not arrived yet/)).toBeInTheDocument();
    await timePasses(PAYMENT_POLL_INTERVAL_MS);
    expect(api.status).toHaveBeenCalledTimes(asked + 2);
    await timePasses(PAYMENT_POLL_INTERVAL_MS);
    expect(api.status).toHaveBeenCalledTimes(asked + 3);
  });

  it('stops polling when the step goes away', async () => {
    const user = withFakeTimers();
    api.status.mockResolvedValue(status('init'));
    const view = await placePixOrder(user);
    view.unmount();
    const asked = api.status.mock.calls.length;
    await timePasses(10 * PAYMENT_POLL_INTERVAL_MS);
    expect(api.status).toHaveBeenCalledTimes(asked);
  });
});

/** At checkout with the basket and UPI chosen, the order's creation answered and its status "init"; gives the form. */
async function openUpiForm(user: User) {
  shopWithBasket();
  await openCheckout();
  api.createUpiOrder.mockResolvedValue(upiCreated());
  api.status.mockResolvedValue(status('init'));
  await user.click(screen.getByRole('radio', { name: 'UPI' }));
  return screen.getByRole('form', { name: 'Pay with UPI' });
}

describe('UPI', () => {
  it('validates the form, creates the order and shows the link to the UPI app, its QR and the order number', async () => {
    const user = userEvent.setup();
    const form = await openUpiForm(user);
    const field = (name: string) => within(form).getByRole('textbox', { name });

    await user.type(field('First name'), 'Aarav');
    await user.type(field('Account number'), '12345');
    await user.type(field('E-mail'), 'aarav@example');
    await user.type(field('Phone'), '98765');
    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    expect(field('Account number')).toHaveAccessibleDescription(expect.stringContaining('The account number must be 9 to 18 digits'));
    expect(field('E-mail')).toHaveAccessibleDescription('Incorrect e-mail format');
    expect(field('Phone')).toHaveAccessibleDescription(expect.stringContaining('Invalid phone number'));
    expect(field('Address')).toHaveAccessibleDescription('This field is required');
    expect(api.createUpiOrder).not.toHaveBeenCalled();

    await user.type(field('Account number'), '6789012');
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'aarav@example.in');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '+91 98765 43210');
    await user.type(field('Address'), '12 MG Road, Bengaluru');
    await user.type(field('PIN code (postal code)'), '560001');
    await user.click(within(form).getByRole('button', { name: 'Pay' }));

    await waitFor(() =>
      expect(api.createUpiOrder).toHaveBeenCalledWith(
        'en',
        {
          FirstName: 'Aarav',
          AccountNumber: '123456789012',
          email: 'aarav@example.in',
          phone: '+919876543210',
          address: '12 MG Road, Bengaluru',
          zip: '560001',
          quote_id: QUOTE_ID,
        },
        expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      ),
    );
    expect(api.quote).toHaveBeenCalledWith('en', 'INR');
    expect(await screen.findByRole('link', { name: 'Open in your UPI app' })).toHaveAttribute('href', UPI_LINK);
    expect(screen.getByText('Amount').nextSibling).toHaveTextContent('₹3,544.33');
    expect(screen.getByRole('img', { name: `UPI QR code for order ${ORDER_ID}` })).toBeInTheDocument();
    expect(screen.getByText('Order number').nextSibling).toHaveTextContent(ORDER_ID);
    expect(screen.getByText(/Waiting for the payment/)).toBeInTheDocument();
  });

  it('keeps the waiting order on screen when the basket empties meanwhile', async () => {
    const user = userEvent.setup();
    const form = await openUpiForm(user);
    for (const [name, value] of [
      ['First name', 'Aarav'],
      ['Account number', '123456789012'],
      ['E-mail', 'aarav@example.in'],
      ['Phone', '+919876543210'],
      ['Address', '12 MG Road'],
      ['PIN code (postal code)', '560001'],
    ] as const)
      await user.type(within(form).getByRole('textbox', { name }), value);
    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    await screen.findByRole('link', { name: 'Open in your UPI app' });

    act(() => {
      basketStore.remove(1);
      basketStore.remove(2);
    });
    expect(screen.getByRole('link', { name: 'Open in your UPI app' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your basket is empty' })).not.toBeInTheDocument();
  });
});

describe('a provider that gives no quotes', () => {
  it('Pix: the euro total and where the reais will show; the order made on that total; the QR with the amount its code carries', async () => {
    const user = userEvent.setup();
    shopWithBasket();
    await openCheckout({ capabilities: { ...ALL_CAPABILITIES, 'payment-quotes': false } });
    api.createPixOrder.mockResolvedValue(pixCreated());
    const form = await choosePix(user);
    expect(within(form).getByText(/The amount in Brazilian reais is shown with the Pix code, before you pay/)).toBeInTheDocument();
    expect(within(form).queryByRole('region', { name: 'Paid in Brazilian reais' })).not.toBeInTheDocument();
    await fillPix(user, form);
    await user.click(within(form).getByRole('button', { name: 'Pay' }));
    await screen.findByRole('img', { name: `Pix QR code for order ${ORDER_ID}` });
    expect(api.quote).not.toHaveBeenCalled();
    const sent = api.createPixOrder.mock.calls[0]![1];
    // The basket's amount to pay, as the page showed it (two cards: 2 × 10 € and 1 × 20 €).
    expect(sent).toMatchObject({ amount: 4000 });
    expect(sent).not.toHaveProperty('quote_id');
  });
});

// The card modal's form and its happy paths (its states in docs/product/order-states.md, card rules
// in docs/product/validation.md; docs/payments-contract.md "Card modal"): masks, brand, the
// card-type lookup, when paying is possible, OK / 3DS / 3DS_REDIRECT, the redirect flow, and no card
// data kept anywhere.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmPayment } from '@/components/payment/payment-flow';
import {
  api,
  created,
  errorOf,
  failure,
  fields,
  fillCard,
  freshCardModalMocks,
  ORDER_ID,
  paid,
  renderCardModal,
  tickConsents,
  VISA_OK,
} from '../../support/card-modal-harness';
import type { PaymentClientMocks } from '../../support/payment-client-mocks';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('@/components/payment/payment-flow', () => ({ confirmPayment: jest.fn(), showPaymentError: jest.fn() }));
jest.mock('@/lib/client/payment', () => jest.requireActual<PaymentClientMocks>('../../support/payment-client-mocks').cardModalPaymentClient());

const BROWSER = { screenHeight: 900, screenWidth: 1440, timeZoneOffset: -180 };
let assign: jest.SpyInstance;
let postedForms: HTMLFormElement[];

beforeEach(() => {
  assign = freshCardModalMocks();
  postedForms = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function record(this: HTMLFormElement) {
    postedForms.push(this);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  for (const form of postedForms) form.remove();
});

describe('card fields', () => {
  it('shows the number in blocks of 4-4-4-rest, numeric, with cc-number autocomplete, up to 19 digits', async () => {
    renderCardModal();
    const number = fields.cardNumber();
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await userEvent.type(number, '42424');
    expect(number).toHaveValue('4242 4');
    await userEvent.clear(number);
    await userEvent.click(number);
    await userEvent.paste('4242-4242 4242 4242 999 12');
    expect(number).toHaveValue('4242 4242 4242 4242999');
  });

  it('masks the expiry as MM/YY (cc-exp) and accepts it only at 5 characters', async () => {
    renderCardModal();
    const expiry = fields.expiry();
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    expect(expiry).toHaveAttribute('placeholder', 'MM/YY');
    await userEvent.type(expiry, '3');
    expect(expiry).toHaveValue('03');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '122');
    expect(expiry).toHaveValue('12/2');
    await userEvent.tab();
    expect(errorOf(expiry)).toBe('Enter the expiry date as MM/YY');
    await userEvent.type(expiry, '9');
    expect(expiry).toHaveValue('12/29');
    expect(errorOf(expiry)).toBeNull();
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '1320');
    expect(errorOf(expiry)).toBe('The month must be from 01 to 12');
  });

  it('keeps 3 digits of CVV, hidden by default (cc-csc) with a show/hide button', async () => {
    renderCardModal();
    const cvv = fields.cvv();
    expect(cvv).toHaveAttribute('type', 'password');
    expect(cvv).toHaveAttribute('autocomplete', 'cc-csc');
    await userEvent.type(cvv, '1a234');
    expect(cvv).toHaveValue('123');
    await userEvent.click(screen.getByRole('button', { name: 'Show the CVV' }));
    expect(cvv).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide the CVV' }));
    expect(cvv).toHaveAttribute('type', 'password');
    await userEvent.clear(cvv);
    await userEvent.type(cvv, '099');
    await userEvent.tab();
    expect(errorOf(cvv)).toBe('The CVV is the 3 digits on the back of the card');
  });

  it('shows a field error only once the field was left, in the shopper language', async () => {
    renderCardModal();
    const number = fields.cardNumber();
    await userEvent.type(number, '4242');
    expect(errorOf(number)).toBeNull();
    expect(number).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(errorOf(number)).toBe('Enter all 16 digits of the card number');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(number, '424242424241');
    expect(errorOf(number)).toBe('This card number is not valid');
  });

  it('speaks Russian in the ru modal', async () => {
    renderCardModal({}, 'ru');
    expect(screen.getByRole('dialog', { name: 'Оплата картой' })).toBeInTheDocument();
    const number = screen.getByLabelText('Номер карты');
    await userEvent.type(number, '1234');
    await userEvent.tab();
    expect(errorOf(number)).toMatch(/[\u0400-\u04ff]/);
  });
});

describe('card brand', () => {
  it('asks the card type once the first 8 digits are typed and shows the brand', async () => {
    api.cardType.mockResolvedValue({ ok: true, status: 200, data: { type: 'MasterCard' } });
    renderCardModal();
    await userEvent.type(fields.cardNumber(), '5555555');
    expect(api.cardType).not.toHaveBeenCalled();
    await userEvent.type(fields.cardNumber(), '5');
    expect(api.cardType).toHaveBeenCalledWith('en', '55555555');
    await waitFor(() => expect(fields.cardNumber()).toHaveAccessibleDescription('Mastercard card'));
  });

  it('asks once per distinct prefix', async () => {
    renderCardModal();
    const number = fields.cardNumber();
    await userEvent.type(number, '4242424242424242424');
    expect(api.cardType).toHaveBeenCalledTimes(1);
    expect(api.cardType).toHaveBeenLastCalledWith('en', '42424242');

    await userEvent.clear(number);
    await userEvent.type(number, '42424242');
    expect(api.cardType).toHaveBeenCalledTimes(1);

    await userEvent.clear(number);
    await userEvent.type(number, '5555555555554444');
    expect(api.cardType).toHaveBeenCalledTimes(2);
    expect(api.cardType).toHaveBeenLastCalledWith('en', '55555555');

    // Back to a prefix already answered: its answer is known.
    await userEvent.clear(number);
    await userEvent.type(number, VISA_OK);
    expect(api.cardType).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(number).toHaveAccessibleDescription('Visa card'));
  });

  it('falls back to the brand read from the prefix when the lookup fails', async () => {
    api.cardType.mockResolvedValue(failure(0));
    renderCardModal();
    await userEvent.type(fields.cardNumber(), '2200000000000004');
    await waitFor(() => expect(api.cardType).toHaveBeenCalled());
    expect(fields.cardNumber()).toHaveAccessibleDescription('Mir card');
  });

  it('shows no brand when the shop says the prefix is none of the four', async () => {
    api.cardType.mockResolvedValue({ ok: true, status: 200, data: { type: null } });
    renderCardModal();
    await userEvent.type(fields.cardNumber(), VISA_OK);
    await waitFor(() => expect(api.cardType).toHaveBeenCalled());
    await waitFor(() => expect(fields.cardNumber()).not.toHaveAttribute('aria-describedby'));
  });
});

describe('consents and the pay button', () => {
  it('links the privacy policy, the public offer and the non-refundable policy', () => {
    renderCardModal();
    const privacyRow = fields.privacy().closest('div')!;
    expect(within(privacyRow).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(within(privacyRow).getByRole('link', { name: 'public offer' })).toHaveAttribute('href', '/contract-offer');
    const refundRow = fields.noRefund().closest('div')!;
    expect(within(refundRow).getByRole('link', { name: 'non-refundable policy' })).toHaveAttribute('href', '/terms-and-conditions');
  });

  it('says the amount of the purchase before the order exists, as the locale writes it, then the order’s own total', async () => {
    const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');
    const en = renderCardModal({ purpose: { kind: 'purchase', amount: 10_293 } });
    expect(fields.submit()).toHaveTextContent('Pay €102.93');
    en.unmount();
    renderCardModal({ purpose: { kind: 'purchase', amount: 10_293 } }, 'pt-BR');
    const pay = screen.getByRole('button', { name: /^Pagar/ });
    expect(plain(pay.textContent)).toBe('Pagar € 102,93');
    // The provider's total wins once the order is made (a price may have moved meanwhile).
    api.payByCard.mockResolvedValue(failure(422, { message: 'Cartão recusado', errors: { card_number: ['Cartão recusado'] }, details: { reason: 'declined', order_id: ORDER_ID } }));
    await userEvent.type(screen.getByLabelText('Número do cartão'), VISA_OK);
    await userEvent.type(screen.getByLabelText('Validade'), '1299');
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(pay);
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(plain(screen.getByRole('button', { name: /^Pagar/ }).textContent)).toBe('Pagar € 24,90');
  });

  it('stays disabled until the card is valid and both boxes are ticked', async () => {
    renderCardModal();
    const submit = fields.submit();
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Fill in every field and tick both boxes to pay.');
    await fillCard();
    expect(submit).toBeDisabled();
    await userEvent.click(fields.privacy());
    expect(submit).toBeDisabled();
    await userEvent.click(fields.noRefund());
    expect(submit).toBeEnabled();
    await userEvent.click(fields.privacy());
    expect(submit).toBeDisabled();
    await userEvent.click(fields.privacy());
    await userEvent.type(fields.cvv(), '{Backspace}');
    expect(submit).toBeDisabled();
    await userEvent.type(fields.cvv(), '4');
    expect(submit).toBeEnabled();
    await userEvent.type(fields.expiry(), '{Backspace}');
    expect(submit).toBeDisabled();
    expect(api.createOrder).not.toHaveBeenCalled();
  });

  it('does not pay with an expired card', async () => {
    renderCardModal();
    await fillCard(VISA_OK, '0120');
    await tickConsents();
    expect(fields.submit()).toBeDisabled();
    expect(errorOf(fields.expiry())).toBe('This card has expired');
  });
});

describe('American Express', () => {
  const AMEX = '378282246310005';

  it('groups the number 4-6-5, stops at 15 digits, and asks for the 4-digit code on the front', async () => {
    api.cardType.mockResolvedValue({ ok: true, status: 200, data: { type: 'AmericanExpress' } });
    renderCardModal();
    const number = fields.cardNumber();
    await userEvent.type(number, `${AMEX}9`);
    expect(number).toHaveValue('3782 822463 10005');
    expect(screen.getByText('American Express card')).toBeInTheDocument();
    const cvv = fields.cvv();
    expect(cvv).toHaveAttribute('maxlength', '4');
    expect(screen.getByText('The 4 digits on the front of the card')).toBeInTheDocument();
    await userEvent.type(cvv, '0042');
    expect(cvv).toHaveValue('0042');
    await userEvent.clear(cvv);
    await userEvent.type(cvv, '737');
    await userEvent.tab();
    expect(errorOf(cvv)).toBe('The American Express code is the 4 digits on the front of the card');
    await userEvent.clear(number);
    await userEvent.type(number, '3782 8224');
    await userEvent.tab();
    expect(errorOf(number)).toBe('Enter all 15 digits of the American Express number');
  });

  it('pays with it: the 15 digits and the 4-digit code go to the BFF', async () => {
    renderCardModal();
    await fillCard(AMEX, '1299', '0042');
    await tickConsents();
    expect(fields.submit()).toBeEnabled();
    await userEvent.click(fields.submit());
    await waitFor(() => expect(api.payByCard).toHaveBeenCalledWith('en', ORDER_ID, { card_number: AMEX, month: '12', year: '99', cvc: '0042' }, BROWSER));
  });

  it('says it in Russian too', async () => {
    renderCardModal({}, 'ru');
    await userEvent.type(screen.getByLabelText('Номер карты'), AMEX);
    expect(screen.getByText('4 цифры на лицевой стороне карты')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('CVV'), '123');
    await userEvent.tab();
    expect(screen.getByText('Код American Express — это 4 цифры на лицевой стороне карты')).toBeInTheDocument();
  });
});

describe('paying', () => {
  it('OK: creates the order, pays it, closes and hands over to the confirmation flow', async () => {
    const { onClose } = renderCardModal();
    await fillCard();
    await tickConsents();
    await userEvent.click(fields.submit());
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledWith({ orderId: ORDER_ID, kind: 'purchase', method: 'card' }));
    expect(api.createOrder).toHaveBeenCalledWith('en', { type: 'purchase' }, expect.stringMatching(/^test-key-\d+$/));
    expect(api.payByCard).toHaveBeenCalledWith('en', ORDER_ID, { card_number: VISA_OK, month: '12', year: '99', cvc: '123' }, BROWSER);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('an unpaid order of the account (the order history) is paid as it is: no new order is made', async () => {
    const EXISTING = 'EXISTINGORDER0000001';
    renderCardModal({ order: { id: EXISTING, total: 2832 }, purpose: { kind: 'purchase', amount: 2832 } });
    expect(fields.submit()).toHaveTextContent(/28\.32/);
    await fillCard();
    await tickConsents();
    await userEvent.click(fields.submit());
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledWith({ orderId: EXISTING, kind: 'purchase', method: 'card' }));
    expect(api.createOrder).not.toHaveBeenCalled();
    expect(api.payByCard).toHaveBeenCalledWith('en', EXISTING, { card_number: VISA_OK, month: '12', year: '99', cvc: '123' }, BROWSER);
  });

  it('shows progress and stays disabled while waiting', async () => {
    let answer!: (value: Awaited<ReturnType<typeof api.payByCard>>) => void;
    api.payByCard.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCardModal();
    await fillCard();
    await tickConsents();
    await userEvent.click(fields.submit());
    await waitFor(() => expect(api.payByCard).toHaveBeenCalled());
    expect(fields.submit()).toHaveTextContent('Processing…');
    expect(fields.submit()).toBeDisabled();
    expect(fields.submit()).toHaveAttribute('aria-busy', 'true');
    answer(paid({ status: 'OK', order_id: ORDER_ID }));
    await waitFor(() => expect(confirmPayment).toHaveBeenCalled());
  });

  it('3DS: posts PaReq, MD and TermUrl to the bank in a hidden form', async () => {
    const step = {
      status: '3DS',
      order_id: ORDER_ID,
      acsUrl: 'https://bank.example/acquirer/3ds',
      PaReq: 'pa-req-opaque',
      MD: 'md-handle',
      TermUrl: 'https://shop.example/api/payment/3ds-return',
    } as const;
    api.payByCard.mockResolvedValue(paid(step));
    const { onClose } = renderCardModal();
    await fillCard('5555555555554444');
    await tickConsents();
    await userEvent.click(fields.submit());
    await waitFor(() => expect(postedForms).toHaveLength(1));
    const form = postedForms[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe(step.acsUrl);
    expect(form.hidden).toBe(true);
    expect(Object.fromEntries(new FormData(form))).toEqual({ PaReq: step.PaReq, MD: step.MD, TermUrl: step.TermUrl });
    expect([...form.elements].every((input) => (input as HTMLInputElement).type === 'hidden')).toBe(true);
    // Leaving for the bank: the button stays busy, nothing else happens here.
    expect(fields.submit()).toBeDisabled();
    expect(confirmPayment).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('3DS_REDIRECT by GET: goes to the bank page with MD, PaReq and TermUrl in its query', async () => {
    api.payByCard.mockResolvedValue(
      paid({
        status: '3DS_REDIRECT',
        order_id: ORDER_ID,
        redirectUrl: 'https://bank.example/acquirer/3ds',
        redirectMethod: 'GET',
        redirectParams: { MD: 'md-handle', PaReq: 'pa/req+', TermUrl: 'https://shop.example/api/payment/3ds-return' },
      }),
    );
    renderCardModal();
    await fillCard('2200000000000004');
    await tickConsents();
    await userEvent.click(fields.submit());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0][0] as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://bank.example/acquirer/3ds');
    expect(Object.fromEntries(url.searchParams)).toEqual({ MD: 'md-handle', PaReq: 'pa/req+', TermUrl: 'https://shop.example/api/payment/3ds-return' });
    expect(postedForms).toHaveLength(0);
  });

  it('3DS_REDIRECT by POST: posts the parameters like 3DS', async () => {
    api.payByCard.mockResolvedValue(
      paid({
        status: '3DS_REDIRECT',
        order_id: ORDER_ID,
        redirectUrl: 'https://bank.example/acquirer/3ds',
        redirectMethod: 'POST',
        redirectParams: { MD: 'md-handle', PaReq: 'pa-req', TermUrl: 'https://shop.example/api/payment/3ds-return' },
      }),
    );
    renderCardModal();
    await fillCard();
    await tickConsents();
    await userEvent.click(fields.submit());
    await waitFor(() => expect(postedForms).toHaveLength(1));
    expect(postedForms[0]!.action).toBe('https://bank.example/acquirer/3ds');
    expect(Object.fromEntries(new FormData(postedForms[0]!))).toEqual({
      MD: 'md-handle',
      PaReq: 'pa-req',
      TermUrl: 'https://shop.example/api/payment/3ds-return',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('an order with nothing to pay (100 % promo) is confirmed instead of charged', async () => {
    api.createOrder.mockResolvedValue(created(ORDER_ID, 0));
    const { onClose } = renderCardModal();
    await fillCard();
    await tickConsents();
    await userEvent.click(fields.submit());
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledWith({ orderId: ORDER_ID, kind: 'purchase', method: 'card' }));
    expect(api.confirmOrder).toHaveBeenCalledWith('en', ORDER_ID);
    expect(api.payByCard).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('redirect flow', () => {
  it('asks no card fields and goes to the hosted payment page of the new order', async () => {
    renderCardModal({ flow: 'redirect' });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByLabelText('CVV')).toBeNull();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('You will enter your card details on the payment provider’s secure page.');
    expect(fields.submit()).toBeDisabled();
    await tickConsents();
    await userEvent.click(fields.submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/api/payment/redirect/${ORDER_ID}?locale=en`));
    expect(api.createOrder).toHaveBeenCalledWith('en', { type: 'purchase' }, expect.any(String));
    expect(api.payByCard).not.toHaveBeenCalled();
    expect(api.cardType).not.toHaveBeenCalled();
    expect(fields.submit()).toBeDisabled();
  });
});

describe('card data', () => {
  it('is never stored, put in a URL, logged or given a form name', async () => {
    const logged = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => jest.spyOn(console, method));
    const stored = jest.spyOn(Storage.prototype, 'setItem');
    api.payByCard.mockResolvedValue(
      failure(422, { message: 'Card declined', errors: { card_number: ['Card declined'] }, details: { reason: 'declined', order_id: ORDER_ID } }),
    );
    renderCardModal();
    await fillCard('4000000000000002', '1299', '321');
    await tickConsents();
    for (const input of screen.getByRole('dialog').querySelectorAll('input')) expect(input).not.toHaveAttribute('name');
    await userEvent.click(fields.submit());
    await screen.findByText('Card declined');

    const everything = [
      ...Object.entries(localStorage),
      ...Object.entries(sessionStorage),
      document.cookie,
      window.location.href,
      ...stored.mock.calls.flat(),
      ...assign.mock.calls.flat(),
      ...logged.flatMap((spy) => spy.mock.calls.flat()),
    ]
      .map((value) => JSON.stringify(value))
      .join('\n');
    expect(everything).not.toMatch(/4000\D?0000\D?0000\D?0002/);
    // The CVC on its own, not three digits inside a longer number such as a time stamp.
    expect(everything).not.toMatch(/(?<!\d)321(?!\d)/);
  });

  it('a submit event even with the button bypassed sends nothing while the form is invalid', async () => {
    renderCardModal();
    await userEvent.type(fields.cardNumber(), '4242');
    fireEvent.submit(fields.cardNumber().closest('form')!);
    expect(api.createOrder).not.toHaveBeenCalled();
    // A tried submit shows every field's error.
    await waitFor(() => expect(errorOf(fields.cvv())).toBe('This field is required'));
    expect(errorOf(fields.expiry())).toBe('This field is required');
  });
});

import '../../support/text-encoding';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import { confirmPayment, refreshBalanceAfterSpending } from '@/components/payment/payment-flow';
import { basketStore } from '@/lib/basket/basket-store';
import { paymentApi } from '@/lib/client/payment';
import { fakeShop, product, renderBasket, shopper, signIn } from '../../support/basket-harness';
import { answerQuotesAndResetAfterEachTest, created, failed, ok, openCheckout, ORDER_ID, shopWithBasket } from '../../support/checkout-harness';
import type { PaymentClientMocks } from '../../support/payment-client-mocks';
import { pushed } from '../../support/navigation-mock';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('@/lib/client/payment', () => jest.requireActual<PaymentClientMocks>('../../support/payment-client-mocks').checkoutPaymentClient());
jest.mock('@/components/payment/payment-flow', () => ({ confirmPayment: jest.fn(), showPaymentError: jest.fn(), refreshBalanceAfterSpending: jest.fn() }));
jest.mock('@/components/payment/card-modal', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    CardModal: ({ purpose, flow, onClose }: { purpose: { kind: string; amount?: number }; flow: string; onClose: () => void }) =>
      createElement(
        'div',
        { role: 'dialog', 'aria-label': `card modal: ${purpose.kind}, ${flow}${purpose.amount === undefined ? '' : `, ${purpose.amount} cents`}` },
        createElement('button', { onClick: onClose }, 'close card modal'),
      ),
  };
});

const api = jest.mocked(paymentApi);

answerQuotesAndResetAfterEachTest();


describe('order details', () => {
  it('lists each line with its cover, name, unit price, quantity and sum, the count and the total', async () => {
    shopWithBasket();
    await openCheckout();
    const lines = within(screen.getByRole('list', { name: 'Products in the order' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Gift card 1');
    expect(lines[0]).toHaveTextContent('Price: €10.00');
    expect(lines[0]).toHaveTextContent('Quantity: 2 pcs');
    expect(lines[0]).toHaveTextContent('Sum: €20.00');
    expect(lines[0]!.querySelector('img')).toHaveAttribute('src', '/media/covers/1.svg');
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('€40.00');
  });

  it('shows the promo applied: its percent, the old total struck through and the new total', async () => {
    shopWithBasket();
    await signIn();
    await act(async () => {
      await basketStore.applyPromo('WELCOME10');
    });
    renderBasket(<CheckoutScreen flow="modal" knownUser={shopper} />);
    expect(await screen.findByText('Promo code WELCOME10')).toBeInTheDocument();
    expect(screen.getByText('−10%')).toBeInTheDocument();
    const old = screen.getByText('Total without the discount:', { exact: false }).closest('s');
    expect(old).toHaveTextContent('€40.00');
    expect(screen.getByText('Total with the discount:', { exact: false }).closest('strong')).toHaveTextContent('€36.00');
  });

  it('an empty basket says so and links to the catalogue, with no payment choice', async () => {
    shopWithBasket({ lines: [] });
    await signIn();
    renderBasket(<CheckoutScreen flow="modal" knownUser={shopper} />);
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the catalogue' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('puts the focus on its heading on arrival, so the shopper starts at the checkout', async () => {
    shopWithBasket();
    await openCheckout();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('shows a loading state until the basket comes', () => {
    shopWithBasket();
    renderBasket(<CheckoutScreen flow="modal" knownUser={shopper} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('a basket that could not be loaded says so and offers to try again', async () => {
    const shop = shopWithBasket();
    shop.failNext('GET /api/basket', { status: 503, body: { message: 'Unavailable' } });
    const reload = jest.fn();
    basketStore.connect({ reload });
    await expect(signIn()).rejects.toThrow();
    renderBasket(<CheckoutScreen flow="modal" knownUser={shopper} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your basket could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('sends a guest to log in and come back to checkout', async () => {
    fakeShop({ catalogue: [product(1)], user: null });
    renderBasket(<CheckoutScreen flow="modal" />);
    await waitFor(() => expect(pushed).toEqual(['/?auth=login&next=%2Fcheckout']));
  });
});

describe('payment choice', () => {
  it('offers card, Pix, UPI and the balance (with its amount), and shows the chosen one’s step', async () => {
    shopWithBasket({ balance: 1234 });
    await openCheckout({ balance: 1234 });
    const group = screen.getByRole('group', { name: 'Choose how to pay' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(['Card', 'Pix', 'UPI', 'Balance€12.34']);
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Pix' }));
    expect(screen.getByRole('form', { name: 'Pay with Pix' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CPF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    expect(screen.getByRole('form', { name: 'Pay with UPI' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account number' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Balance/ }));
    expect(screen.getByRole('button', { name: 'Pay from balance' })).toBeInTheDocument();
  });

  it('keeps what was typed when the shopper looks at another method and comes back', async () => {
    shopWithBasket();
    await openCheckout();
    await userEvent.click(screen.getByRole('radio', { name: 'Pix' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Maria');
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Pix' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Maria');
  });

  it('card: "Pay by card" opens the card modal for the purchase with the server’s card flow and the amount to pay', async () => {
    shopWithBasket();
    await openCheckout({ flow: 'redirect' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    // The basket's 40 €, so the modal's pay button can say it before the order exists.
    const modal = await screen.findByRole('dialog', { name: 'card modal: purchase, redirect, 4000 cents' });
    await userEvent.click(within(modal).getByRole('button', { name: 'close card modal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('balance', () => {
  it('pays from a sufficient balance: a spending order, then spent, confirmed, and the balance read again later', async () => {
    shopWithBasket({ balance: 100000 });
    await openCheckout({ balance: 100000 });
    api.createOrder.mockResolvedValue(ok(created({ type: 'spending' })));
    api.spendBalance.mockResolvedValue(ok({ status: 'OK' as const, order_id: ORDER_ID, balance: 96000 }, 200));
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: /Balance/ }));
    expect(screen.getByText('Your balance').nextSibling).toHaveTextContent('€1,000.00');
    expect(screen.getByText('To pay').nextSibling).toHaveTextContent('€40.00');
    await user.click(screen.getByRole('button', { name: 'Pay from balance' }));

    await waitFor(() => expect(confirmPayment).toHaveBeenCalledWith({ orderId: ORDER_ID, kind: 'purchase', method: 'balance' }));
    expect(api.createOrder).toHaveBeenCalledWith('en', { type: 'spending' }, expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/));
    expect(api.spendBalance).toHaveBeenCalledWith('en', ORDER_ID);
    // The answer's new balance shows at once; the flow reads it again 2000 ms later (payment-flow.test.tsx).
    expect(screen.getByText('Your balance').nextSibling).toHaveTextContent('€960.00');
    expect(refreshBalanceAfterSpending).toHaveBeenCalledTimes(1);
  });

  it('a double click pays one order', async () => {
    shopWithBasket({ balance: 100000 });
    await openCheckout({ balance: 100000 });
    let release: () => void = () => {};
    api.createOrder.mockImplementation(() => new Promise((resolve) => (release = () => resolve(ok(created({ type: 'spending' }))))));
    api.spendBalance.mockResolvedValue(ok({ status: 'OK' as const, order_id: ORDER_ID, balance: 96000 }, 200));
    await userEvent.click(screen.getByRole('radio', { name: /Balance/ }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Pay from balance' }));
    await act(async () => release());
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledTimes(1));
    expect(api.createOrder).toHaveBeenCalledTimes(1);
    expect(api.spendBalance).toHaveBeenCalledTimes(1);
  });

  it('insufficient_balance opens the insufficient-funds modal, whose top-up opens the card modal for the balance', async () => {
    shopWithBasket({ balance: 100000 });
    await openCheckout({ balance: 100000 });
    api.createOrder.mockResolvedValue(ok(created({ type: 'spending' })));
    api.spendBalance.mockResolvedValue(
      failed(422, 'Insufficient funds on the balance', { balance: ['Insufficient funds on the balance'] }, {
        reason: 'insufficient_balance',
        order_id: ORDER_ID,
        balance: 500,
        total: 4000,
      }),
    );
    await userEvent.click(screen.getByRole('radio', { name: /Balance/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay from balance' }));

    const modal = await screen.findByRole('dialog', { name: 'Insufficient funds' });
    expect(within(modal).getByRole('alert')).toHaveTextContent('Insufficient funds on the balance');
    expect(within(modal).getByText('Your balance').nextSibling).toHaveTextContent('€5.00');
    expect(within(modal).getByText('To pay').nextSibling).toHaveTextContent('€40.00');
    expect(confirmPayment).not.toHaveBeenCalled();

    await userEvent.click(within(modal).getByRole('button', { name: 'Top up' }));
    expect(await screen.findByRole('dialog', { name: 'card modal: balance, modal' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Insufficient funds' })).not.toBeInTheDocument();
  });

  it('a balance known to be short opens the modal at once, in the shopper’s language, without making an order', async () => {
    shopWithBasket({ balance: 500 });
    await openCheckout({ balance: 500, locale: 'ru' });
    await userEvent.click(screen.getByRole('radio', { name: /Баланс/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить с баланса' }));
    const modal = await screen.findByRole('dialog', { name: 'Недостаточно средств' });
    expect(within(modal).getByRole('alert')).toHaveTextContent('Недостаточно средств на балансе');
    expect(api.createOrder).not.toHaveBeenCalled();
    await userEvent.click(within(modal).getByRole('button', { name: 'Пополнить' }));
    expect(await screen.findByRole('dialog', { name: 'card modal: balance, modal' })).toBeInTheDocument();
  });

  it('an ended session opens the login modal; a 429 shows the server’s message; no connection says so', async () => {
    shopWithBasket({ balance: 100000 });
    await openCheckout({ balance: 100000 });
    await userEvent.click(screen.getByRole('radio', { name: /Balance/ }));
    const pay = screen.getByRole('button', { name: 'Pay from balance' });

    api.createOrder.mockResolvedValueOnce(failed(401, 'Unauthenticated.'));
    await userEvent.click(pay);
    expect(await screen.findByTestId('account-modal')).toHaveTextContent('auth:login');
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended');

    api.createOrder.mockResolvedValueOnce(failed(429, 'Too many attempts. Please try again in 9 minutes.'));
    await userEvent.click(pay);
    const limit = await screen.findByRole('dialog', { name: 'Too many attempts' });
    expect(limit).toHaveTextContent('Please try again in 9 minutes.');
    await userEvent.click(within(limit).getByRole('button', { name: 'Close' }));

    api.createOrder.mockResolvedValueOnce(failed(0));
    await userEvent.click(pay);
    expect(await screen.findByText('Could not reach the shop. Check your connection and try again.')).toBeInTheDocument();

    api.createOrder.mockResolvedValueOnce(failed(422, 'Gift card 2: only 0 left.', { 'products.2': ['Gift card 2: only 0 left.'] }));
    await userEvent.click(pay);
    expect(await screen.findByText('Gift card 2: only 0 left.')).toBeInTheDocument();
    expect(api.spendBalance).not.toHaveBeenCalled();
  });
});

describe('an account whose e-mail is not confirmed', () => {
  const unverified = { ...shopper, verified: false };

  it.each([
    ['en', 'Confirm your e-mail to pay', 'Send the link again', `We sent a new link to ${shopper.email}.`],
    ['ru', 'Подтвердите e-mail, чтобы оплатить', 'Отправить ссылку ещё раз', `Мы отправили новую ссылку на ${shopper.email}.`],
  ] as const)('is told before filling anything and can have the link sent again (%s)', async (locale, title, resend, sent) => {
    const shop = fakeShop({ catalogue: [product(1), product(2)], lines: [[1, 1]], user: unverified });
    await signIn();
    renderBasket(<CheckoutScreen flow="modal" knownUser={unverified} />, locale);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(shopper.email.replace('.', '\\.')))).toBeInTheDocument();
    // The payment steps wait, hidden: nothing to fill in before the e-mail is confirmed.
    expect(screen.queryByRole('group', { name: locale === 'en' ? 'Choose how to pay' : /./ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    // The order itself is still shown.
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: resend }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(shop.callsTo('POST /api/profile/email-verify/resend')).toHaveLength(1);
  });

  it('shows the notice when a refusal says so though the page thought the e-mail confirmed (403 email_unverified)', async () => {
    const shop = shopWithBasket();
    await openCheckout();
    const refusal = 'Confirm your e-mail address before paying: open the link we sent you, or ask for a new one.';
    api.createPixOrder.mockResolvedValue(failed(403, refusal, {}, { reason: 'email_unverified' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Pix/ }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'João');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Silva');
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '529.982.247-25');
    // From now on the shop says the account is not confirmed (the page still thinks it is).
    shop.signIn(unverified);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail to pay' })).toBeInTheDocument();
    // What was typed waits in the hidden step.
    expect(screen.getByDisplayValue('João')).not.toBeVisible();
  });
});

// The order pages' client screens (/payment-confirm/{orderId}, /payment-error/{orderId}) with a
// mocked paymentApi: codes of a paid order, a top-up's balance, an order still being paid followed
// to its end, a failure's reason and try-again, and orders that are not there.
import { act, screen, within } from '@testing-library/react';
import { OrderConfirmationScreen } from '@/components/payment/order-confirmation-screen';
import { OrderErrorScreen } from '@/components/payment/order-error-screen';
import { failureReasonKey } from '@/components/payment/failure-reason-text';
import { closePaymentModal, confirmPayment, resetPaymentFlow } from '@/components/payment/payment-flow';
import { resetPaymentModals } from '@/components/payment/payment-modals';
import { paymentApi } from '@/lib/client/payment';
import { pushed } from '../../support/navigation-mock';
import { failure, ok, order, ORDER_ID, purchase, purchaseEvents, renderPayment, statusAnswer } from '../../support/payment-flow-harness';

jest.mock('@/i18n/navigation', () => jest.requireActual('../../support/navigation-mock'));
jest.mock('@/lib/client/payment', () => ({ paymentApi: { status: jest.fn(), confirmation: jest.fn(), order: jest.fn() } }));
jest.mock('@/lib/basket/basket-store', () => ({ basketStore: { reload: jest.fn() } }));

const status = paymentApi.status as jest.Mock;
const confirmation = paymentApi.confirmation as jest.Mock;
const orderCall = paymentApi.order as jest.Mock;

const paidCodes = [
  { purchase_id: 901, product_id: 41, name: 'Steam Wallet 1', code: 'STEAM-AAAA-1111' },
  { purchase_id: 902, product_id: 41, name: 'Steam Wallet 1', code: 'STEAM-BBBB-2222' },
  { purchase_id: 903, product_id: 42, name: 'Steam Wallet 2', code: 'STEAM-CCCC-3333' },
];

beforeEach(() => {
  window.sessionStorage.clear();
  delete window.dataLayer;
});

afterEach(() => {
  act(() => {
    resetPaymentFlow();
    resetPaymentModals();
  });
  jest.clearAllMocks();
  pushed.length = 0;
});

describe('/payment-confirm/{orderId}', () => {
  it('a paid order lists its delivered codes with copy buttons, the order details and the way to the cabinet', async () => {
    orderCall.mockResolvedValue(ok({ order: order({ status: 'paid', codes: paidCodes, paid_at: '2026-03-01T12:05:00.000Z' }) }));
    renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${ORDER_ID}` })).toBeInTheDocument();
    expect(screen.getByText('Paid on 03/01/2026')).toHaveAttribute('role', 'status');
    const codes = screen.getByRole('list', { name: 'Your codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(3);
    expect(within(codes).getByText('STEAM-BBBB-2222')).toBeInTheDocument();
    expect(within(codes).getAllByRole('button', { name: 'Copy the code of Steam Wallet 1' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Order not received? Contact us' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    // The order details: lines, promo and total.
    expect(screen.getByText('2 pcs × €10.00')).toBeInTheDocument();
    expect(screen.getByText('Promo code SPRING10 (−10%)')).toBeInTheDocument();
    expect(screen.getByText('€45.00')).toBeInTheDocument();
    expect(orderCall).toHaveBeenCalledWith('en', ORDER_ID);
    expect(status).not.toHaveBeenCalled();
    expect(confirmation).not.toHaveBeenCalled();
    // Paid long ago: a visit later is not a new purchase.
    expect(purchaseEvents()).toBe(0);
  });

  it('each line says what it costs after the discount, and the lines add up to the total charged (en, pt-BR)', async () => {
    // 3 × 5,49 € + 1 × 1,79 € less 15 %: 15,52 € charged, where rounding each unit lists 3 × 4,67 + 1,52 = 15,53.
    const items = [
      { product_id: 41, name: 'Steam 5 EUR', price: 549, quantity: 3, paid: 1400, cover_path: '/media/covers/1.svg' },
      { product_id: 42, name: 'Steam 10 BRL', price: 179, quantity: 1, paid: 152, cover_path: '/media/covers/2.svg' },
    ];
    const paid = { status: 'paid' as const, codes: paidCodes, paid_at: '2026-03-01T12:05:00.000Z' };
    const discounted = order({ ...paid, items, subtotal: 1826, total: 1552, promo: { code: 'GAMER15', discount: 15 } });
    orderCall.mockResolvedValue(ok({ order: discounted }));
    const en = renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />);
    expect(await screen.findByText('Line total with the discount: €14.00')).toBeInTheDocument();
    expect(screen.getByText('Line total with the discount: €1.52')).toBeInTheDocument();
    expect(screen.getByText('€15.52')).toBeInTheDocument();
    expect(screen.getByText('−€2.74')).toBeInTheDocument();
    en.unmount();

    const full = items.map((item) => ({ ...item, paid: item.price * item.quantity }));
    orderCall.mockResolvedValue(ok({ order: order({ ...paid, items: full, subtotal: 1826, total: 1826, promo: null }) }));
    renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />, 'pt-BR');
    const lines = await screen.findAllByText(/^Total do item: /);
    expect(lines.map((line) => line.textContent?.replace(/[\u00a0\u202f]/g, ' '))).toEqual(['Total do item: € 16,47', 'Total do item: € 1,79']);
  });

  it('a Pix or UPI order says what it charged in reais or rupees, and at which rate (en, ru)', async () => {
    const charge = { currency: 'BRL' as const, amount: 27_900, rate: '6.2001', quoted_at: '2026-03-01T11:59:00.000Z' };
    orderCall.mockResolvedValue(ok({ order: order({ method: 'pix', card: null, charge, status: 'paid', codes: paidCodes, paid_at: '2026-03-01T12:05:00.000Z' }) }));
    const en = renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />);
    const charged = await screen.findByText('Charged in reais');
    expect(charged.nextElementSibling).toHaveTextContent('R$279.00 (€1 = R$6.2001)');
    en.unmount();

    const rupees = { currency: 'INR' as const, amount: 443_042, rate: '98.4537', quoted_at: '2026-03-01T11:59:00.000Z' };
    orderCall.mockResolvedValue(ok({ order: order({ method: 'upi', card: null, charge: rupees, status: 'paid', codes: paidCodes, paid_at: '2026-03-01T12:05:00.000Z' }) }));
    renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />, 'ru');
    const inRupees = await screen.findByText('Списано в рупиях');
    expect(inRupees.nextElementSibling?.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe('4 430,42 ₹ (1 € = 98,4537 ₹)');
  });

  it('a paid order without codes in it reads them from the confirmation', async () => {
    orderCall.mockResolvedValue(ok({ order: order({ status: 'paid', codes: null, paid_at: '2026-03-01T12:05:00.000Z' }) }));
    confirmation.mockResolvedValue(ok({ kind: 'purchase', order_id: ORDER_ID, products: [purchase(1)] }));
    renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />);
    expect(await screen.findByText('CODE-1-XYZ')).toBeInTheDocument();
  });

  it('an order just paid (the 3-D Secure return) opens the success modal and counts as one purchase, once', async () => {
    orderCall.mockResolvedValue(ok({ order: order({ status: 'paid', codes: paidCodes, paid_at: new Date().toISOString() }) }));
    status.mockResolvedValue(statusAnswer('paid'));
    confirmation.mockResolvedValue(ok({ kind: 'purchase', order_id: ORDER_ID, products: [] }));
    const first = renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />);
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your codes', hidden: true })).toBeInTheDocument();
    expect(purchaseEvents()).toBe(1);
    first.unmount();
    act(() => closePaymentModal());
    // The same page again (a reload): announced already, so neither the modal nor the event repeat.
    renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />);
    await screen.findByRole('list', { name: 'Your codes' });
    expect(status).toHaveBeenCalledTimes(1);
    expect(purchaseEvents()).toBe(1);
  });

  it('a paid top-up shows the new balance', async () => {
    orderCall.mockResolvedValue(
      ok({ order: order({ type: 'balance', status: 'paid', items: [], promo: null, subtotal: 20000, total: 20000, replenishment: 20000, codes: [], paid_at: '2026-03-01T12:05:00.000Z' }) }),
    );
    confirmation.mockResolvedValue(ok({ kind: 'balance', order_id: ORDER_ID, balance: 32000 }));
    renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />);
    expect(await screen.findByText('Your balance: €320.00')).toBeInTheDocument();
    expect(screen.getByText('Balance top-up')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your codes' })).not.toBeInTheDocument();
  });

  it('an order still init is followed by the flow; once paid the page shows its codes', async () => {
    orderCall
      .mockResolvedValueOnce(ok({ order: order({ status: 'init' }) }))
      .mockResolvedValue(ok({ order: order({ status: 'paid', codes: paidCodes, paid_at: new Date().toISOString() }) }));
    status.mockResolvedValue(statusAnswer('paid'));
    confirmation.mockResolvedValue(ok({ kind: 'purchase', order_id: ORDER_ID, products: [] }));
    renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />);
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toBeInTheDocument();
    expect(status).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('STEAM-CCCC-3333')).toBeInTheDocument();
    expect(orderCall).toHaveBeenCalledTimes(2);
    expect(purchaseEvents()).toBe(1);
  });

  it('a failed order is not confirmed: it shows why and moves on to /payment-error/{orderId}, replacing this address', async () => {
    orderCall.mockResolvedValue(ok({ order: order({ status: 'error', reason: 'declined' }) }));
    renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The bank declined the card.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/checkout');
    expect(pushed).toEqual([`/payment-error/${ORDER_ID}`]);
  });

  it('a paid order or one still being paid stays on its confirmation address', async () => {
    orderCall.mockResolvedValue(ok({ order: order({ status: 'paid', codes: paidCodes, paid_at: '2026-03-01T12:05:00.000Z' }) }));
    renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />);
    await screen.findByRole('list', { name: 'Your codes' });
    expect(pushed).toEqual([]);
  });

  it('an unknown or another account’s order is "not found"; an id of the wrong shape is not even asked for', async () => {
    orderCall.mockResolvedValue(failure(404, 'Not found.'));
    const { unmount } = renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no order with this number in your account/)).toBeInTheDocument();
    unmount();

    orderCall.mockClear();
    renderPayment(<OrderConfirmationScreen orderId="../../api/user" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(orderCall).not.toHaveBeenCalled();
  });

  it('an ended session goes to log in, coming back to the order', async () => {
    orderCall.mockResolvedValue(failure(401));
    renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />);
    await act(async () => undefined);
    expect(pushed).toEqual([`/?auth=login&next=%2Fpayment-confirm%2F${ORDER_ID}`]);
  });

  it('a shop that does not answer gets a retry', async () => {
    orderCall.mockResolvedValueOnce(failure(0)).mockResolvedValue(ok({ order: order({ status: 'paid', codes: paidCodes, paid_at: '2026-03-01T12:05:00.000Z' }) }));
    renderPayment(<OrderConfirmationScreen orderId={ORDER_ID} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the order.');
    await act(async () => within(alert).getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('STEAM-AAAA-1111')).toBeInTheDocument();
  });
});

describe('/payment-error/{orderId}', () => {
  it('shows the picture, the reason in the shopper’s language, try again to checkout and a way to the index', async () => {
    orderCall.mockResolvedValue(ok({ order: order({ status: 'error', reason: 'insufficient_funds' }) }));
    renderPayment(<OrderErrorScreen orderId={ORDER_ID} />, 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплата не прошла' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Что-то пошло не так! Попробуйте оплатить заново');
    expect(screen.getByRole('alert')).toHaveTextContent('На карте недостаточно средств.');
    expect(document.querySelector('img[src="/images/payment-error.svg"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Попробовать снова' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Вернуться в каталог' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Ничего не куплено, корзина сохранена: можно оплатить заново.')).toBeInTheDocument();
  });

  it('a failed top-up tries again from the cabinet', async () => {
    orderCall.mockResolvedValue(
      ok({ order: order({ type: 'balance', status: 'error', reason: 'declined', items: [], promo: null, subtotal: 20000, total: 20000, replenishment: 20000 }) }),
    );
    renderPayment(<OrderErrorScreen orderId={ORDER_ID} />);
    expect(await screen.findByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByText(/your basket is kept/)).not.toBeInTheDocument();
  });

  it('an order that was paid meanwhile points to its confirmation page', async () => {
    orderCall.mockResolvedValue(ok({ order: order({ status: 'paid', codes: paidCodes, paid_at: '2026-03-01T12:05:00.000Z' }) }));
    renderPayment(<OrderErrorScreen orderId={ORDER_ID} />);
    expect(await screen.findByText('This order is already paid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', `/payment-confirm/${ORDER_ID}`);
  });

  it('an unknown order is "not found"', async () => {
    orderCall.mockResolvedValue(failure(404));
    renderPayment(<OrderErrorScreen orderId={ORDER_ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });
});

describe('a failed Pix or UPI payment is told in its own terms', () => {
  it('picks the words of the method for a decline, and the shared ones otherwise', () => {
    expect(failureReasonKey('declined', 'pix')).toBe('pixDeclined');
    expect(failureReasonKey('declined', 'upi')).toBe('upiDeclined');
    expect(failureReasonKey('declined', 'sbp')).toBe('qrDeclined');
    expect(failureReasonKey('declined', 'card')).toBe('declined');
    expect(failureReasonKey('declined', null)).toBe('declined');
    expect(failureReasonKey('out_of_stock', 'pix')).toBe('out_of_stock');
  });

  it.each([
    ['en', 'pix', 'The Pix payment was not completed: it expired or your bank refused it.'],
    ['pt-BR', 'pix', 'O pagamento Pix não foi concluído: ele expirou ou o seu banco o recusou.'],
    ['en', 'upi', 'The UPI payment was not completed: it expired or your bank refused it.'],
    ['ru', 'upi', 'Платёж UPI не завершён: истёк срок или ваш банк его отклонил.'],
  ] as const)('/payment-error/{id} of a declined %s %s order never says the card was declined', async (locale, method, text) => {
    orderCall.mockResolvedValue(ok({ order: order({ status: 'error', reason: 'declined', method }) }));
    renderPayment(<OrderErrorScreen orderId={ORDER_ID} />, locale);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent(/card|cartão|карт/i);
  });

  it.each([
    ['en', 'pix', 'The Pix payment was not completed'],
    ['ru', 'upi', 'Платёж UPI не завершён'],
  ] as const)('the error modal after a QR wait says so too (%s, %s)', async (locale, method, text) => {
    status.mockResolvedValue(statusAnswer('error', { reason: 'declined' }));
    renderPayment(null, locale);
    act(() => confirmPayment({ orderId: ORDER_ID, kind: 'purchase', method, showProcessing: false }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent(/card|карт/i);
  });
});

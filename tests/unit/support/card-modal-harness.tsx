// What the card modal's tests share: answers of the mocked payment client, the modal rendered with
// messages, and helpers that fill its fields the way a shopper would. Each test file mocks
// '@/lib/client/payment' (every paymentApi call a jest.fn, numbered idempotency keys),
// '@/components/payment/payment-flow' and '@/i18n/navigation' itself: jest.mock is hoisted per file.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageNavigation } from '@/components/payment/bank-redirect';
import { CardModal, type CardModalProps } from '@/components/payment/card-modal';
import type { ApiFailure, ApiResult } from '@/lib/client/request';
import { paymentApi } from '@/lib/client/payment';
import type { CardPaymentAnswer, CreatedOrder, Order } from '@/lib/types/payment';
import { allMessages, renderWithIntl } from './render';

export const ORDER_ID = 'A1B2C3D4E5F6G7H8J9K0';
export const OTHER_ORDER_ID = 'Z9Y8X7W6V5U4T3S2R1Q0';

export const api = paymentApi as jest.Mocked<typeof paymentApi>;

function order(id: string, total: number, type: Order['type']): Order {
  return {
    id,
    type,
    status: 'init',
    method: null,
    reason: null,
    refunded: null,
    subtotal: total,
    total,
    promo: null,
    replenishment: type === 'balance' ? total : null,
    items: [],
    codes: null,
    card: null,
    charge: null,
    created_at: '2026-05-01T10:00:00.000Z',
    paid_at: null,
  };
}

export function created(id = ORDER_ID, total = 2490, type: Order['type'] = 'purchase'): ApiResult<CreatedOrder> {
  return { ok: true, status: 201, data: { order_id: id, total_price: total, order: order(id, total, type) } };
}

export function paid(answer: CardPaymentAnswer): ApiResult<CardPaymentAnswer> {
  return { ok: true, status: 200, data: answer };
}

export function failure(status: number, body: Partial<Omit<ApiFailure, 'ok' | 'status'>> = {}): ApiFailure {
  return { ok: false, status, message: body.message ?? null, errors: body.errors ?? {}, ...(body.details ? { details: body.details } : {}) };
}

/** Every call answers like a working shop: the order is created, the card paid, the type known. */
export function answerNormally() {
  api.createOrder.mockResolvedValue(created());
  api.payByCard.mockResolvedValue(paid({ status: 'OK', order_id: ORDER_ID }));
  api.cardType.mockResolvedValue({ ok: true, status: 200, data: { type: 'Visa' } });
  api.confirmOrder.mockResolvedValue({ ok: true, status: 200, data: { order_id: ORDER_ID, status: 'paid', products: [] } });
  api.status.mockResolvedValue({ ok: true, status: 200, data: { order_id: ORDER_ID, type: 'purchase', status: 'init', reason: null, refunded: null } });
}

/**
 * Where each card modal test starts: the mocks cleared, every call answering like a working shop,
 * and a page navigation recorded instead of done. Gives the navigation's spy.
 */
export function freshCardModalMocks(): jest.SpyInstance {
  jest.clearAllMocks();
  answerNormally();
  return jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
}

export function renderCardModal(props: Partial<CardModalProps> = {}, locale: keyof typeof allMessages = 'en') {
  const onClose = jest.fn();
  const view = renderWithIntl(<CardModal purpose={{ kind: 'purchase' }} flow="modal" onClose={onClose} {...props} />, locale);
  return { ...view, onClose };
}

export const fields = {
  cardNumber: () => screen.getByLabelText('Card number'),
  expiry: () => screen.getByLabelText('Expiry date'),
  cvv: () => screen.getByLabelText('CVV'),
  amount: () => screen.getByLabelText('Top-up amount, €'),
  privacy: () => screen.getByRole('checkbox', { name: /privacy policy/ }),
  noRefund: () => screen.getByRole('checkbox', { name: /non-refundable policy/ }),
  submit: () => screen.getByRole('button', { name: /^(Pay|Processing)/ }),
};

/** The text of the message that describes a field (its error), or null. */
export function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

export const VISA_OK = '4242424242424242';

export async function fillCard(number = VISA_OK, expiry = '1299', cvv = '123') {
  await userEvent.type(fields.cardNumber(), number);
  await userEvent.type(fields.expiry(), expiry);
  await userEvent.type(fields.cvv(), cvv);
}

export async function tickConsents() {
  await userEvent.click(fields.privacy());
  await userEvent.click(fields.noRefund());
}

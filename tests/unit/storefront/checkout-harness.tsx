// What the checkout tests share: the mocked payment client's answers (orders as the BFF returns
// them), a signed-in shopper with a basket in the fake shop of basket-harness.tsx, and the screen
// rendered with messages. The tests mock @/lib/payment/api, @/components/payment/payment-flow and
// @/components/payment/card-modal themselves (jest.mock is per file).
import { screen } from '@testing-library/react';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import type { ApiFailure, ApiSuccess } from '@/lib/bff-client';
import type { CardFlow, Order } from '@/lib/types/payment';
import { fakeShop, product, renderBasket, shopper, signIn } from './basket-harness';
import type { allMessages } from './render';

export const ORDER_ID = 'A1B2C3D4E5F6G7H8J9K0';
export const PIX_PAYLOAD =
  '00020101021226580014br.gov.bcb.pix0136pix@reference-provider.example5204000053039865406036.005802BR5918Reference Provider6009Sao Paulo62240520A1B2C3D4E5F6G7H8J9K06304ABCD';
export const UPI_LINK = `upi://pay?pa=referenceshop@okaxis&pn=Reference%20Provider&am=36.00&cu=EUR&tn=Order%20${ORDER_ID}&tr=${ORDER_ID}`;

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    type: 'purchase',
    status: 'init',
    method: null,
    reason: null,
    subtotal: 4000,
    total: 3600,
    promo: null,
    replenishment: null,
    items: [],
    codes: null,
    card: null,
    created_at: '2026-11-21T10:00:00.000Z',
    paid_at: null,
    ...overrides,
  };
}

export function ok<T>(data: T, status = 201): ApiSuccess<T> {
  return { ok: true, status, data };
}

export function failed(status: number, message: string | null = null, errors: Record<string, string[]> = {}, details?: Record<string, unknown>): ApiFailure {
  return { ok: false, status, message, errors, ...(details ? { details } : {}) };
}

export const created = (overrides: Partial<Order> = {}) => ({ order_id: ORDER_ID, total_price: 3600, order: order(overrides) });
export const pixCreated = () => ok({ ...created({ method: 'pix' }), qr: { payload: PIX_PAYLOAD } });
export const upiCreated = () => ok({ ...created({ method: 'upi' }), upi: { link: UPI_LINK } });
export const status = (value: 'init' | 'paid' | 'error') =>
  ok({ order_id: ORDER_ID, type: 'purchase' as const, status: value, reason: value === 'error' ? ('declined' as const) : null }, 200);

/** Two gift cards: 2 × 10 € and 1 × 20 € (40 €); WELCOME10 takes 10 % off (36 €). */
export function shopWithBasket({ balance = 0, lines = [[1, 2], [2, 1]] as [number, number][] } = {}) {
  return fakeShop({ catalogue: [product(1), product(2)], lines, user: { ...shopper, balance } });
}

/** The basket store signed in and loaded, then the screen; resolves once the payment choice shows. */
export async function openCheckout({ flow = 'modal' as CardFlow, locale = 'en' as keyof typeof allMessages, balance = 0 } = {}) {
  await signIn();
  const view = renderBasket(<CheckoutScreen flow={flow} knownUser={{ ...shopper, balance }} />, locale);
  await screen.findByRole('group', { name: locale === 'en' ? 'Choose how to pay' : undefined });
  return view;
}

// What the checkout tests share: the mocked payment client's answers (orders as the BFF returns
// them), a signed-in shopper with a basket in the fake shop of basket-harness.tsx, and the screen
// rendered with messages. The tests mock @/lib/client/payment, @/components/payment/payment-flow and
// @/components/payment/card-modal themselves (jest.mock is per file).
import { CapabilitiesProvider } from '@/components/capabilities/offered';
import { ALL_CAPABILITIES, type Capabilities } from '@/lib/types/capabilities';
import { screen } from '@testing-library/react';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import { paymentApi } from '@/lib/client/payment';
import type { ApiFailure, ApiSuccess } from '@/lib/client/request';
import { buildBrCode } from '@/lib/payment/br-code';
import { buildUpiLink } from '@/lib/payment/upi';
import type { CardFlow, ChargeCurrency, Order, OrderCharge, PaymentQuote } from '@/lib/types/payment';
import { fakeShop, product, renderBasket, resetBasketPage, shopper, signIn } from './basket-harness';
import { pushed } from './navigation-mock';
import { providerOrderWith } from './provider-orders';
import type { allMessages } from './render';

export const ORDER_ID = 'A1B2C3D4E5F6G7H8J9K0';
export const QUOTE_ID = 'Q1W2E3R4T5Y6U7I8O9P0';

/** What the 36 € order charges: 36 € × 6.2001 = R$ 223.20, 36 € × 98.4537 = ₹ 3 544.33. */
export const PIX_CHARGE: OrderCharge = { currency: 'BRL', amount: 22_320, rate: '6.2001', quoted_at: '2026-11-21T10:00:00.000Z' };
export const UPI_CHARGE: OrderCharge = { currency: 'INR', amount: 354_433, rate: '98.4537', quoted_at: '2026-11-21T10:00:00.000Z' };
export const PIX_PAYLOAD = buildBrCode({
  key: 'pix@reference-provider.example',
  merchantName: 'Reference Provider',
  merchantCity: 'Sao Paulo',
  amountCents: PIX_CHARGE.amount,
  txid: ORDER_ID,
  singleUse: true,
});
export const UPI_LINK = buildUpiLink({
  vpa: 'referenceshop@okaxis',
  payeeName: 'Reference Provider',
  amountCents: UPI_CHARGE.amount,
  currency: 'INR',
  note: `Order ${ORDER_ID}`,
  reference: ORDER_ID,
});

/**
 * A quote of the 40 € basket (40 € × 6.2001 = R$ 248.00; 40 € × 98.4537 = ₹ 3 938.15), held 15
 * minutes from now.
 */
export function quoteOf(currency: ChargeCurrency, overrides: Partial<PaymentQuote> = {}): PaymentQuote {
  const now = Date.now();
  return {
    id: QUOTE_ID,
    currency,
    total: 4000,
    rate: currency === 'BRL' ? '6.2001' : '98.4537',
    amount: currency === 'BRL' ? 24_800 : 393_815,
    quoted_at: new Date(now).toISOString(),
    expires_at: new Date(now + 15 * 60_000).toISOString(),
    ...overrides,
  };
}
export const quoted = (currency: ChargeCurrency, overrides: Partial<PaymentQuote> = {}) => ok({ quote: quoteOf(currency, overrides) }, 200);

/** The checkout's 36 € order (40 € less 10 %) as the BFF passes the provider's order on, with no lines. */
export function order(overrides: Partial<Order> = {}): Order {
  return { ...providerOrderWith([], { subtotal: 4000, total: 3600, promo: null, created_at: '2026-11-21T10:00:00.000Z' }), ...overrides } as Order;
}

export function ok<T>(data: T, status = 201): ApiSuccess<T> {
  return { ok: true, status, data };
}

export function failed(status: number, message: string | null = null, errors: Record<string, string[]> = {}, details?: Record<string, unknown>): ApiFailure {
  return { ok: false, status, message, errors, ...(details ? { details } : {}) };
}

export const created = (overrides: Partial<Order> = {}) => ({ order_id: ORDER_ID, total_price: 3600, order: order(overrides) });
export const pixCreated = () => ok({ ...created({ method: 'pix', charge: PIX_CHARGE }), qr: { payload: PIX_PAYLOAD, image: null } });
export const upiCreated = () => ok({ ...created({ method: 'upi', charge: UPI_CHARGE }), upi: { link: UPI_LINK } });
export const status = (value: 'init' | 'paid' | 'error') =>
  ok({ order_id: ORDER_ID, type: 'purchase' as const, status: value, reason: value === 'error' ? ('declined' as const) : null, refunded: null }, 200);

/** Two gift cards: 2 × 10 € and 1 × 20 € (40 €); WELCOME10 takes 10 % off (36 €). */
export function shopWithBasket({ balance = 0, lines = [[1, 2], [2, 1]] as [number, number][] } = {}) {
  return fakeShop({ catalogue: [product(1), product(2)], lines, user: { ...shopper, balance } });
}

/** The basket store signed in and loaded, then the screen; resolves once the payment choice shows. */
export async function openCheckout({
  flow = 'modal' as CardFlow,
  locale = 'en' as keyof typeof allMessages,
  balance = 0,
  capabilities = ALL_CAPABILITIES as Capabilities,
} = {}) {
  await signIn();
  const screenUi = <CheckoutScreen flow={flow} knownUser={{ ...shopper, balance }} />;
  const view = renderBasket(<CapabilitiesProvider capabilities={capabilities}>{screenUi}</CapabilitiesProvider>, locale);
  await screen.findByRole('group', { name: locale === 'en' ? 'Choose how to pay' : undefined });
  return view;
}

/**
 * For a checkout test file: before each test the mocked quote answers for the currency asked; after
 * each, real timers, the mocks cleared, the basket page reset and no navigation recorded.
 */
export function answerQuotesAndResetAfterEachTest() {
  beforeEach(() => {
    jest.mocked(paymentApi).quote.mockImplementation(async (_locale, currency) => quoted(currency));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.clearAllMocks();
    resetBasketPage();
    pushed.length = 0;
  });
}

// The '@/lib/client/payment' module as the checkout and card modal tests mock it. jest.mock is hoisted
// per file and its factory may not use the file's imports, so a test file asks for one of these
// inside the factory:
//   jest.mock('@/lib/client/payment', () => jest.requireActual<PaymentClientMocks>('../../support/payment-client-mocks').checkoutPaymentClient());

/** The real module with every paymentApi call the checkout makes replaced by a jest.fn(). */
export function checkoutPaymentClient() {
  return {
    ...jest.requireActual<object>('@/lib/client/payment'),
    paymentApi: {
      createOrder: jest.fn(),
      createPixOrder: jest.fn(),
      createUpiOrder: jest.fn(),
      quote: jest.fn(),
      status: jest.fn(),
      spendBalance: jest.fn(),
    },
  };
}

/**
 * The real module with the card modal's paymentApi calls replaced by a jest.fn(), idempotency keys
 * numbered test-key-1, test-key-2, … and a fixed browser (900 × 1440, UTC-3).
 */
export function cardModalPaymentClient() {
  let keys = 0;
  return {
    ...jest.requireActual<object>('@/lib/client/payment'),
    newIdempotencyKey: jest.fn(() => `test-key-${(keys += 1)}`),
    browserInfo: jest.fn(() => ({ screenHeight: 900, screenWidth: 1440, timeZoneOffset: -180 })),
    paymentApi: { createOrder: jest.fn(), payByCard: jest.fn(), cardType: jest.fn(), confirmOrder: jest.fn(), status: jest.fn() },
  };
}

/** This module's shape, for jest.requireActual<PaymentClientMocks>(…) inside a jest.mock factory. */
export interface PaymentClientMocks {
  checkoutPaymentClient: typeof checkoutPaymentClient;
  cardModalPaymentClient: typeof cardModalPaymentClient;
}

// Orders and payments as the browser sees them (docs/payments-contract.md, "Shapes" and "BFF"):
// the contract's constants, and the types inferred from its schemas (lib/contracts/payment.ts).
// Money is integer euro cents, except what Pix and UPI charge: integer centavos and paise.
// Types and plain constants only: safe in the browser, and no zod at run time.
import type { z } from 'zod';
import type {
  cardPaymentAnswerSchema,
  chargeSchema,
  createdOrderSchema,
  orderCodeSchema,
  orderItemSchema,
  orderSchema,
  paymentConfirmationView,
  paymentRefusalExtras,
  paymentStatusSchema,
  quoteSchema,
} from '@/lib/contracts/payment';

// The value lists below are the one source of the contract's schemas and of the screens.
export const ORDER_TYPES = ['purchase', 'spending', 'balance'] as const;
export const ORDER_STATUSES = ['init', 'paid', 'error'] as const;
export const ORDER_METHODS = ['card', 'hosted', 'pix', 'upi', 'sbp', 'balance', 'free'] as const;
export const CARD_BRAND_NAMES = ['MasterCard', 'Visa', 'Mir', 'AmericanExpress'] as const;
export const FAILURE_REASONS = [
  'declined',
  'insufficient_funds',
  'authentication_failed',
  'cancelled',
  'out_of_stock',
  'insufficient_balance',
  'balance_limit',
  // The order's promo code was used up by this account (limit per account) before it was paid.
  'promo_already_used',
  // The payment came in but the order could not be delivered in time: its amount went to the balance.
  'not_delivered',
] as const;
/** How an order id looks: 20 characters [0-9A-Z]. */
export const ORDER_ID_PATTERN = /^[0-9A-Z]{20}$/;
/** Quote ids look the same. */
export const QUOTE_ID_PATTERN = ORDER_ID_PATTERN;

/**
 * What Pix and UPI charge in (docs/payments-contract.md "Charges in reais and rupees"): a BR Code is
 * in reais, a UPI link in rupees. Card and balance stay in euros.
 */
export const CHARGE_CURRENCIES = ['BRL', 'INR'] as const;
export type ChargeCurrency = (typeof CHARGE_CURRENCIES)[number];
export const CHARGE_CURRENCY_OF = { pix: 'BRL', upi: 'INR' } as const satisfies Record<string, ChargeCurrency>;
/** A rate as the provider writes it: an exact decimal ("6.2001"), never a float. */
export const RATE_PATTERN = /^\d{1,7}(\.\d{1,6})?$/;

export type OrderType = (typeof ORDER_TYPES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderMethod = (typeof ORDER_METHODS)[number];
export type CardBrandName = (typeof CARD_BRAND_NAMES)[number];
export type FailureReason = (typeof FAILURE_REASONS)[number];

// The answers' types, inferred from the one declaration of each shape (lib/contracts/payment.ts).
export type OrderItem = z.output<typeof orderItemSchema>;
export type OrderCode = z.output<typeof orderCodeSchema>;
export type OrderCharge = z.output<typeof chargeSchema>;
export type Order = z.output<typeof orderSchema>;
export type PaymentQuote = z.output<typeof quoteSchema>;
export type CreatedOrder = z.output<typeof createdOrderSchema>;
export type CardPaymentAnswer = z.output<typeof cardPaymentAnswerSchema>;
export type PaymentStatus = z.output<typeof paymentStatusSchema>;
/** The codes of a paid purchase, or the new balance of a top-up, named by `kind`. */
export type PaymentConfirmation = z.output<typeof paymentConfirmationView>;
/** The extra fields of a payment 422 (besides {message, errors}); null where the answer has none. */
export type PaymentRefusal = { [Field in keyof z.output<typeof paymentRefusalExtras>]-?: NonNullable<z.output<typeof paymentRefusalExtras>[Field]> | null };

/** Top-up bounds in cents (docs/product/limits.md: at least 100 €; the amount field takes at most 7 characters). */
export const TOP_UP_MIN_CENTS = 10_000;
export const TOP_UP_MAX_CENTS = 100_000_000;
export const TOP_UP_INPUT_MAX_LENGTH = 7;

/** The status is polled every 1000 ms while processing; the bound after which the shopper is told what to do (docs/product/limits.md). */
export const PAYMENT_POLL_INTERVAL_MS = 1000;
export const PAYMENT_POLL_LIMIT_MS = 5 * 60 * 1000;
/** The balance is read again 2000 ms after spending (docs/product/limits.md). */
export const BALANCE_REFRESH_DELAY_MS = 2000;

/** PAYMENT_CARD_FLOW (docs/decisions/0031-two-card-payment-flows.md). */
export type CardFlow = 'modal' | 'redirect';

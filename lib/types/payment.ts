// Orders and payments as the browser sees them (docs/payments-contract.md, "Shapes" and "BFF").
// Field names are the provider's; the BFF only moves image paths under the storefront's /media.
// Money is integer euro cents, except what Pix and UPI charge: integer centavos and paise.
// Types and plain constants only: safe in the browser.
import type { Purchase } from './account';

// The value lists below are the one source of the zod schemas on both sides of the BFF
// (lib/provider/payment-schemas.ts, lib/payment/answers.ts) and of the screens.
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

export interface OrderItem {
  product_id: number;
  name: string;
  /** Cents, the unit price before the discount. */
  price: number;
  quantity: number;
  cover_path: string;
}

export interface OrderCode {
  purchase_id: number;
  product_id: number;
  name: string;
  code: string;
}

export interface Order {
  id: string;
  type: OrderType;
  status: OrderStatus;
  method: OrderMethod | null;
  reason: FailureReason | null;
  subtotal: number;
  /** Cents: what is paid. */
  total: number;
  promo: { code: string; discount: number } | null;
  replenishment: number | null;
  items: OrderItem[];
  codes: OrderCode[] | null;
  card: { brand: CardBrandName; last4: string } | null;
  /** Pix, UPI: what is charged in reais or rupees; null when the euro total is charged. */
  charge: OrderCharge | null;
  created_at: string;
  paid_at: string | null;
}

/** An order's charge: minor units (centavos, paise) at the rate quoted then. */
export interface OrderCharge {
  currency: ChargeCurrency;
  amount: number;
  /** 1 € in the charge currency, an exact decimal. */
  rate: string;
  quoted_at: string;
}

/** GET /api/payment/quote: the basket's total in reais or rupees, held until `expires_at`. */
export interface PaymentQuote {
  id: string;
  currency: ChargeCurrency;
  /** Euro cents: the total the quote converts. */
  total: number;
  rate: string;
  /** Minor units of `currency`. */
  amount: number;
  quoted_at: string;
  expires_at: string;
}

/** POST /api/orders/create (201, or 200 for a repeated Idempotency-Key). */
export interface CreatedOrder {
  order_id: string;
  total_price: number;
  order: Order;
}

/** POST /api/payment: what the browser does next. */
export type CardPaymentAnswer =
  | { status: 'OK'; order_id: string }
  | { status: '3DS'; order_id: string; acsUrl: string; PaReq: string; MD: string; TermUrl: string }
  | {
      status: '3DS_REDIRECT';
      order_id: string;
      redirectUrl: string;
      redirectMethod: 'GET' | 'POST';
      redirectParams: { MD: string; PaReq: string; TermUrl: string };
    };

/** POST /api/payment/status. */
export interface PaymentStatus {
  order_id: string;
  type: OrderType;
  status: OrderStatus;
  reason: FailureReason | null;
}

/** GET /api/payment-confirm/{orderId}: the codes of a paid purchase, or the new balance of a top-up. */
export type PaymentConfirmation =
  | { kind: 'purchase'; order_id: string; products: Purchase[] }
  | { kind: 'balance'; order_id: string; balance: number };

/** The extra fields of a payment 422 (besides {message, errors}). */
export interface PaymentRefusal {
  reason: FailureReason | null;
  order_id: string | null;
  /** Cents, on `insufficient_balance`. */
  balance: number | null;
  total: number | null;
  /** A 409 of a Pix/UPI order whose quote no longer matches: the new one. */
  quote: PaymentQuote | null;
}

/** Top-up bounds in cents (SPEC.md §5: at least 100 €; the amount field takes at most 7 characters). */
export const TOP_UP_MIN_CENTS = 10_000;
export const TOP_UP_MAX_CENTS = 100_000_000;
export const TOP_UP_INPUT_MAX_LENGTH = 7;

/** SPEC.md §4: the status is polled every 1000 ms while processing; the bound after which the shopper is told what to do. */
export const PAYMENT_POLL_INTERVAL_MS = 1000;
export const PAYMENT_POLL_LIMIT_MS = 5 * 60 * 1000;
/** SPEC.md §4: the balance is read again 2000 ms after spending. */
export const BALANCE_REFRESH_DELAY_MS = 2000;

/** PAYMENT_CARD_FLOW (ARCHITECTURE.md decision 3). */
export type CardFlow = 'modal' | 'redirect';

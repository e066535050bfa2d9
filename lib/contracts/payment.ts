// The order and payment answers' shapes (docs/payments-contract.md, "Shapes", "Provider API" and
// "BFF"), declared once. The provider's answers are parsed with them (lib/provider/payment-schemas.ts
// adds the provider-only checks: a Pix or UPI payload must charge the order), the BFF's answers are
// parsed with them in the browser (lib/client/payment.ts; the payment screens load with lazy
// islands, so zod may come with them), and lib/types/payment.ts infers its types from them. The
// BFF only moves image paths under /media, which the one media rule accepts (./shape.ts `mediaPath`). Unknown
// keys are dropped, so only what the contract names reaches a screen.
import { z } from 'zod';
import {
  CARD_BRAND_NAMES,
  CHARGE_CURRENCIES,
  FAILURE_REASONS,
  ORDER_ID_PATTERN,
  ORDER_METHODS,
  ORDER_STATUSES,
  ORDER_TYPES,
  QUOTE_ID_PATTERN,
  RATE_PATTERN,
} from '@/lib/types/payment';
import { mediaPath, purchaseSchema } from './zod-of-shape';

const orderId = z.string().regex(ORDER_ID_PATTERN);
const cents = z.number().int().nonnegative();
const id = z.number().int().positive();
const isoDate = z.string().min(1).max(64);
const httpUrl = z
  .string()
  .max(4096)
  .refine((value) => /^https?:\/\//.test(value), { message: 'not an http(s) URL' });

export const orderTypeSchema = z.enum(ORDER_TYPES);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const orderMethodSchema = z.enum(ORDER_METHODS);
export const failureReasonSchema = z.enum(FAILURE_REASONS);
export const cardBrandSchema = z.enum(CARD_BRAND_NAMES);

export const orderItemSchema = z.object({
  product_id: id,
  name: z.string(),
  /** Cents, the unit price before the discount. */
  price: cents,
  quantity: z.number().int().positive(),
  /** Cents, what the whole line costs after the discount: the lines add up to the order's total. */
  paid: cents,
  cover_path: mediaPath,
});

export const orderCodeSchema = z.object({ purchase_id: id, product_id: id, name: z.string(), code: z.string() });

/**
 * Pix, UPI: what is charged in reais or rupees, minor units (centavos, paise) at the rate quoted then.
 * The rate and its time are null when only the payment's code told the amount (a provider that gives
 * no quotes: lib/provider/payment-schemas.ts reads it from the BR Code or the UPI link).
 */
export const chargeSchema = z.object({
  currency: z.enum(CHARGE_CURRENCIES),
  amount: z.number().int().positive(),
  /** 1 € in the charge currency, an exact decimal. */
  rate: z.string().regex(RATE_PATTERN).nullable(),
  quoted_at: isoDate.nullable(),
});

/** GET /api/payment/quote: the basket's total (euro cents) in reais or rupees, held until `expires_at`. */
export const quoteSchema = z.object({
  id: z.string().regex(QUOTE_ID_PATTERN),
  currency: z.enum(CHARGE_CURRENCIES),
  total: cents,
  rate: z.string().regex(RATE_PATTERN),
  /** Minor units of `currency`. */
  amount: cents,
  quoted_at: isoDate,
  expires_at: isoDate,
});
export const quoteAnswerSchema = z.object({ quote: quoteSchema });

export const orderSchema = z.object({
  id: orderId,
  type: orderTypeSchema,
  status: orderStatusSchema,
  method: orderMethodSchema.nullable(),
  reason: failureReasonSchema.nullable(),
  subtotal: cents,
  /** Cents: what is paid. */
  total: cents,
  promo: z.object({ code: z.string().min(1).max(64), discount: z.number().int().min(0).max(100) }).nullable(),
  replenishment: cents.nullable(),
  items: z.array(orderItemSchema),
  codes: z.array(orderCodeSchema).nullable(),
  card: z.object({ brand: cardBrandSchema, last4: z.string().regex(/^\d{4}$/) }).nullable(),
  /** Null when the euro total is charged. */
  charge: chargeSchema.nullable(),
  created_at: isoDate,
  paid_at: isoDate.nullable(),
  /**
   * Cents credited to the account's balance because the paid order could not be delivered; null
   * otherwise, and from a provider that does not say.
   */
  refunded: cents.nullable().catch(null),
});

/** POST /api/orders/create (201, or 200 for a repeated Idempotency-Key). */
export const createdOrderSchema = z.object({ order_id: orderId, total_price: cents, order: orderSchema });
/** POST /api/orders/create-qr: Pix, with its BR Code. */
export const pixOrderSchema = createdOrderSchema.extend({ qr: z.object({ payload: z.string().min(1).max(1024), image: z.string().nullable() }) });
/** POST /api/orders/create-upi: with its upi://pay link. */
export const upiOrderSchema = createdOrderSchema.extend({ upi: z.object({ link: z.string().startsWith('upi://pay?').max(4096) }) });
/** The BFF's answer to POST /api/payment-sbp: the created order, with a BR Code too. */
export const sbpOrderAnswerSchema = createdOrderSchema.extend({ sbp: z.object({ payload: z.string().min(1).max(1024), image: z.string().nullable() }) });

const threeDsParams = z.object({ MD: z.string().min(1).max(256), PaReq: z.string().min(1).max(4096), TermUrl: httpUrl });

/** POST /api/payment: paid at once, or the 3-D Secure step the browser runs next. */
export const cardPaymentAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('OK'), order_id: orderId }),
  z.object({ status: z.literal('3DS'), order_id: orderId, acsUrl: httpUrl }).extend(threeDsParams.shape),
  z.object({
    status: z.literal('3DS_REDIRECT'),
    order_id: orderId,
    redirectUrl: httpUrl,
    redirectMethod: z.enum(['GET', 'POST']),
    redirectParams: threeDsParams,
  }),
]);

/** POST /api/payment/status. */
export const paymentStatusSchema = z.object({
  order_id: orderId,
  type: orderTypeSchema,
  status: orderStatusSchema,
  reason: failureReasonSchema.nullable(),
  /** Cents credited to the balance because the order could not be delivered (see orderSchema). */
  refunded: cents.nullable().catch(null),
});

/** POST /api/payment/spending-balance-handle. */
export const balanceSpentSchema = z.object({ status: z.literal('OK'), order_id: orderId, balance: cents });

/** GET /api/payment-confirm/{id}: the codes of a paid purchase, or the new balance of a paid top-up. */
export const paymentConfirmationSchema = z.union([
  z.object({ order_id: orderId, products: z.array(purchaseSchema) }),
  z.object({ ok: z.literal(true), order_id: orderId, balance: cents }),
]);

/** The same answer as the screens take it: which of the two it is, named. */
export const paymentConfirmationView = paymentConfirmationSchema.transform((data) =>
  'products' in data
    ? { kind: 'purchase' as const, order_id: data.order_id, products: data.products }
    : { kind: 'balance' as const, order_id: data.order_id, balance: data.balance },
);

/** GET /api/payment-products/{id}. */
export const orderDetailsSchema = z.object({ order: orderSchema });

/** POST /api/orders/confirm/{id} (owner mode): pays a free order; the codes once paid. */
export const confirmedOrderSchema = z.object({ order_id: orderId, status: orderStatusSchema, products: z.array(purchaseSchema).nullable() });

/** POST /api/card-type. */
export const cardTypeSchema = z.object({ type: cardBrandSchema.nullable() });

/**
 * The extra fields of a payment refusal (422; a 409 of a stale quote carries the new `quote`)
 * besides {message, errors}: read leniently (a field of the wrong shape is left out, never a 502)
 * since the refusal itself is what matters.
 */
export const paymentRefusalExtras = z.object({
  reason: failureReasonSchema.optional().catch(undefined),
  order_id: orderId.optional().catch(undefined),
  /** Cents, on `insufficient_balance`. */
  balance: cents.optional().catch(undefined),
  total: cents.optional().catch(undefined),
  quote: quoteSchema.optional().catch(undefined),
  /** Cents credited to the balance: the payment had come in, the order could not be delivered. */
  refunded: cents.optional().catch(undefined),
});

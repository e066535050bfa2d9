// The BFF's payment answers as the browser checks them (docs/payments-contract.md, "BFF"): one zod
// schema per answer, so a screen only ever sees the shapes of lib/types/payment.ts. Browser-safe.
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
  type Order,
  type PaymentConfirmation,
  type PaymentQuote,
  type PaymentRefusal,
} from '@/lib/types/payment';

const orderId = z.string().regex(ORDER_ID_PATTERN);
const cents = z.number().int();
const status = z.enum(ORDER_STATUSES);
const orderType = z.enum(ORDER_TYPES);
const reason = z.enum(FAILURE_REASONS);
const brand = z.enum(CARD_BRAND_NAMES);

const chargeCurrency = z.enum(CHARGE_CURRENCIES);
const rate = z.string().regex(RATE_PATTERN);

export const quoteSchema: z.ZodType<PaymentQuote> = z.object({
  id: z.string().regex(QUOTE_ID_PATTERN),
  currency: chargeCurrency,
  total: cents,
  rate,
  amount: cents,
  quoted_at: z.string(),
  expires_at: z.string(),
});
export const quoteAnswerSchema = z.object({ quote: quoteSchema });

export const orderSchema: z.ZodType<Order> = z.object({
  id: orderId,
  type: orderType,
  status,
  method: z.enum(ORDER_METHODS).nullable(),
  reason: reason.nullable(),
  subtotal: cents,
  total: cents,
  promo: z.object({ code: z.string(), discount: z.number().int() }).nullable(),
  replenishment: cents.nullable(),
  items: z.array(
    z.object({ product_id: z.number().int(), name: z.string(), price: cents, quantity: z.number().int(), cover_path: z.string() }),
  ),
  codes: z.array(z.object({ purchase_id: z.number().int(), product_id: z.number().int(), name: z.string(), code: z.string() })).nullable(),
  card: z.object({ brand, last4: z.string() }).nullable(),
  charge: z.object({ currency: chargeCurrency, amount: cents, rate, quoted_at: z.string() }).nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});

export const createdOrderSchema = z.object({ order_id: orderId, total_price: cents, order: orderSchema });
export const pixOrderSchema = createdOrderSchema.extend({ qr: z.object({ payload: z.string().min(1) }) });
export const upiOrderSchema = createdOrderSchema.extend({ upi: z.object({ link: z.string().startsWith('upi://pay?') }) });
export const sbpOrderSchema = createdOrderSchema.extend({ sbp: z.object({ payload: z.string().min(1) }) });

const httpUrl = z.string().url();
export const cardPaymentAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('OK'), order_id: orderId }),
  z.object({ status: z.literal('3DS'), order_id: orderId, acsUrl: httpUrl, PaReq: z.string(), MD: z.string(), TermUrl: httpUrl }),
  z.object({
    status: z.literal('3DS_REDIRECT'),
    order_id: orderId,
    redirectUrl: httpUrl,
    redirectMethod: z.enum(['GET', 'POST']),
    redirectParams: z.object({ MD: z.string(), PaReq: z.string(), TermUrl: httpUrl }),
  }),
]);

export const paymentStatusSchema = z.object({ order_id: orderId, type: orderType, status, reason: reason.nullable() });
export const balanceSpentSchema = z.object({ status: z.literal('OK'), order_id: orderId, balance: cents });
export const cardTypeSchema = z.object({ type: brand.nullable() });
export const orderDetailsSchema = z.object({ order: orderSchema });

const purchaseSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  price: cents,
  purchased_at: z.string(),
  article: z.string(),
  product_code: z.string(),
  cover_path: z.string(),
});
export const confirmedOrderSchema = z.object({ order_id: orderId, status, products: z.array(purchaseSchema).nullable() });

export const paymentConfirmationSchema: z.ZodType<PaymentConfirmation> = z.union([
  z.object({ order_id: orderId, products: z.array(purchaseSchema) }).transform((data) => ({ kind: 'purchase' as const, ...data })),
  z.object({ ok: z.literal(true), order_id: orderId, balance: cents }).transform(({ order_id, balance }) => ({ kind: 'balance' as const, order_id, balance })),
]);

/** The extra fields of a payment refusal (422), from lib/bff-client's `details`. */
export function paymentRefusal(details: Record<string, unknown> | undefined): PaymentRefusal {
  const read = z
    .object({
      reason: reason.nullable().catch(null).default(null),
      order_id: orderId.nullable().catch(null).default(null),
      balance: cents.nullable().catch(null).default(null),
      total: cents.nullable().catch(null).default(null),
      quote: quoteSchema.nullable().catch(null).default(null),
    })
    .catch({ reason: null, order_id: null, balance: null, total: null, quote: null });
  return read.parse(details ?? {});
}

/** A reader for lib/bff-client's `read` option: null when the answer is not what the contract promises. */
export function readWith<T>(schema: z.ZodType<T>): (json: unknown) => T | null {
  return (json) => {
    const parsed = schema.safeParse(json);
    return parsed.success ? parsed.data : null;
  };
}

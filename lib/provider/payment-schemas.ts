// zod schemas of the provider's order and payment answers (docs/payments-contract.md, "Shapes" and
// "Provider API"). Every answer is parsed here before the BFF reads it: a provider that drifts from
// the contract shows up as one clear 502, never as a half-read order on screen. Unknown keys are
// dropped, so only what the contract names ever reaches the browser.
import { z } from 'zod';
import { purchaseSchema } from './account-schemas';
import { mediaPath } from './schemas';
import { parseBrCode } from '@/lib/payment/br-code';
import { parseUpiLink } from '@/lib/payment/upi';
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

export { ORDER_ID_PATTERN };

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
  price: cents,
  quantity: z.number().int().positive(),
  cover_path: mediaPath,
});

export const orderCodeSchema = z.object({
  purchase_id: id,
  product_id: id,
  name: z.string(),
  code: z.string(),
});

export const chargeSchema = z.object({
  currency: z.enum(CHARGE_CURRENCIES),
  amount: z.number().int().positive(),
  rate: z.string().regex(RATE_PATTERN),
  quoted_at: isoDate,
});

/** GET /api/payment/quote: the basket's total in reais or rupees and until when it holds. */
export const quoteSchema = z.object({
  id: z.string().regex(QUOTE_ID_PATTERN),
  currency: z.enum(CHARGE_CURRENCIES),
  total: cents,
  rate: z.string().regex(RATE_PATTERN),
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
  total: cents,
  promo: z.object({ code: z.string().min(1).max(64), discount: z.number().int().min(0).max(100) }).nullable(),
  replenishment: cents.nullable(),
  items: z.array(orderItemSchema),
  codes: z.array(orderCodeSchema).nullable(),
  card: z.object({ brand: cardBrandSchema, last4: z.string().regex(/^\d{4}$/) }).nullable(),
  charge: chargeSchema.nullable(),
  created_at: isoDate,
  paid_at: isoDate.nullable(),
});

/** POST /api/orders/create (201, or 200 for a repeated Idempotency-Key). */
export const createdOrderSchema = z.object({ order_id: orderId, total_price: cents, order: orderSchema });
/** Whether a BR Code is valid, in reais, for exactly the order's charge, and names the order. */
function brCodeChargesOrder(payload: string, created: z.infer<typeof createdOrderSchema>): boolean {
  const code = parseBrCode(payload);
  const charge = created.order.charge;
  return code.ok && charge?.currency === 'BRL' && code.code.amountCents === charge.amount && code.code.txid === created.order_id;
}

/**
 * POST /api/orders/create-qr: Pix. The BR Code is read with lib/payment/br-code.ts before anyone sees
 * it: a valid code, in reais, for exactly the order's charge and naming the order, or the answer is
 * the provider's mistake (502) rather than a QR that charges the wrong sum.
 */
export const pixOrderSchema = createdOrderSchema
  .extend({ qr: z.object({ payload: z.string().min(1).max(1024), image: z.string().nullable() }) })
  .superRefine((created, ctx) => {
    if (!brCodeChargesOrder(created.qr.payload, created)) {
      ctx.addIssue({ code: 'custom', path: ['qr', 'payload'], message: 'the BR Code does not charge the order in reais' });
    }
  });
/** POST /api/orders/create-upi: the link, read with lib/payment/upi.ts, charges the order's rupees. */
export const upiOrderSchema = createdOrderSchema
  .extend({ upi: z.object({ link: z.string().startsWith('upi://pay?').max(4096) }) })
  .superRefine((created, ctx) => {
    const link = parseUpiLink(created.upi.link);
    const charge = created.order.charge;
    if (!link.ok || charge?.currency !== 'INR' || link.link.amountCents !== charge.amount || link.link.reference !== created.order_id) {
      ctx.addIssue({ code: 'custom', path: ['upi', 'link'], message: 'the UPI link does not charge the order in rupees' });
    }
  });
/** POST /api/payment-sbp: a BR Code too, so in reais like Pix. */
export const sbpOrderSchema = createdOrderSchema
  .extend({ sbp: z.object({ payload: z.string().min(1).max(1024), image: z.string().nullable() }) })
  .superRefine((created, ctx) => {
    if (!brCodeChargesOrder(created.sbp.payload, created)) {
      ctx.addIssue({ code: 'custom', path: ['sbp', 'payload'], message: 'the BR Code does not charge the order in reais' });
    }
  });

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

/** POST /api/payment/3ds-complete. */
export const threeDsCompleteSchema = z.object({ order_id: orderId, status: orderStatusSchema, reason: failureReasonSchema.nullable() });

/** POST /api/payment/status. */
export const paymentStatusSchema = z.object({
  order_id: orderId,
  type: orderTypeSchema,
  status: orderStatusSchema,
  reason: failureReasonSchema.nullable(),
});

/** POST /api/payment/spending-balance-handle. */
export const balanceSpentSchema = z.object({ status: z.literal('OK'), order_id: orderId, balance: cents });

/** GET /api/payment-confirm/{id}: the codes of a paid purchase, or the new balance of a paid top-up. */
export const paymentConfirmationSchema = z.union([
  z.object({ order_id: orderId, products: z.array(purchaseSchema) }),
  z.object({ ok: z.literal(true), order_id: orderId, balance: cents }),
]);

/** GET /api/payment-products/{id}. */
export const orderDetailsSchema = z.object({ order: orderSchema });

/** POST /api/orders/confirm/{id} with the bearer (owner mode). */
export const confirmedOrderSchema = z.object({ order_id: orderId, status: orderStatusSchema, products: z.array(purchaseSchema).nullable() });

/** POST /api/orders/confirm/{id} without a bearer: the acquirer's callback, verified again. */
export const acquirerConfirmationSchema = z.object({ order_id: orderId, status: orderStatusSchema, confirmed: z.boolean() });

/** POST /api/card-type. */
export const cardTypeSchema = z.object({ type: cardBrandSchema.nullable() });

/**
 * The extra fields of a payment refusal (422) besides {message, errors}: read leniently (a field of
 * the wrong shape is left out, never a 502) since the refusal itself is what matters.
 */
export const paymentRefusalExtras = z.object({
  reason: failureReasonSchema.optional().catch(undefined),
  order_id: orderId.optional().catch(undefined),
  balance: cents.optional().catch(undefined),
  total: cents.optional().catch(undefined),
  quote: quoteSchema.optional().catch(undefined),
});

export type ProviderOrder = z.infer<typeof orderSchema>;
export type ProviderQuote = z.infer<typeof quoteSchema>;
export type ProviderCreatedOrder = z.infer<typeof createdOrderSchema>;
export type ProviderPaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

// zod schemas of the provider's order and payment answers (docs/payments-contract.md, "Provider
// API"). The shapes are the contract's, declared once in lib/contracts/payment.ts; what is only the
// provider's is here: its Pix, UPI and SBP payloads must charge the order (read with
// lib/payment/br-code.ts and lib/payment/upi.ts), and the two calls the browser never sees.
// Every answer is parsed before the BFF reads it: a provider that drifts from the contract shows up
// as one clear 502, never as a half-read order on screen.
import { z } from 'zod';
import {
  createdOrderSchema,
  failureReasonSchema,
  orderStatusSchema,
  orderSchema,
  paymentConfirmationSchema,
  pixOrderSchema as pixOrderShape,
  sbpOrderAnswerSchema,
  upiOrderSchema as upiOrderShape,
} from '@/lib/contracts/payment';
import { parseBrCode } from '@/lib/payment/br-code';
import { parseUpiLink } from '@/lib/payment/upi';
import { ORDER_ID_PATTERN } from '@/lib/types/payment';

// The contract's schemas, with the Pix and UPI ones below in place of the contract's (a local export
// takes precedence over `export *`); the provider's SBP answer has its own name, providerSbpOrderSchema.
export * from '@/lib/contracts/payment';
export { ORDER_ID_PATTERN };

const orderId = z.string().regex(ORDER_ID_PATTERN);

type Created = z.infer<typeof createdOrderSchema>;
type Charge = NonNullable<Created['order']['charge']>;

/** A BR Code's charge when it is valid, in reais and names the order; else null. */
function brCodeCharge(payload: string, created: Created): Charge | null {
  const code = parseBrCode(payload);
  if (!code.ok || code.code.currency !== '986' || code.code.amountCents === undefined || code.code.txid !== created.order_id) return null;
  return { currency: 'BRL', amount: code.code.amountCents, rate: null, quoted_at: null };
}

/** A UPI link's charge when it is valid, in rupees and names the order; else null. */
function upiLinkCharge(link: string, created: Created): Charge | null {
  const parsed = parseUpiLink(link);
  if (!parsed.ok || parsed.link.currency !== 'INR' || parsed.link.reference !== created.order_id) return null;
  return { currency: 'INR', amount: parsed.link.amountCents, rate: null, quoted_at: null };
}

/**
 * What a Pix, UPI or SBP order charges, read from its code before anyone sees it: the code must be
 * valid, in the method's currency and name the order, and, when the order states its charge, charge
 * exactly that; else the answer is the provider's mistake (502) rather than a code that charges
 * another sum. An order that states no charge (a provider without quotes) is given the code's, so
 * the amount the shopper is shown is the one the code carries.
 */
function chargedByCode<T extends Created>(read: (created: T) => Charge | null, path: string[]) {
  return (created: T, ctx: z.RefinementCtx): T => {
    const fromCode = read(created);
    const stated = created.order.charge;
    if (fromCode === null || (stated !== null && (stated.currency !== fromCode.currency || stated.amount !== fromCode.amount))) {
      ctx.addIssue({ code: 'custom', path, message: 'the payment code does not charge the order' });
      return created;
    }
    return stated !== null ? created : { ...created, order: { ...created.order, charge: fromCode } };
  };
}

/** POST /api/orders/create-qr: Pix, its BR Code in reais for the order's charge. */
export const pixOrderSchema = pixOrderShape.transform(chargedByCode((created) => brCodeCharge(created.qr.payload, created), ['qr', 'payload']));
/** POST /api/orders/create-upi: the link charges the order's rupees and names the order. */
export const upiOrderSchema = upiOrderShape.transform(chargedByCode((created) => upiLinkCharge(created.upi.link, created), ['upi', 'link']));
/** POST /api/payment-sbp: a BR Code too, so in reais like Pix. */
export const providerSbpOrderSchema = sbpOrderAnswerSchema.transform(chargedByCode((created) => brCodeCharge(created.sbp.payload, created), ['sbp', 'payload']));

/** POST /api/payment/3ds-complete (the bank page's return; the browser gets a redirect, not this). */
export const threeDsCompleteSchema = z.object({ order_id: orderId, status: orderStatusSchema, reason: failureReasonSchema.nullable() });

/** POST /api/orders/confirm/{id} without a bearer: the acquirer's callback, verified again. */
export const acquirerConfirmationSchema = z.object({ order_id: orderId, status: orderStatusSchema, confirmed: z.boolean() });

export type ProviderOrder = z.infer<typeof orderSchema>;
export type ProviderCreatedOrder = z.infer<typeof createdOrderSchema>;
export type ProviderPaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;
